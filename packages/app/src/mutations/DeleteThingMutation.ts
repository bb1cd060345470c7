import { graphql } from 'react-relay';
import type { DeleteThingMutation } from '../__generated__/DeleteThingMutation.graphql';
import { useAsyncMutation } from '../relay/useAsyncMutation';

const mutation = graphql`
  mutation DeleteThingMutation($id: UUID!) {
    deleteThing(input: { id: $id }) {
      thing {
        nodeId @deleteRecord
      }
    }
  }
`;

/**
 * deleteThing (spec §7, decision 0113): hides the thing at once for everyone; its
 * owners can restore it (useRestoreThingMutation) until the purge job deletes it.
 */
export function useDeleteThingMutation() {
  const [commit, isInFlight] = useAsyncMutation<DeleteThingMutation>(mutation);
  const deleteThing = async (id: string) => {
    const response = await commit({ id });
    return Boolean(response.deleteThing?.thing?.nodeId);
  };
  return [deleteThing, isInFlight] as const;
}

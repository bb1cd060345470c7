import { graphql } from 'react-relay';
import type { RestoreThingMutation } from '../__generated__/RestoreThingMutation.graphql';
import { useAsyncMutation } from '../relay/useAsyncMutation';

const mutation = graphql`
  mutation RestoreThingMutation($id: UUID!) {
    restoreThing(input: { id: $id }) {
      thing {
        id
        nodeId
        name
      }
    }
  }
`;

/** restoreThing (decision 0113): undoes deleteThing within the undo window (owners only). */
export function useRestoreThingMutation() {
  const [commit, isInFlight] = useAsyncMutation<RestoreThingMutation>(mutation);
  const restoreThing = async (id: string) => {
    const response = await commit({ id });
    return response.restoreThing?.thing ?? null;
  };
  return [restoreThing, isInFlight] as const;
}

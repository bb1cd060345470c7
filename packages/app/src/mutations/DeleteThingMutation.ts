import { graphql } from 'react-relay';
import type { DeleteThingMutation } from '../__generated__/DeleteThingMutation.graphql';
import { useAsyncMutation } from '../relay/useAsyncMutation';

const mutation = graphql`
  mutation DeleteThingMutation($nodeId: ID!) {
    deleteThing(input: { nodeId: $nodeId }) {
      deletedThingId @deleteRecord
    }
  }
`;

/** deleteThing (spec §7): removes the thing and its actions. */
export function useDeleteThingMutation() {
  const [commit, isInFlight] = useAsyncMutation<DeleteThingMutation>(mutation);
  const deleteThing = async (nodeId: string) => {
    const response = await commit({ nodeId });
    return Boolean(response.deleteThing?.deletedThingId);
  };
  return [deleteThing, isInFlight] as const;
}

import { graphql } from 'react-relay';
import type { DeleteThingGroupMutation } from '../__generated__/DeleteThingGroupMutation.graphql';
import { useAsyncMutation } from '../relay/useAsyncMutation';

const mutation = graphql`
  mutation DeleteThingGroupMutation($id: UUID!) {
    deleteThingGroupById(input: { id: $id }) {
      thingGroup {
        nodeId @deleteRecord
      }
    }
  }
`;

/** Ends a thing's share with a group (the thing's or the group's owners). */
export function useDeleteThingGroupMutation() {
  const [commit, isInFlight] = useAsyncMutation<DeleteThingGroupMutation>(mutation);
  const unshare = async (id: string) => {
    const response = await commit({ id });
    return Boolean(response.deleteThingGroupById?.thingGroup?.nodeId);
  };
  return [unshare, isInFlight] as const;
}

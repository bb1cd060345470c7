import { graphql } from 'react-relay';
import type { DeleteGroupMutation } from '../__generated__/DeleteGroupMutation.graphql';
import { useAsyncMutation } from '../relay/useAsyncMutation';

const mutation = graphql`
  mutation DeleteGroupMutation($id: UUID!) {
    deleteGroupById(input: { id: $id }) {
      group {
        nodeId @deleteRecord
      }
    }
  }
`;

/** deleteGroup (spec §7): the group, its memberships and shares go at once. */
export function useDeleteGroupMutation() {
  const [commit, isInFlight] = useAsyncMutation<DeleteGroupMutation>(mutation);
  const deleteGroup = async (id: string) => {
    const response = await commit({ id });
    return Boolean(response.deleteGroupById?.group?.nodeId);
  };
  return [deleteGroup, isInFlight] as const;
}

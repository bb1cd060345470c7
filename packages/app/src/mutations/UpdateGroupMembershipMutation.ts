import { graphql } from 'react-relay';
import type { UpdateGroupMembershipMutation } from '../__generated__/UpdateGroupMembershipMutation.graphql';
import { useAsyncMutation } from '../relay/useAsyncMutation';

const mutation = graphql`
  mutation UpdateGroupMembershipMutation($id: UUID!, $isOwner: Boolean!) {
    updateGroupMembershipById(input: { id: $id, patch: { isOwner: $isOwner } }) {
      groupMembership {
        id
        isOwner
        group {
          id
          canEdit
          myMembership {
            id
            isOwner
          }
        }
      }
    }
  }
`;

/** Sets isOwner on a membership (spec §7); the server keeps at least one owner. */
export function useUpdateGroupMembershipMutation() {
  const [commit, isInFlight] = useAsyncMutation<UpdateGroupMembershipMutation>(mutation);
  const setOwner = async (id: string, isOwner: boolean) => {
    const response = await commit({ id, isOwner });
    return response.updateGroupMembershipById?.groupMembership ?? null;
  };
  return [setOwner, isInFlight] as const;
}

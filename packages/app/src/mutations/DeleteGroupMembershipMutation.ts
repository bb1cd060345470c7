import { graphql } from 'react-relay';
import type { DeleteGroupMembershipMutation } from '../__generated__/DeleteGroupMembershipMutation.graphql';
import { useAsyncMutation } from '../relay/useAsyncMutation';

const mutation = graphql`
  mutation DeleteGroupMembershipMutation($id: UUID!) {
    deleteGroupMembershipById(input: { id: $id }) {
      groupMembership {
        nodeId @deleteRecord
        group {
          id
          memberCount
        }
      }
    }
  }
`;

/** Removes a member (spec §7): owners remove others, members themselves. */
export function useDeleteGroupMembershipMutation() {
  const [commit, isInFlight] = useAsyncMutation<DeleteGroupMembershipMutation>(mutation);
  const removeMembership = async (id: string) => {
    const response = await commit({ id });
    return Boolean(response.deleteGroupMembershipById?.groupMembership?.nodeId);
  };
  return [removeMembership, isInFlight] as const;
}

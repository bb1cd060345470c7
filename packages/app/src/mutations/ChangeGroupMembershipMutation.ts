import { graphql } from 'react-relay';
import type { ChangeGroupMembershipMutation } from '../__generated__/ChangeGroupMembershipMutation.graphql';
import { useAsyncMutation } from '../relay/useAsyncMutation';

const mutation = graphql`
  mutation ChangeGroupMembershipMutation($groupId: UUID!, $join: Boolean!) {
    changeGroupMembership(input: { groupId: $groupId, join: $join }) {
      groupMembership {
        id
        isOwner
      }
      group {
        id
        memberCount
        canEdit
        myMembership {
          id
          isOwner
        }
      }
    }
  }
`;

/** changeGroupMembership (spec §7): join (true) or leave (false) a group. */
export function useChangeGroupMembershipMutation() {
  const [commit, isInFlight] = useAsyncMutation<ChangeGroupMembershipMutation>(mutation);
  const changeMembership = async (groupId: string, join: boolean) => {
    const response = await commit({ groupId, join });
    return response.changeGroupMembership?.groupMembership ?? null;
  };
  return [changeMembership, isInFlight] as const;
}

import { graphql } from 'react-relay';
import type { DeleteInvitationMutation } from '../__generated__/DeleteInvitationMutation.graphql';
import { useAsyncMutation } from '../relay/useAsyncMutation';

const mutation = graphql`
  mutation DeleteInvitationMutation($id: UUID!) {
    deleteInvitationById(input: { id: $id }) {
      deletedInvitationId @deleteRecord
    }
  }
`;

/**
 * Removes an invitation (spec §7 "delete invite"); its link stops working. Row-level
 * security decides who may: a refused removal deletes nothing, reported as `false`.
 */
export function useDeleteInvitationMutation() {
  const [commit, isInFlight] = useAsyncMutation<DeleteInvitationMutation>(mutation);
  const deleteInvitation = async (id: string) => {
    const response = await commit({ id });
    return Boolean(response.deleteInvitationById?.deletedInvitationId);
  };
  return [deleteInvitation, isInFlight] as const;
}

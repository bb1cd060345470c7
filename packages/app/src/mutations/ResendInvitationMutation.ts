import { graphql } from 'react-relay';
import type { ResendInvitationMutation } from '../__generated__/ResendInvitationMutation.graphql';
import { useAsyncMutation } from '../relay/useAsyncMutation';

const mutation = graphql`
  mutation ResendInvitationMutation($invitationId: UUID!) {
    resendInvitation(input: { invitationId: $invitationId }) {
      invitation {
        id
        expiresAt
      }
    }
  }
`;

/** Sends a pending invitation again: a new code, 7 more days; the old link stops working. */
export function useResendInvitationMutation() {
  const [commit, isInFlight] = useAsyncMutation<ResendInvitationMutation>(mutation);
  const resend = async (invitationId: string) => {
    await commit({ invitationId });
  };
  return [resend, isInFlight] as const;
}

import { graphql } from 'react-relay';
import type { ResetPasswordMutation } from '../__generated__/ResetPasswordMutation.graphql';
import { useAsyncMutation } from '../relay/useAsyncMutation';

const mutation = graphql`
  mutation ResetPasswordMutation($userId: UUID!, $resetToken: String!, $newPassword: String!) {
    resetPassword(input: { userId: $userId, resetToken: $resetToken, newPassword: $newPassword }) {
      boolean
    }
  }
`;

/** Sets a new passphrase with the token from the e-mailed link; rejects with the server's error. */
export function useResetPasswordMutation() {
  const [commit, isInFlight] = useAsyncMutation<ResetPasswordMutation>(mutation);
  const resetPassword = async (variables: ResetPasswordMutation['variables']) => {
    const response = await commit(variables);
    return response.resetPassword?.boolean === true;
  };
  return [resetPassword, isInFlight] as const;
}

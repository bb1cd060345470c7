import { graphql } from 'react-relay';
import type { ChangePasswordMutation } from '../__generated__/ChangePasswordMutation.graphql';
import { useSession } from '../auth/AuthProvider';
import { useAsyncMutation } from '../relay/useAsyncMutation';

const mutation = graphql`
  mutation ChangePasswordMutation($oldPassword: String!, $newPassword: String!) {
    changePassword(input: { oldPassword: $oldPassword, newPassword: $newPassword }) {
      boolean
      jwtToken
    }
  }
`;

/**
 * Changes the passphrase; rejects with the server's error ("Incorrect old
 * passphrase"). The change ends every other session, so this one carries on with
 * the new token the server returns.
 */
export function useChangePasswordMutation() {
  const session = useSession();
  const [commit, isInFlight] = useAsyncMutation<ChangePasswordMutation>(mutation);
  const changePassword = async (oldPassword: string, newPassword: string) => {
    const response = await commit({ oldPassword, newPassword });
    const token = response.changePassword?.jwtToken;
    if (token) session.auth.setToken(token);
    return response.changePassword?.boolean === true;
  };
  return [changePassword, isInFlight] as const;
}

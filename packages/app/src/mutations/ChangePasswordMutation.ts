import { graphql } from 'react-relay';
import type { ChangePasswordMutation } from '../__generated__/ChangePasswordMutation.graphql';
import { useAsyncMutation } from '../relay/useAsyncMutation';

const mutation = graphql`
  mutation ChangePasswordMutation($oldPassword: String!, $newPassword: String!) {
    changePassword(input: { oldPassword: $oldPassword, newPassword: $newPassword }) {
      boolean
    }
  }
`;

/** Changes the passphrase; rejects with the server's error ("Incorrect old passphrase"). */
export function useChangePasswordMutation() {
  const [commit, isInFlight] = useAsyncMutation<ChangePasswordMutation>(mutation);
  const changePassword = async (oldPassword: string, newPassword: string) => {
    const response = await commit({ oldPassword, newPassword });
    return response.changePassword?.boolean === true;
  };
  return [changePassword, isInFlight] as const;
}

import { graphql } from 'react-relay';
import type { NewUserMutation } from '../__generated__/NewUserMutation.graphql';
import { useAsyncMutation } from '../relay/useAsyncMutation';

const mutation = graphql`
  mutation NewUserMutation($name: String!, $username: String!, $email: String!) {
    newUser(input: { name: $name, username: $username, email: $email }) {
      user {
        id
        name
        username
      }
    }
  }
`;

/** Administrators add a user, who is e-mailed a link to set their passphrase (decision 0100). */
export function useNewUserMutation() {
  const [commit, isInFlight] = useAsyncMutation<NewUserMutation>(mutation);
  const newUser = async (input: { name: string; username: string; email: string }) => {
    const response = await commit(input);
    const user = response.newUser?.user;
    if (!user) throw new Error('Failed to create user');
    return user;
  };
  return [newUser, isInFlight] as const;
}

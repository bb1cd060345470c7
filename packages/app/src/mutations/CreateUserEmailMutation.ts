import { graphql } from 'react-relay';
import type { CreateUserEmailMutation } from '../__generated__/CreateUserEmailMutation.graphql';
import { useAsyncMutation } from '../relay/useAsyncMutation';

const mutation = graphql`
  mutation CreateUserEmailMutation($email: String!) {
    createUserEmail(input: { userEmail: { email: $email } }) {
      userEmail {
        id
        email
      }
    }
  }
`;

/** Adds an address; the server e-mails it a verification link. */
export function useCreateUserEmailMutation() {
  const [commit, isInFlight] = useAsyncMutation<CreateUserEmailMutation>(mutation);
  const createUserEmail = async (email: string) => {
    const response = await commit({ email });
    const created = response.createUserEmail?.userEmail;
    return created ? { id: created.id, email: created.email } : null;
  };
  return [createUserEmail, isInFlight] as const;
}

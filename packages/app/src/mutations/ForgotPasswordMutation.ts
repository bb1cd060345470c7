import { graphql } from 'react-relay';
import type { ForgotPasswordMutation } from '../__generated__/ForgotPasswordMutation.graphql';
import { useAsyncMutation } from '../relay/useAsyncMutation';

const mutation = graphql`
  mutation ForgotPasswordMutation($email: String!) {
    forgotPassword(input: { email: $email }) {
      boolean
    }
  }
`;

/** Asks for a reset link; the answer is the same whether or not the address exists. */
export function useForgotPasswordMutation() {
  const [commit, isInFlight] = useAsyncMutation<ForgotPasswordMutation>(mutation);
  const forgotPassword = async (email: string) => {
    const response = await commit({ email });
    return response.forgotPassword?.boolean ?? false;
  };
  return [forgotPassword, isInFlight] as const;
}

import { graphql } from 'react-relay';
import type { VerifyEmailMutation } from '../__generated__/VerifyEmailMutation.graphql';
import { useAsyncMutation } from '../relay/useAsyncMutation';

const mutation = graphql`
  mutation VerifyEmailMutation($userEmailId: UUID!, $token: String!) {
    verifyEmail(input: { userEmailId: $userEmailId, token: $token }) {
      boolean
    }
  }
`;

/** Yields true when the server answered with a boolean true, false on any error (spec §8). */
export function useVerifyEmailMutation() {
  const [commit, isInFlight] = useAsyncMutation<VerifyEmailMutation>(mutation);
  const verifyEmail = async (userEmailId: string, token: string) => {
    try {
      const response = await commit({ userEmailId, token });
      return response.verifyEmail?.boolean === true;
    } catch {
      return false;
    }
  };
  return [verifyEmail, isInFlight] as const;
}

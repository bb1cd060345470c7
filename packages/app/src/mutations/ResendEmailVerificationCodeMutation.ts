import { graphql } from 'react-relay';
import type { ResendEmailVerificationCodeMutation } from '../__generated__/ResendEmailVerificationCodeMutation.graphql';
import { useAsyncMutation } from '../relay/useAsyncMutation';

const mutation = graphql`
  mutation ResendEmailVerificationCodeMutation($emailId: UUID!) {
    resendEmailVerificationCode(input: { emailId: $emailId }) {
      boolean
    }
  }
`;

/** Sends the verification link again; false when one was sent less than a minute ago. */
export function useResendEmailVerificationCodeMutation() {
  const [commit, isInFlight] = useAsyncMutation<ResendEmailVerificationCodeMutation>(mutation);
  const resend = async (emailId: string) => {
    const response = await commit({ emailId });
    return response.resendEmailVerificationCode?.boolean === true;
  };
  return [resend, isInFlight] as const;
}

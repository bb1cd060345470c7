import { graphql } from 'react-relay';
import type { MakeEmailPrimaryMutation } from '../__generated__/MakeEmailPrimaryMutation.graphql';
import { useAsyncMutation } from '../relay/useAsyncMutation';

const mutation = graphql`
  mutation MakeEmailPrimaryMutation($emailId: UUID!) {
    makeEmailPrimary(input: { emailId: $emailId }) {
      userEmail {
        id
        isPrimary
      }
    }
  }
`;

/** Makes a verified address the primary one. */
export function useMakeEmailPrimaryMutation() {
  const [commit, isInFlight] = useAsyncMutation<MakeEmailPrimaryMutation>(mutation);
  const makeEmailPrimary = async (emailId: string) => {
    const response = await commit({ emailId });
    return response.makeEmailPrimary?.userEmail?.isPrimary === true;
  };
  return [makeEmailPrimary, isInFlight] as const;
}

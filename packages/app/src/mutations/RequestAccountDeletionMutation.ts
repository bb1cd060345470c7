import { graphql } from 'react-relay';
import type { RequestAccountDeletionMutation } from '../__generated__/RequestAccountDeletionMutation.graphql';
import { useAsyncMutation } from '../relay/useAsyncMutation';

const mutation = graphql`
  mutation RequestAccountDeletionMutation {
    requestAccountDeletion(input: {}) {
      boolean
    }
  }
`;

/** E-mails a confirmation link to the primary address. */
export function useRequestAccountDeletionMutation() {
  const [commit, isInFlight] = useAsyncMutation<RequestAccountDeletionMutation>(mutation);
  const requestAccountDeletion = async () => {
    const response = await commit({});
    return response.requestAccountDeletion?.boolean === true;
  };
  return [requestAccountDeletion, isInFlight] as const;
}

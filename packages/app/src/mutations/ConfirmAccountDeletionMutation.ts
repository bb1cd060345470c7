import { graphql } from 'react-relay';
import type { ConfirmAccountDeletionMutation } from '../__generated__/ConfirmAccountDeletionMutation.graphql';
import { useAsyncMutation } from '../relay/useAsyncMutation';

const mutation = graphql`
  mutation ConfirmAccountDeletionMutation($token: String!) {
    confirmAccountDeletion(input: { token: $token }) {
      boolean
    }
  }
`;

/** Deletes the account for good; true on success, false when the server reports an error (spec §8). */
export function useConfirmAccountDeletionMutation() {
  const [commit, isInFlight] = useAsyncMutation<ConfirmAccountDeletionMutation>(mutation);
  const confirmAccountDeletion = async (token: string) => {
    try {
      const response = await commit({ token });
      return response.confirmAccountDeletion?.boolean === true;
    } catch {
      return false;
    }
  };
  return [confirmAccountDeletion, isInFlight] as const;
}

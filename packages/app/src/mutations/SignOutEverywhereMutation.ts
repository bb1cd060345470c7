import { graphql } from 'react-relay';
import type { SignOutEverywhereMutation } from '../__generated__/SignOutEverywhereMutation.graphql';
import { useSession } from '../auth/AuthProvider';
import { useAsyncMutation } from '../relay/useAsyncMutation';

const mutation = graphql`
  mutation SignOutEverywhereMutation {
    signOutEverywhere(input: {}) {
      boolean
    }
  }
`;

/**
 * Ends every session of the account on the server, this one included; then this
 * browser becomes a guest, as after signing out. Rejects with the server's error,
 * and then nothing changed: the user is still signed in everywhere.
 */
export function useSignOutEverywhereMutation() {
  const session = useSession();
  const [commit, isInFlight] = useAsyncMutation<SignOutEverywhereMutation>(mutation);
  const signOutEverywhere = async () => {
    const response = await commit({});
    const ended = response.signOutEverywhere?.boolean === true;
    if (ended) session.auth.reset();
    return ended;
  };
  return [signOutEverywhere, isInFlight] as const;
}

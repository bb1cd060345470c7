import { graphql } from 'react-relay';
import type { RetryFailedMailJobMutation } from '../__generated__/RetryFailedMailJobMutation.graphql';
import { useAsyncMutation } from '../relay/useAsyncMutation';

const mutation = graphql`
  mutation RetryFailedMailJobMutation($jobId: BigInt!) {
    retryFailedMailJob(input: { jobId: $jobId }) {
      adminMailJob {
        id
        runAt
      }
    }
  }
`;

/**
 * Queues a failed e-mail job again (admins; recorded in the audit log). Resolves with when it
 * will run; rejects with NTFND when the job is no longer failed (already retried, or sending).
 */
export function useRetryFailedMailJobMutation() {
  const [commit, isInFlight] = useAsyncMutation<RetryFailedMailJobMutation>(mutation);
  const retry = async (jobId: string) => {
    const response = await commit({ jobId });
    return response.retryFailedMailJob?.adminMailJob?.runAt ?? null;
  };
  return [retry, isInFlight] as const;
}

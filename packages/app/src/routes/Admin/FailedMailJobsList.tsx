// One of /admin's support lists (AdminSupport): e-mails that failed on every attempt, with the
// last error and a retry. The retry says what happened, in the row, as a status: queued again
// (the worker sends it within a few seconds; if it fails again it returns to this list on the
// next visit), or why not ("no longer waiting for a retry" when another admin, or another tab,
// already retried it). The row stays, so the list does not jump under the pointer.
import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { Button, EmptyState, Stack, Table, Tag } from '@bloomkeep/ui';
import type { FailedMailJobsList_query$key } from '../../__generated__/FailedMailJobsList_query.graphql';
import { useRetryFailedMailJobMutation } from '../../mutations/RetryFailedMailJobMutation';
import { UNREACHABLE_MESSAGE, firstErrorMessage, isUnreachableError } from '../../relay/errors';
import { clockTime, ShownOf, when, type SupportListProps } from './supportList';

const fragment = graphql`
  fragment FailedMailJobsList_query on Query {
    adminFailedMailJobs(first: 50) {
      totalCount
      nodes {
        id
        task
        recipient
        attempts
        lastError
        failedAt
      }
    }
  }
`;

/** What each mail task sends, in words (the worker's mail tasks, app_private.mail_tasks). */
const MAIL_NAMES: Record<string, string> = {
  user_emails__send_verification: 'Address verification',
  user__forgot_password: 'Passphrase reset',
  user__added_by_admin: 'Welcome (added by an admin)',
  user__send_delete_account_email: 'Account deletion',
  user__password_changed: 'Passphrase changed',
  digest__send: 'Daily digest',
};

/**
 * Why a retry failed. The server's sentence says it (no longer waiting for a retry, being sent
 * right now, administrators only); the catalogue's NTFND text is about invitations.
 */
function retryErrorText(error: unknown): string {
  if (isUnreachableError(error)) return UNREACHABLE_MESSAGE;
  return firstErrorMessage(error) || 'Could not queue this e-mail again.';
}

type RetryState =
  { status: 'queued'; runAt: string | null } | { status: 'failed'; message: string };

export function FailedMailJobsList({ query, now }: SupportListProps<FailedMailJobsList_query$key>) {
  const connection = useFragment(fragment, query).adminFailedMailJobs;
  const rows = connection?.nodes ?? [];
  const [retry] = useRetryFailedMailJobMutation();
  const [pending, setPending] = useState<ReadonlySet<string>>(new Set());
  const [states, setStates] = useState<ReadonlyMap<string, RetryState>>(new Map());

  const onRetry = async (id: string) => {
    setPending((ids) => new Set(ids).add(id));
    let state: RetryState;
    try {
      state = { status: 'queued', runAt: await retry(id) };
    } catch (error) {
      state = { status: 'failed', message: retryErrorText(error) };
    }
    setStates((previous) => new Map(previous).set(id, state));
    setPending((ids) => {
      const next = new Set(ids);
      next.delete(id);
      return next;
    });
  };

  return (
    <Stack space="small">
      <Table
        aria-label="Failed e-mails"
        columns={[
          { id: 'task', name: 'E-mail', isRowHeader: true },
          { id: 'failedAt', name: 'Failed' },
          { id: 'retry', name: 'Retry' },
        ]}
        rows={rows.map((row) => ({ ...row, id: String(row.id) }))}
        renderCell={(row, column) => {
          const state = states.get(row.id);
          switch (column) {
            case 'task':
              return (
                <>
                  {MAIL_NAMES[row.task ?? ''] ?? row.task}
                  <br />
                  to {row.recipient ?? 'an unknown address'}
                </>
              );
            case 'failedAt':
              return (
                <>
                  {when(row.failedAt, now)}, after {row.attempts ?? 0} attempts:
                  <br />
                  {row.lastError ?? 'no error was recorded'}
                </>
              );
            default:
              return (
                <div role="status" aria-live="polite">
                  {state?.status === 'queued' ? (
                    <Tag tone="positive">
                      Queued again
                      {state.runAt ? ` at ${clockTime.format(new Date(state.runAt))}` : ''}
                    </Tag>
                  ) : (
                    <>
                      <Button
                        size="small"
                        tone="neutral"
                        isPending={pending.has(row.id)}
                        onPress={() => void onRetry(row.id)}
                        aria-label={`Retry the e-mail to ${row.recipient ?? 'unknown'}`}
                      >
                        Retry
                      </Button>
                      {state?.status === 'failed' ? (
                        <Tag tone="critical">{state.message}</Tag>
                      ) : null}
                    </>
                  )}
                </div>
              );
          }
        }}
        renderEmptyState={() => (
          <EmptyState
            title="No failed e-mails"
            description="E-mails that could not be delivered after every attempt appear here, with a retry."
            headingLevel={3}
          />
        )}
      />
      <ShownOf shown={rows.length} total={connection?.totalCount ?? 0} />
    </Stack>
  );
}

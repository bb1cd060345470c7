// The audit log of /admin: what administrators did (retries, and changes to other people's
// accounts, things and devices), newest first, 20 at a time with "Load more". The server
// records it (migration 0025); nobody can write to it through the API.
import { useState } from 'react';
import { graphql, usePaginationFragment } from 'react-relay';
import { EmptyState, ErrorState, Link, LoadMore, Stack, Table } from '@bloomkeep/ui';
import type { AdminAuditLog_query$key } from '../../__generated__/AdminAuditLog_query.graphql';
import type { AdminAuditLogPaginationQuery } from '../../__generated__/AdminAuditLogPaginationQuery.graphql';
import { errorText } from '../../relay/errors';
import { when } from './supportList';

export const AUDIT_PAGE_SIZE = 20;

const fragment = graphql`
  fragment AdminAuditLog_query on Query
  @argumentDefinitions(count: { type: "Int", defaultValue: 20 }, cursor: { type: "Cursor" })
  @refetchable(queryName: "AdminAuditLogPaginationQuery") {
    allAuditLogEntries(orderBy: [CREATED_AT_DESC, ID_DESC], first: $count, after: $cursor)
      @connection(key: "AdminAuditLog_allAuditLogEntries") {
      totalCount
      edges {
        node {
          id
          action
          actorUsername
          targetType
          targetId
          details
          createdAt
        }
      }
    }
  }
`;

/** The audit log's actions, in words. */
const ACTION_NAMES: Record<string, string> = {
  RETRY_MAIL_JOB: 'Retried an e-mail',
  CREATE_USER: 'Added a user',
  UPDATE_USER: 'Changed a user',
  DELETE_USER: 'Deleted a user',
  UPDATE_THING: 'Changed a thing',
  DELETE_THING: 'Deleted a thing',
  RESTORE_THING: 'Restored a thing',
  UPDATE_DEVICE: 'Changed a device',
  DELETE_DEVICE: 'Deleted a device',
};

/** What was acted on, in words; things link to their page. */
const TARGET_NAMES: Record<string, string> = {
  mail_job: 'E-mail',
  user: 'User',
  thing: 'Thing',
  device: 'Device',
};

/** "Nell New: changed name, image"; "Passphrase changed to pat@example.org". */
export function auditDetails(details: unknown): string {
  if (typeof details !== 'object' || details === null) return '';
  const value = details as Record<string, unknown>;
  const parts: string[] = [];
  if (typeof value.name === 'string') parts.push(value.name);
  if (typeof value.recipient === 'string') parts.push(`to ${value.recipient}`);
  if (Array.isArray(value.changed) && value.changed.length > 0) {
    parts.push(`changed ${value.changed.join(', ')}`);
  }
  if (typeof value.lastError === 'string') parts.push(`last error: ${value.lastError}`);
  return parts.join('; ');
}

export function AdminAuditLog({ query, now }: { query: AdminAuditLog_query$key; now: Date }) {
  const { data, hasNext, loadNext, isLoadingNext } = usePaginationFragment<
    AdminAuditLogPaginationQuery,
    AdminAuditLog_query$key
  >(fragment, query);
  const [loadError, setLoadError] = useState<Error | null>(null);
  const connection = data.allAuditLogEntries;
  const rows = (connection?.edges ?? []).map((edge) => ({
    ...edge.node,
    id: String(edge.node.id),
  }));
  const loadMore = () =>
    loadNext(AUDIT_PAGE_SIZE, { onComplete: (error) => setLoadError(error ?? null) });
  return (
    <Stack space="medium">
      <Table
        aria-label="Audit log"
        columns={[
          { id: 'createdAt', name: 'When' },
          { id: 'actor', name: 'Who' },
          { id: 'action', name: 'What', isRowHeader: true },
          { id: 'target', name: 'Target' },
          { id: 'details', name: 'Details' },
        ]}
        rows={rows}
        renderCell={(row, column) => {
          switch (column) {
            case 'createdAt':
              return when(row.createdAt, now);
            case 'actor':
              return row.actorUsername ? `@${row.actorUsername}` : 'A deleted account';
            case 'action':
              return ACTION_NAMES[row.action] ?? row.action;
            case 'target':
              return row.targetType === 'thing' && row.targetId ? (
                <Link href={`/things/${row.targetId}`}>Thing</Link>
              ) : (
                (TARGET_NAMES[row.targetType] ?? row.targetType)
              );
            default:
              return auditDetails(row.details);
          }
        }}
        renderEmptyState={() => (
          <EmptyState
            title="No admin actions yet"
            description="Retries and changes administrators make to other people’s accounts, things and devices are recorded here."
            headingLevel={3}
          />
        )}
      />
      {loadError ? (
        <ErrorState
          title="More entries could not be loaded"
          message={errorText(loadError)}
          onRetry={loadMore}
        />
      ) : null}
      {hasNext ? (
        <LoadMore
          hasMore={hasNext}
          isLoading={isLoadingNext}
          onLoadMore={loadMore}
          label="Load more entries"
          count={connection ? { shown: rows.length, total: connection.totalCount } : undefined}
        />
      ) : null}
    </Stack>
  );
}

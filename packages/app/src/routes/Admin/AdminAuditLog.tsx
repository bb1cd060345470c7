// The audit log of /admin: what administrators did (retries, changes to other people's
// accounts, things, devices, actions and addresses, and every change to groups, memberships,
// shares, invitations, accesses and gateways), newest first, 20 at a time with "Load more".
// The server records it (migrations 0025, 0030); nobody can write to it through the API.
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
  SEND_DEVICE_COMMAND: 'Sent a device command',
  UPDATE_ACTION: 'Changed an action',
  DELETE_ACTION: 'Deleted an action',
  CREATE_USER_EMAIL: 'Added an e-mail address',
  DELETE_USER_EMAIL: 'Removed an e-mail address',
  CREATE_GROUP: 'Created a group',
  UPDATE_GROUP: 'Changed a group',
  DELETE_GROUP: 'Deleted a group',
  CREATE_GROUP_MEMBERSHIP: 'Added a group member',
  UPDATE_GROUP_MEMBERSHIP: 'Changed a group membership',
  DELETE_GROUP_MEMBERSHIP: 'Removed a group member',
  CREATE_THING_GROUP: 'Shared a thing with a group',
  DELETE_THING_GROUP: 'Ended a thing’s share with a group',
  CREATE_INVITATION: 'Sent an invitation',
  RESEND_INVITATION: 'Resent an invitation',
  DELETE_INVITATION: 'Removed an invitation',
  CREATE_THING_ACCESS: 'Gave access to a thing',
  UPDATE_THING_ACCESS: 'Changed access to a thing',
  DELETE_THING_ACCESS: 'Removed access to a thing',
  CREATE_DEVICE_ACCESS: 'Gave access to a device',
  UPDATE_DEVICE_ACCESS: 'Changed access to a device',
  DELETE_DEVICE_ACCESS: 'Removed access to a device',
  CREATE_GATEWAY: 'Added a gateway',
  UPDATE_GATEWAY: 'Changed a gateway',
  DELETE_GATEWAY: 'Deleted a gateway',
};

/** What was acted on, in words; things link to their page. */
const TARGET_NAMES: Record<string, string> = {
  mail_job: 'E-mail',
  user: 'User',
  thing: 'Thing',
  device: 'Device',
  user_email: 'E-mail address',
  device_command: 'Device command',
  action: 'Action',
  group: 'Group',
  group_membership: 'Group membership',
  thing_group: 'Group share',
  invitation: 'Invitation',
  thing_access: 'Thing access',
  device_access: 'Device access',
  gateway: 'Gateway',
};

/**
 * "old_owner; changed name"; "to pat@example.org"; "Private pond; @una_user; owner; changed
 * is_owner": the row's name, what it links (thing, device, group, person), then the rest.
 */
export function auditDetails(details: unknown): string {
  if (typeof details !== 'object' || details === null) return '';
  const value = details as Record<string, unknown>;
  const parts: string[] = [];
  for (const key of ['name', 'thing', 'device', 'group']) {
    const text = value[key];
    if (typeof text === 'string') parts.push(text);
  }
  for (const key of ['user', 'creator']) {
    const username = value[key];
    if (typeof username === 'string') parts.push(`@${username}`);
  }
  if (value.isOwner === true) parts.push('owner');
  else if (value.isCollaborator === true) parts.push('collaborator');
  if (typeof value.email === 'string') parts.push(value.email);
  if (typeof value.kind === 'string' && typeof value.ledState === 'boolean') {
    parts.push(`${value.kind === 'PUMP' ? 'pump' : 'LED'} ${value.ledState ? 'on' : 'off'}`);
  }
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
            description="Retries, and the changes administrators make to people’s accounts, things, devices, groups, invitations and gateways, are recorded here."
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

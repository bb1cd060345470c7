// One of /admin's support lists (AdminSupport).
import { graphql, useFragment } from 'react-relay';
import { EmptyState, Stack, Table, Tag, timeAgo } from '@bloomkeep/ui';
import type { SignInLockoutsList_query$key } from '../../__generated__/SignInLockoutsList_query.graphql';
import { clockTime, ShownOf, when, type SupportListProps } from './supportList';

const fragment = graphql`
  fragment SignInLockoutsList_query on Query {
    adminSignInLockouts(first: 50) {
      totalCount
      nodes {
        kind
        subject
        failures
        lockedAt
        lastFailureAt
        lockedUntil
      }
    }
  }
`;

export function SignInLockoutsList({ query, now }: SupportListProps<SignInLockoutsList_query$key>) {
  const connection = useFragment(fragment, query).adminSignInLockouts;
  const rows = connection?.nodes ?? [];
  return (
    <Stack space="small">
      <Table
        aria-label="Sign-in lockouts in the last 24 hours"
        columns={[
          { id: 'subject', name: 'Account or address', isRowHeader: true },
          { id: 'failures', name: 'Failed sign-ins (24 h)', align: 'end' },
          { id: 'lockedAt', name: 'Locked' },
          { id: 'status', name: 'Now' },
        ]}
        rows={rows.map((row) => ({ ...row, id: `${row.kind}:${row.subject}` }))}
        renderCell={(row, column) => {
          switch (column) {
            case 'subject':
              return `${row.kind === 'ADDRESS' ? 'Address' : 'Account'} ${row.subject ?? ''}`;
            case 'failures':
              return `${row.failures ?? 0}, the last ${typeof row.lastFailureAt === 'string' ? timeAgo(row.lastFailureAt, now) : 'unknown'}`;
            case 'lockedAt':
              return when(row.lockedAt, now);
            default:
              return typeof row.lockedUntil === 'string' ? (
                <Tag tone="caution">Locked until {clockTime.format(new Date(row.lockedUntil))}</Tag>
              ) : (
                <Tag tone="neutral">Not locked</Tag>
              );
          }
        }}
        renderEmptyState={() => (
          <EmptyState
            title="No lockouts in the last 24 hours"
            description="Accounts and addresses refused for too many failed sign-ins appear here."
            headingLevel={3}
          />
        )}
      />
      <ShownOf shown={rows.length} total={connection?.totalCount ?? 0} />
    </Stack>
  );
}

// One of /admin's support lists (AdminSupport).
import { graphql, useFragment } from 'react-relay';
import { EmptyState, Stack, Table, Tag } from '@bloomkeep/ui';
import type { UnverifiedEmailsList_query$key } from '../../__generated__/UnverifiedEmailsList_query.graphql';
import { ShownOf, when, type SupportListProps } from './supportList';

const fragment = graphql`
  fragment UnverifiedEmailsList_query on Query {
    adminUnverifiedEmails(first: 50) {
      totalCount
      nodes {
        userId
        username
        name
        email
        isPrimary
        addedAt
        lastSignIn
      }
    }
  }
`;

export function UnverifiedEmailsList({
  query,
  now,
}: SupportListProps<UnverifiedEmailsList_query$key>) {
  const connection = useFragment(fragment, query).adminUnverifiedEmails;
  const rows = connection?.nodes ?? [];
  return (
    <Stack space="small">
      <Table
        aria-label="Unverified e-mail addresses"
        columns={[
          { id: 'email', name: 'E-mail', isRowHeader: true },
          { id: 'user', name: 'User' },
          { id: 'added', name: 'Added' },
          { id: 'signIn', name: 'Last sign-in' },
        ]}
        rows={rows.map((row) => ({ ...row, id: `${row.userId}:${row.email}` }))}
        renderCell={(row, column) => {
          switch (column) {
            case 'email':
              return (
                <>
                  {row.email} {row.isPrimary ? <Tag tone="info">Primary</Tag> : null}
                </>
              );
            case 'user':
              return `${row.name ?? ''} (@${row.username ?? ''})`;
            case 'added':
              return when(row.addedAt, now);
            default:
              return when(row.lastSignIn, now);
          }
        }}
        renderEmptyState={() => (
          <EmptyState
            title="Every address is verified"
            description="Addresses that have not been verified yet appear here."
            headingLevel={3}
          />
        )}
      />
      <ShownOf shown={rows.length} total={connection?.totalCount ?? 0} />
    </Stack>
  );
}

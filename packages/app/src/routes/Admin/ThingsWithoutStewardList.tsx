// One of /admin's support lists (AdminSupport).
import { graphql, useFragment } from 'react-relay';
import { THING_CATEGORY_LABELS, type ThingCategory } from '@bloomkeep/schema';
import { EmptyState, Link, Stack, Table } from '@bloomkeep/ui';
import type { ThingsWithoutStewardList_query$key } from '../../__generated__/ThingsWithoutStewardList_query.graphql';
import { ShownOf, STEWARD_DAYS, when, type SupportListProps } from './supportList';

const fragment = graphql`
  fragment ThingsWithoutStewardList_query on Query {
    adminThingsWithoutSteward(days: 60, first: 50) {
      totalCount
      nodes {
        id
        name
        category
        lastAction
        createdAt
      }
    }
  }
`;

export function ThingsWithoutStewardList({
  query,
  now,
}: SupportListProps<ThingsWithoutStewardList_query$key>) {
  const connection = useFragment(fragment, query).adminThingsWithoutSteward;
  const rows = connection?.nodes ?? [];
  return (
    <Stack space="small">
      <Table
        aria-label={`Things with no steward in ${STEWARD_DAYS} days`}
        columns={[
          { id: 'name', name: 'Thing', isRowHeader: true },
          { id: 'category', name: 'Category' },
          { id: 'lastAction', name: 'Last action' },
        ]}
        rows={[...rows]}
        renderCell={(row, column) => {
          switch (column) {
            case 'name':
              return <Link href={`/things/${row.id}`}>{row.name}</Link>;
            case 'category':
              return THING_CATEGORY_LABELS[row.category as ThingCategory] ?? row.category;
            default:
              return row.lastAction
                ? when(row.lastAction, now)
                : `Never (added ${when(row.createdAt, now)})`;
          }
        }}
        renderEmptyState={() => (
          <EmptyState
            title="Every thing has a steward"
            description={`Things none of whose owners or collaborators recorded an action in ${STEWARD_DAYS} days, or that have none, appear here.`}
            headingLevel={3}
          />
        )}
      />
      <ShownOf shown={rows.length} total={connection?.totalCount ?? 0} />
    </Stack>
  );
}

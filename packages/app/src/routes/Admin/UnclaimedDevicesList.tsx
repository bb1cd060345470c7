// One of /admin's support lists (AdminSupport).
import { graphql, useFragment } from 'react-relay';
import { EmptyState, Stack, Table } from '@bloomkeep/ui';
import type { UnclaimedDevicesList_query$key } from '../../__generated__/UnclaimedDevicesList_query.graphql';
import { ShownOf, when, type SupportListProps } from './supportList';

const fragment = graphql`
  fragment UnclaimedDevicesList_query on Query {
    unclaimedDevices(first: 50) {
      totalCount
      nodes {
        deviceId
        uplinks
        lastSeen
        lastReason
      }
    }
  }
`;

export function UnclaimedDevicesList({
  query,
  now,
}: SupportListProps<UnclaimedDevicesList_query$key>) {
  const connection = useFragment(fragment, query).unclaimedDevices;
  const rows = connection?.nodes ?? [];
  return (
    <Stack space="small">
      <Table
        aria-label="Unclaimed devices"
        columns={[
          { id: 'deviceId', name: 'Device id', isRowHeader: true },
          { id: 'uplinks', name: 'Uplinks', align: 'end' },
          { id: 'lastSeen', name: 'Last heard' },
          { id: 'lastReason', name: 'Why it was kept' },
        ]}
        rows={rows.map((row) => ({ ...row, id: row.deviceId ?? '' }))}
        renderCell={(row, column) => {
          switch (column) {
            case 'deviceId':
              return row.deviceId;
            case 'uplinks':
              return row.uplinks;
            case 'lastSeen':
              return when(row.lastSeen, now);
            default:
              return row.lastReason ?? '';
          }
        }}
        renderEmptyState={() => (
          <EmptyState
            title="No unclaimed devices"
            description="Devices The Things Stack hears that nobody has registered here appear in this list."
            headingLevel={3}
          />
        )}
      />
      <ShownOf shown={rows.length} total={connection?.totalCount ?? 0} />
    </Stack>
  );
}

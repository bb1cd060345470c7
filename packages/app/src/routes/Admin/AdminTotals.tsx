// The totals of /admin: things, devices and users, each with how many were added in the last
// 30 days (the server counts additions, not a net change: decision 0137). Labels and icons wear
// the brand (accent tone); on the bee cafe host, bee cafes are counted on their own beside all
// things (decisions 0115, 0117).
import { graphql, useFragment } from 'react-relay';
import { CategoryIcon, Grid, StatTile, actionTypeIcon, badgeTypeIcon } from '@bloomkeep/ui';
import type { AdminTotals_query$key } from '../../__generated__/AdminTotals_query.graphql';

const fragment = graphql`
  fragment AdminTotals_query on Query {
    adminTotals {
      things
      thingsAdded
      beeCafes
      beeCafesAdded
      devices
      devicesAdded
      users
      usersAdded
    }
  }
`;

const UsersIcon = badgeTypeIcon.signin;
// The kit has no device icon yet; devices measure, so the measurement icon stands in.
const DevicesIcon = actionTypeIcon.MEASUREMENT;
const PERIOD = 'in 30 days';

export interface AdminTotalsProps {
  query: AdminTotals_query$key;
  /** Count bee cafes on their own (the bee cafe host). */
  showBeeCafes: boolean;
}

export function AdminTotals({ query, showBeeCafes }: AdminTotalsProps) {
  const totals = useFragment(fragment, query).adminTotals;
  const change = (value: number | null | undefined) =>
    value == null ? null : { value, period: PERIOD };
  return (
    <Grid
      columns={{ small: 1, tablet: 2, desktop: showBeeCafes ? 4 : 3 }}
      gap="medium"
      as="ul"
      aria-label="Totals"
    >
      <li>
        <StatTile
          label="Things"
          value={totals?.things ?? null}
          change={change(totals?.thingsAdded)}
          tone="accent"
          icon={<CategoryIcon category="FLOWERBED" />}
        />
      </li>
      {showBeeCafes ? (
        <li>
          <StatTile
            label="Bee cafes"
            value={totals?.beeCafes ?? null}
            change={change(totals?.beeCafesAdded)}
            tone="accent"
            icon={<CategoryIcon category="BEECAFE" />}
          />
        </li>
      ) : null}
      <li>
        <StatTile
          label="Devices"
          value={totals?.devices ?? null}
          change={change(totals?.devicesAdded)}
          tone="accent"
          icon={<DevicesIcon width={20} height={20} aria-hidden="true" />}
        />
      </li>
      <li>
        <StatTile
          label="Users"
          value={totals?.users ?? null}
          change={change(totals?.usersAdded)}
          tone="accent"
          icon={<UsersIcon width={20} height={20} aria-hidden="true" />}
        />
      </li>
    </Grid>
  );
}

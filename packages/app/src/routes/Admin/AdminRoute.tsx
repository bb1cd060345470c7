// /admin (administrators only): the totals so far; analytics and support come later.
// Labels and icons wear the brand (accent tone); on the bee cafe host, bee cafes are
// counted on their own beside all things (docs/decisions/0117).

import { graphql, usePreloadedQuery } from 'react-relay';
import { CategoryIcon, Grid, PageHeader, Stack, StatTile, badgeTypeIcon } from '@bloomkeep/ui';
import type { AdminRouteQuery } from '../../__generated__/AdminRouteQuery.graphql';
import { useDocumentTitle } from '../../system/PageTitle';
import { useRequiredRouteQuery } from '../../relay/routeQuery';
import { useBrand } from '../../system/brand';

const query = graphql`
  query AdminRouteQuery {
    allThings {
      totalCount
    }
    allUsers {
      totalCount
    }
    beeCafeCount: thingCount(category: BEECAFE)
  }
`;

const UsersIcon = badgeTypeIcon.signin;

export function AdminRoute() {
  useDocumentTitle('Admin');
  const brand = useBrand();
  const queryRef = useRequiredRouteQuery<AdminRouteQuery>();
  const data = usePreloadedQuery<AdminRouteQuery>(query, queryRef);
  const showBeeCafes = brand.theme === 'beeCafe';
  return (
    <Stack space="large">
      <PageHeader title="Admin" description={`Totals across the whole ${brand.name} community.`} />
      <Grid
        columns={{ small: 1, tablet: 2, desktop: showBeeCafes ? 3 : 2 }}
        gap="medium"
        as="ul"
        aria-label="Totals"
      >
        <li>
          <StatTile
            label="Things"
            value={data.allThings?.totalCount ?? null}
            tone="accent"
            icon={<CategoryIcon category="FLOWERBED" />}
          />
        </li>
        {showBeeCafes ? (
          <li>
            <StatTile
              label="Bee cafes"
              value={data.beeCafeCount}
              isAtLeast={data.beeCafeCount > 1000}
              tone="accent"
              icon={<CategoryIcon category="BEECAFE" />}
            />
          </li>
        ) : null}
        <li>
          <StatTile
            label="Users"
            value={data.allUsers?.totalCount ?? null}
            tone="accent"
            icon={<UsersIcon width={20} height={20} aria-hidden="true" />}
          />
        </li>
      </Grid>
    </Stack>
  );
}

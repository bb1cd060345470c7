// /admin (administrators only): the totals so far; analytics and support come later.

import { graphql, usePreloadedQuery } from 'react-relay';
import { Grid, PageHeader, Stack, StatTile } from '@bloomkeep/ui';
import type { AdminRouteQuery } from '../../__generated__/AdminRouteQuery.graphql';
import { useDocumentTitle } from '../../system/PageTitle';
import { useRequiredRouteQuery } from '../../relay/routeQuery';

const query = graphql`
  query AdminRouteQuery {
    allThings {
      totalCount
    }
    allUsers {
      totalCount
    }
  }
`;

export function AdminRoute() {
  useDocumentTitle('Admin');
  const queryRef = useRequiredRouteQuery<AdminRouteQuery>();
  const data = usePreloadedQuery<AdminRouteQuery>(query, queryRef);
  return (
    <Stack space="large">
      <PageHeader title="Admin" description="Totals across the whole community." />
      <Grid columns={{ small: 1, tablet: 2, desktop: 3 }} gap="medium" as="ul" aria-label="Totals">
        <li>
          <StatTile label="Things" value={data.allThings?.totalCount ?? null} />
        </li>
        <li>
          <StatTile label="Users" value={data.allUsers?.totalCount ?? null} />
        </li>
      </Grid>
    </Stack>
  );
}

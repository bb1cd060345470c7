// /admin (administrators only): the totals so far; analytics and support come later.
import { useEffect } from 'react';
import { graphql, loadQuery, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { useLoaderData } from 'react-router-dom';
import type { Environment } from 'relay-runtime';
import { Grid, PageHeader, Stack, StatTile } from '@bloomkeep/ui';
import type { AdminRouteQuery } from '../../__generated__/AdminRouteQuery.graphql';
import { useDocumentTitle } from '../../system/PageTitle';

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

export function adminRouteLoader(getEnvironment: () => Environment) {
  return () =>
    loadQuery<AdminRouteQuery>(getEnvironment(), query, {}, { fetchPolicy: 'network-only' });
}

export function AdminRoute() {
  useDocumentTitle('Admin');
  const queryRef = useLoaderData() as PreloadedQuery<AdminRouteQuery>;
  useEffect(() => () => queryRef.dispose(), [queryRef]);
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

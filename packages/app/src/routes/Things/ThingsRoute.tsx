import { useEffect } from 'react';
import { graphql, loadQuery, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { useLoaderData } from 'react-router-dom';
import type { Environment } from 'relay-runtime';
import { PageTitle } from '../../system/PageTitle';
import { capitalise, useBrand } from '../../system/brand';
import type { ThingsRouteQuery } from '../../__generated__/ThingsRouteQuery.graphql';
import { ThingList } from './ThingList';

export const thingsRouteQuery = graphql`
  query ThingsRouteQuery {
    ...ThingList_query
  }
`;

/** Starts fetching before the route renders (render-as-you-fetch). */
export function thingsRouteLoader(getEnvironment: () => Environment) {
  return () => loadQuery<ThingsRouteQuery>(getEnvironment(), thingsRouteQuery, {});
}

export function ThingsRoute() {
  const queryRef = useLoaderData() as PreloadedQuery<ThingsRouteQuery>;
  useEffect(() => () => queryRef.dispose(), [queryRef]);
  const data = usePreloadedQuery<ThingsRouteQuery>(thingsRouteQuery, queryRef);
  const brand = useBrand();
  return (
    <PageTitle title={capitalise(brand.thingPlural)}>
      <ThingList query={data} />
    </PageTitle>
  );
}

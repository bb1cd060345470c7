// The activity area: /activity, whose filters live in the URL.
import type { RouteObject } from 'react-router-dom';
import type { ActivityRouteQuery } from '../../__generated__/ActivityRouteQuery.graphql';
import { queryLoader, type RouteContext } from '../../relay/routeQuery';
import { feedVariables, filtersFromSearchParams } from './activityFilters';

/** Starts fetching the feed for the filters in the URL. */
export const activityRouteLoader = (context: RouteContext) =>
  queryLoader<ActivityRouteQuery>(context, {
    query: () => import('../../__generated__/ActivityRouteQuery.graphql'),
    variables: ({ request }) =>
      feedVariables(filtersFromSearchParams(new URL(request.url).searchParams)),
  });

export const activityRoutes = (context: RouteContext): RouteObject[] => [
  {
    path: 'activity',
    loader: activityRouteLoader(context),
    lazy: async () => ({ Component: (await import('./ActivityRoute')).ActivityRoute }),
  },
];

// The rainfall area (issue 12): /rainfall/{id}, an Environment Agency rain gauge from the
// server's cache (decision 0127). The page loads lazily with its query; an id that cannot
// name a station is simply "not found", without asking the server.
import type { RouteObject } from 'react-router-dom';
import { isRainfallStationId } from '@bloomkeep/schema';
import type { RainfallRouteQuery } from '../../__generated__/RainfallRouteQuery.graphql';
import { queryLoader, type RouteContext } from '../../relay/routeQuery';
import { rainfallWindow } from './rainfallTotals';

export const rainfallRouteLoader = (context: RouteContext) =>
  queryLoader<RainfallRouteQuery>(context, {
    query: () => import('../../__generated__/RainfallRouteQuery.graphql'),
    variables: ({ params }) =>
      isRainfallStationId(params.stationId)
        ? { id: params.stationId, ...rainfallWindow(Date.now()) }
        : null,
  });

export const rainfallRoutes = (context: RouteContext): RouteObject[] => [
  {
    path: 'rainfall/:stationId',
    loader: rainfallRouteLoader(context),
    lazy: async () => ({ Component: (await import('./RainfallRoute')).RainfallRoute }),
  },
];

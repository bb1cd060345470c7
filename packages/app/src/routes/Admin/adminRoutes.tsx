// The admin area: administrators only; the guard runs before any query.
import type { RouteObject } from 'react-router-dom';
import type { AdminRouteQuery } from '../../__generated__/AdminRouteQuery.graphql';
import { adminGuard } from '../../auth/guards';
import { queryLoader, type RouteContext } from '../../relay/routeQuery';

export const adminRouteLoader = (context: RouteContext) =>
  queryLoader<AdminRouteQuery>(context, {
    query: () => import('../../__generated__/AdminRouteQuery.graphql'),
    guard: adminGuard,
    // Support lists change by the minute: always ask the server.
    fetchPolicy: 'network-only',
    variables: () => ({}),
  });

export const adminRoutes = (context: RouteContext): RouteObject[] => [
  {
    path: 'admin',
    loader: adminRouteLoader(context),
    lazy: async () => ({ Component: (await import('./AdminRoute')).AdminRoute }),
  },
];

// The admin area: administrators only; the guard runs before any query.
import type { RouteObject } from 'react-router-dom';
import type { AdminRouteQuery } from '../../__generated__/AdminRouteQuery.graphql';
import { adminGuard } from '../../auth/guards';
import { queryLoader, type RouteContext } from '../../relay/routeQuery';

export const adminRoutes = (context: RouteContext): RouteObject[] => [
  {
    path: 'admin',
    loader: queryLoader<AdminRouteQuery>(context, {
      query: () => import('../../__generated__/AdminRouteQuery.graphql'),
      guard: adminGuard,
      fetchPolicy: 'network-only',
      variables: () => ({}),
    }),
    lazy: async () => ({ Component: (await import('./AdminRoute')).AdminRoute }),
  },
];

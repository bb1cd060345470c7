// The partners area: /partners, open to everyone. The loader starts the builder's query (the
// public things a card can show; your own username and badge choice when signed in).
import type { RouteObject } from 'react-router-dom';
import type { PartnersRouteQuery } from '../../__generated__/PartnersRouteQuery.graphql';
import { queryLoader, type RouteContext } from '../../relay/routeQuery';
import { dashboardCategory } from '../Home/homeRoutes';

export const partnersRouteLoader = (context: RouteContext) =>
  queryLoader<PartnersRouteQuery>(context, {
    query: () => import('../../__generated__/PartnersRouteQuery.graphql'),
    variables: (_args, { auth }) => ({
      // The bee cafe host calls things bee cafes, so its builder offers bee cafes.
      category: dashboardCategory(context.theme),
      signedIn: auth.isLoggedIn(),
    }),
  });

export const partnersRoutes = (context: RouteContext): RouteObject[] => [
  {
    path: 'partners',
    loader: partnersRouteLoader(context),
    lazy: async () => ({ Component: (await import('./PartnersRoute')).PartnersRoute }),
  },
];

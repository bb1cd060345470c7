// The scores area: /scorer, for the period in the URL.
import type { RouteObject } from 'react-router-dom';
import type { ScorerRouteQuery } from '../../__generated__/ScorerRouteQuery.graphql';
import { queryLoader, type RouteContext } from '../../relay/routeQuery';
import { periodFromSearchParams } from './scoring';

export const scorerRouteLoader = (context: RouteContext) =>
  queryLoader<ScorerRouteQuery>(context, {
    query: () => import('../../__generated__/ScorerRouteQuery.graphql'),
    variables: ({ request }, { auth }) => ({
      period: periodFromSearchParams(new URL(request.url).searchParams),
      signedIn: auth.isLoggedIn(),
    }),
  });

export const scoresRoutes = (context: RouteContext): RouteObject[] => [
  {
    path: 'scorer',
    loader: scorerRouteLoader(context),
    lazy: async () => ({ Component: (await import('./ScorerRoute')).ScorerRoute }),
  },
];

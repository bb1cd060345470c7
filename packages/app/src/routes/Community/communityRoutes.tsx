// The community area: /community, for guests and signed-in neighbours alike; the
// personal parts of its query (your groups, people near you, what you own) only when
// signed in, so a guest's request asks for nothing it would be refused.
import type { RouteObject } from 'react-router-dom';
import type { CommunityRouteQuery } from '../../__generated__/CommunityRouteQuery.graphql';
import { queryLoader, type RouteContext } from '../../relay/routeQuery';
import { communityOrigin } from './communityOrigin';

export const communityRouteLoader = (context: RouteContext) =>
  queryLoader<CommunityRouteQuery>(context, {
    query: () => import('../../__generated__/CommunityRouteQuery.graphql'),
    variables: (_args, { auth }) => {
      const { position } = communityOrigin(auth.getState().location);
      return {
        latitude: position.latitude,
        longitude: position.longitude,
        signedIn: auth.isLoggedIn(),
      };
    },
  });

export const communityRoutes = (context: RouteContext): RouteObject[] => [
  {
    path: 'community',
    loader: communityRouteLoader(context),
    lazy: async () => ({ Component: (await import('./CommunityRoute')).CommunityRoute }),
  },
];

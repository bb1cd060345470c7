// The home area's routes: "/" loads its query while its code arrives.
import type { RouteObject } from 'react-router-dom';
import homeRouteQuery, { type HomeRouteQuery } from '../../__generated__/HomeRouteQuery.graphql';
import { readLocalState } from '../../local/localState';
import { queryLoader, type RouteContext } from '../../relay/routeQuery';

/** How many things each dashboard list shows. */
export const HOME_LIST_SIZE = 6;

/** Starts the dashboard's query: personal parts only when signed in. */
export const homeRouteLoader = (context: RouteContext) =>
  queryLoader<HomeRouteQuery>(context, {
    query: homeRouteQuery,
    fetchPolicy: 'network-only',
    variables: (_args, { auth }) => {
      const recentIds = readLocalState(auth.getState().id).recentThings.slice(0, HOME_LIST_SIZE);
      return { signedIn: auth.isLoggedIn(), recentIds, hasRecent: recentIds.length > 0 };
    },
  });

export const homeRoutes = (context: RouteContext): RouteObject[] => [
  {
    index: true,
    loader: homeRouteLoader(context),
    lazy: async () => ({ Component: (await import('./HomeRoute')).HomeRoute }),
  },
];

// The home area's routes: "/" loads its query while its code arrives.
import type { RouteObject } from 'react-router-dom';
import type { ThingCategory } from '@bloomkeep/ui';
import homeRouteQuery, { type HomeRouteQuery } from '../../__generated__/HomeRouteQuery.graphql';
import { readLocalState } from '../../local/localState';
import { queryLoader, type RouteContext } from '../../relay/routeQuery';
import type { ThemeName } from '../../system/brand';
import { SERVER_RENDERED } from '../../ssr/ssrRoutes';

/** How many things each dashboard list shows. */
export const HOME_LIST_SIZE = 6;

/**
 * The category the dashboard keeps to: on the bee cafe host its lists (near you, recent, your own,
 * the gallery and what needs water) show bee cafes only, since it calls them so; elsewhere, and on
 * every other page, all things, each called by its own category (docs/decisions/0115).
 */
export function dashboardCategory(theme: ThemeName): ThingCategory | null {
  return theme === 'beeCafe' ? 'BEECAFE' : null;
}

/** The dashboard query's variables: personal parts only when signed in, one category on bee cafe. */
export function homeRouteVariables(options: {
  signedIn: boolean;
  recentIds: string[];
  category: ThingCategory | null;
}): HomeRouteQuery['variables'] {
  const { signedIn, recentIds, category } = options;
  const inCategory = category ? { category } : {};
  return {
    signedIn,
    hasRecent: recentIds.length > 0,
    category,
    yourCondition: { access: 'OWNED', ...inCategory },
    recentCondition: { ids: recentIds, ...inCategory },
    galleryCondition: { hasImage: true, ...inCategory },
  };
}

/** Starts the dashboard's query. */
export const homeRouteLoader = (context: RouteContext) =>
  queryLoader<HomeRouteQuery>(context, {
    query: homeRouteQuery,
    fetchPolicy: 'network-only',
    variables: (_args, { auth }) => {
      const recentIds = readLocalState(auth.getState().id).recentThings.slice(0, HOME_LIST_SIZE);
      return homeRouteVariables({
        signedIn: auth.isLoggedIn(),
        recentIds,
        category: dashboardCategory(context.theme),
      });
    },
  });

export const homeRoutes = (context: RouteContext): RouteObject[] => [
  {
    index: true,
    handle: SERVER_RENDERED,
    loader: homeRouteLoader(context),
    lazy: async () => ({ Component: (await import('./HomeRoute')).HomeRoute }),
  },
];

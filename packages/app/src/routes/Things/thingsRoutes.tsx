// The things area: the overview and the search, each loading its query while
// its code arrives.
import { redirect, type RouteObject } from 'react-router-dom';
import thingsOverviewRouteQuery, {
  type ThingsOverviewRouteQuery,
} from '../../__generated__/ThingsOverviewRouteQuery.graphql';
import thingSearchRouteQuery, {
  type ThingSearchRouteQuery,
} from '../../__generated__/ThingSearchRouteQuery.graphql';
import { DEFAULT_THING_LIST, readLocalState, updateLocalState } from '../../local/localState';
import { signInPath } from '../../auth/nextPath';
import { queryLoader, type RouteContext } from '../../relay/routeQuery';
import { LIST, isView, needsSignIn, thingListVariables, visibleView } from './thingSearchVariables';
import { SERVER_RENDERED } from '../../ssr/ssrRoutes';

/** The overview's query; "your things" only when signed in. */
export const thingsOverviewRouteLoader = (context: RouteContext) =>
  queryLoader<ThingsOverviewRouteQuery>(context, {
    query: thingsOverviewRouteQuery,
    fetchPolicy: 'network-only',
    variables: (_args, { auth }) => ({ signedIn: auth.isLoggedIn() }),
  });

/** The search's query, from the list settings kept per user. */
export const thingSearchRouteLoader = (context: RouteContext) =>
  queryLoader<ThingSearchRouteQuery>(context, {
    query: thingSearchRouteQuery,
    // A guest who follows a link to their own things signs in first, then comes back.
    guard: ({ request }, { auth }) => {
      const url = new URL(request.url);
      const view = url.searchParams.get('view');
      if (isView(view) && needsSignIn(view) && !auth.isLoggedIn()) {
        throw redirect(signInPath(`${url.pathname}${url.search}`));
      }
    },
    variables: ({ request }, { auth }) => {
      const userId = auth.getState().id;
      const signedIn = auth.isLoggedIn();
      // A link may choose the view (e.g. ?view=own from the dashboard); it sticks.
      const view = new URL(request.url).searchParams.get('view');
      if (isView(view) && !(needsSignIn(view) && !signedIn)) {
        updateLocalState(userId, (state) => ({
          ...state,
          lists: {
            ...state.lists,
            [LIST]: { ...DEFAULT_THING_LIST, ...state.lists[LIST], view },
          },
        }));
      }
      const local = readLocalState(userId);
      const stored = { ...DEFAULT_THING_LIST, ...local.lists[LIST] };
      const settings = { ...stored, view: visibleView(stored.view, signedIn) };
      return thingListVariables(settings, local.recentThings);
    },
  });

export const thingsRoutes = (context: RouteContext): RouteObject[] => [
  {
    path: 'things',
    loader: thingsOverviewRouteLoader(context),
    lazy: async () => ({
      Component: (await import('./ThingsOverviewRoute')).ThingsOverviewRoute,
    }),
  },
  {
    path: 'things/search',
    handle: SERVER_RENDERED,
    loader: thingSearchRouteLoader(context),
    lazy: async () => ({ Component: (await import('./ThingSearchRoute')).ThingSearchRoute }),
  },
];

// The things area: the overview and the search, each loading its query while
// its code arrives.
import type { RouteObject } from 'react-router-dom';
import thingsOverviewRouteQuery, {
  type ThingsOverviewRouteQuery,
} from '../../__generated__/ThingsOverviewRouteQuery.graphql';
import thingSearchRouteQuery, {
  type ThingSearchRouteQuery,
} from '../../__generated__/ThingSearchRouteQuery.graphql';
import { DEFAULT_THING_LIST, readLocalState, updateLocalState } from '../../local/localState';
import { queryLoader, type RouteContext } from '../../relay/routeQuery';
import { LIST, isView, thingListVariables } from './thingSearchVariables';

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
    variables: ({ request }, { auth }) => {
      const userId = auth.getState().id;
      // A link may choose the view (e.g. ?view=own from the dashboard); it sticks.
      const view = new URL(request.url).searchParams.get('view');
      if (isView(view)) {
        updateLocalState(userId, (state) => ({
          ...state,
          lists: {
            ...state.lists,
            [LIST]: { ...DEFAULT_THING_LIST, ...state.lists[LIST], view },
          },
        }));
      }
      const local = readLocalState(userId);
      const settings = { ...DEFAULT_THING_LIST, ...local.lists[LIST] };
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
    loader: thingSearchRouteLoader(context),
    lazy: async () => ({ Component: (await import('./ThingSearchRoute')).ThingSearchRoute }),
  },
];

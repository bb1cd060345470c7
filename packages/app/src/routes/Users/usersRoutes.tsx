// The people area: /users (the list), /users/new (administrators) and /users/{id}.
// Guests ask for nothing: people are for signed-in neighbours (decision 0140), so the
// loaders start no query for them and the pages show a sign-in prompt.
import type { RouteObject } from 'react-router-dom';
import type { UsersRouteQuery } from '../../__generated__/UsersRouteQuery.graphql';
import type { UserRouteQuery } from '../../__generated__/UserRouteQuery.graphql';
import { adminGuard } from '../../auth/guards';
import { guardLoader, queryLoader, type RouteContext } from '../../relay/routeQuery';
import { isThingId } from '../Thing/thingId';
import { searchFromParams } from './usersSearch';

export const usersRouteLoader = (context: RouteContext) =>
  queryLoader<UsersRouteQuery>(context, {
    query: () => import('../../__generated__/UsersRouteQuery.graphql'),
    variables: ({ request }, { auth }) => {
      if (!auth.isLoggedIn()) return null;
      const search = searchFromParams(new URL(request.url).searchParams);
      return { search: search || null };
    },
  });

export const userRouteLoader = (context: RouteContext) =>
  queryLoader<UserRouteQuery>(context, {
    query: () => import('../../__generated__/UserRouteQuery.graphql'),
    variables: ({ params }, { auth }) =>
      auth.isLoggedIn() && isThingId(params.userId) ? { id: params.userId } : null,
  });

export const usersRoutes = (context: RouteContext): RouteObject[] => [
  {
    path: 'users',
    loader: usersRouteLoader(context),
    lazy: async () => ({ Component: (await import('./UsersRoute')).UsersRoute }),
  },
  {
    path: 'users/new',
    loader: guardLoader(context, adminGuard),
    lazy: async () => ({ Component: (await import('./NewUserRoute')).NewUserRoute }),
  },
  {
    path: 'users/:userId',
    loader: userRouteLoader(context),
    lazy: async () => ({ Component: (await import('./UserRoute')).UserRoute }),
  },
];

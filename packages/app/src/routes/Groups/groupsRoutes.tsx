// The groups area (issue 13): /groups, /groups/new, /groups/{id-or-slug} and its
// settings and membership pages. Every page loads lazily with its query; an address
// that cannot name a group is simply "not found".
import type { RouteObject } from 'react-router-dom';
import type { GroupsRouteQuery } from '../../__generated__/GroupsRouteQuery.graphql';
import type { GroupRouteQuery } from '../../__generated__/GroupRouteQuery.graphql';
import type { GroupSettingsRouteQuery } from '../../__generated__/GroupSettingsRouteQuery.graphql';
import type { GroupMembershipRouteQuery } from '../../__generated__/GroupMembershipRouteQuery.graphql';
import { signedInGuard } from '../../auth/guards';
import { guardLoader, queryLoader, type RouteContext } from '../../relay/routeQuery';
import { groupQueryLoader } from './groupRef';

/** /groups: anyone; guests see the public groups. */
export const groupsRouteLoader = (context: RouteContext) =>
  queryLoader<GroupsRouteQuery>(context, {
    query: () => import('../../__generated__/GroupsRouteQuery.graphql'),
    fetchPolicy: 'store-and-network',
    variables: () => ({}),
  });

export const groupRouteLoader = (context: RouteContext) =>
  groupQueryLoader<GroupRouteQuery>(
    context,
    () => import('../../__generated__/GroupRouteQuery.graphql'),
  );

export const groupSettingsRouteLoader = (context: RouteContext) =>
  groupQueryLoader<GroupSettingsRouteQuery>(
    context,
    () => import('../../__generated__/GroupSettingsRouteQuery.graphql'),
    { signIn: true },
  );

export const groupMembershipRouteLoader = (context: RouteContext) =>
  groupQueryLoader<GroupMembershipRouteQuery>(
    context,
    () => import('../../__generated__/GroupMembershipRouteQuery.graphql'),
    { signIn: true },
  );

export const groupsRoutes = (context: RouteContext): RouteObject[] => [
  {
    path: 'groups',
    loader: groupsRouteLoader(context),
    lazy: async () => ({ Component: (await import('./GroupsRoute')).GroupsRoute }),
  },
  {
    path: 'groups/new',
    loader: guardLoader(context, signedInGuard),
    lazy: async () => ({ Component: (await import('./NewGroupRoute')).NewGroupRoute }),
  },
  {
    path: 'groups/:groupRef',
    loader: groupRouteLoader(context),
    lazy: async () => ({ Component: (await import('./GroupRoute')).GroupRoute }),
  },
  {
    path: 'groups/:groupRef/settings',
    loader: groupSettingsRouteLoader(context),
    lazy: async () => ({
      Component: (await import('./GroupSettingsRoute')).GroupSettingsRoute,
    }),
  },
  {
    path: 'groups/:groupRef/membership',
    loader: groupMembershipRouteLoader(context),
    lazy: async () => ({
      Component: (await import('./GroupMembershipRoute')).GroupMembershipRoute,
    }),
  },
];

// The thing area: /things/{id} and its sub-pages, and /things/new. The thing
// page's query ships with the entry (it is a first-load route); the sub-pages
// fetch their query text with their code.
import type { RouteObject } from 'react-router-dom';
import thingRouteQuery, { type ThingRouteQuery } from '../../__generated__/ThingRouteQuery.graphql';
import type { ThingLocationRouteQuery } from '../../__generated__/ThingLocationRouteQuery.graphql';
import type { NewActionRouteQuery } from '../../__generated__/NewActionRouteQuery.graphql';
import type { EditThingRouteQuery } from '../../__generated__/EditThingRouteQuery.graphql';
import type { ThingSettingsRouteQuery } from '../../__generated__/ThingSettingsRouteQuery.graphql';
import type { CollaborateRouteQuery } from '../../__generated__/CollaborateRouteQuery.graphql';
import { signedInGuard } from '../../auth/guards';
import { guardLoader, type RouteContext } from '../../relay/routeQuery';
import { thingQueryLoader } from './thingId';
import { SERVER_RENDERED } from '../../ssr/ssrRoutes';

export const thingRouteLoader = (context: RouteContext) =>
  thingQueryLoader<ThingRouteQuery>(context, thingRouteQuery);

export const thingRoutes = (context: RouteContext): RouteObject[] => [
  {
    path: 'things/new',
    loader: guardLoader(context, signedInGuard),
    lazy: async () => ({ Component: (await import('./NewThingRoute')).NewThingRoute }),
  },
  {
    path: 'things/:thingId',
    handle: SERVER_RENDERED,
    loader: thingRouteLoader(context),
    lazy: async () => ({ Component: (await import('./ThingRoute')).ThingRoute }),
  },
  {
    path: 'things/:thingId/location',
    loader: thingQueryLoader<ThingLocationRouteQuery>(
      context,
      () => import('../../__generated__/ThingLocationRouteQuery.graphql'),
    ),
    lazy: async () => ({
      Component: (await import('./ThingLocationRoute')).ThingLocationRoute,
    }),
  },
  {
    path: 'things/:thingId/action',
    loader: thingQueryLoader<NewActionRouteQuery>(
      context,
      () => import('../../__generated__/NewActionRouteQuery.graphql'),
      { signIn: true },
    ),
    lazy: async () => ({ Component: (await import('./NewActionRoute')).NewActionRoute }),
  },
  {
    path: 'things/:thingId/edit',
    loader: thingQueryLoader<EditThingRouteQuery>(
      context,
      () => import('../../__generated__/EditThingRouteQuery.graphql'),
      { signIn: true },
    ),
    lazy: async () => ({ Component: (await import('./EditThingRoute')).EditThingRoute }),
  },
  {
    path: 'things/:thingId/settings',
    loader: thingQueryLoader<ThingSettingsRouteQuery>(
      context,
      () => import('../../__generated__/ThingSettingsRouteQuery.graphql'),
      { signIn: true },
    ),
    lazy: async () => ({
      Component: (await import('./ThingSettingsRoute')).ThingSettingsRoute,
    }),
  },
  {
    path: 'things/:thingId/collaborate',
    loader: thingQueryLoader<CollaborateRouteQuery>(
      context,
      () => import('../../__generated__/CollaborateRouteQuery.graphql'),
      { signIn: true },
    ),
    lazy: async () => ({ Component: (await import('./CollaborateRoute')).CollaborateRoute }),
  },
];

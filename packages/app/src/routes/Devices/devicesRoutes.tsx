// The devices area: /devices, /devices/new, /devices/{id} with its edit and settings
// pages, and /things/{id}/readings. Every page loads lazily with its query (decision
// 0107); a malformed id is simply "not found".
import { redirect, type LoaderFunction, type RouteObject } from 'react-router-dom';
import type { OperationType } from 'relay-runtime';
import type { DevicesRouteQuery } from '../../__generated__/DevicesRouteQuery.graphql';
import type { NewDeviceRouteQuery } from '../../__generated__/NewDeviceRouteQuery.graphql';
import type { DeviceRouteQuery } from '../../__generated__/DeviceRouteQuery.graphql';
import type { EditDeviceRouteQuery } from '../../__generated__/EditDeviceRouteQuery.graphql';
import type { DeviceSettingsRouteQuery } from '../../__generated__/DeviceSettingsRouteQuery.graphql';
import type { ThingReadingsRouteQuery } from '../../__generated__/ThingReadingsRouteQuery.graphql';
import type { AccountDevicesRouteQuery } from '../../__generated__/AccountDevicesRouteQuery.graphql';
import { signedInGuard } from '../../auth/guards';
import { signInPath } from '../../auth/nextPath';
import { updateLocalState } from '../../local/localState';
import { queryLoader, type QueryLoaderOptions, type RouteContext } from '../../relay/routeQuery';
import { isThingId } from '../Thing/thingId';
import { DEFAULT_DEVICE_LIST, DEVICE_LIST, isDeviceView } from './deviceList';

/** A loader for /devices/:deviceId pages: `{ id }` from the path, checked first. */
function deviceQueryLoader<Q extends OperationType>(
  context: RouteContext,
  query: QueryLoaderOptions<Q>['query'],
  options: { signIn?: boolean; withSignedIn?: boolean } = {},
): LoaderFunction {
  return queryLoader<Q>(context, {
    query,
    ...(options.signIn ? { guard: signedInGuard } : {}),
    variables: ({ params }, { auth }) =>
      isThingId(params.deviceId)
        ? ((options.withSignedIn
            ? { id: params.deviceId, signedIn: auth.isLoggedIn() }
            : { id: params.deviceId }) as Q['variables'])
        : null,
  });
}

/** /devices: a link may choose the view (?view=own); a guest asked for their own signs in. */
export const devicesRouteLoader = (context: RouteContext) =>
  queryLoader<DevicesRouteQuery>(context, {
    query: () => import('../../__generated__/DevicesRouteQuery.graphql'),
    guard: ({ request }, { auth }) => {
      const url = new URL(request.url);
      if (url.searchParams.get('view') === 'own' && !auth.isLoggedIn()) {
        throw redirect(signInPath(`${url.pathname}${url.search}`));
      }
    },
    variables: ({ request }, { auth }) => {
      const view = new URL(request.url).searchParams.get('view');
      if (isDeviceView(view)) {
        updateLocalState(auth.getState().id, (state) => ({
          ...state,
          lists: {
            ...state.lists,
            [DEVICE_LIST]: { ...DEFAULT_DEVICE_LIST, ...state.lists[DEVICE_LIST], view },
          },
        }));
      }
      return {};
    },
  });

/** /devices/new: signed in; the things the user looks after, for the linked-thing field. */
export const newDeviceRouteLoader = (context: RouteContext) =>
  queryLoader<NewDeviceRouteQuery>(context, {
    query: () => import('../../__generated__/NewDeviceRouteQuery.graphql'),
    guard: signedInGuard,
    fetchPolicy: 'network-only',
    variables: () => ({}),
  });

/** /devices/{id}: anyone; owners (listed for signed-in visitors only) are asked for when signed in. */
export const deviceRouteLoader = (context: RouteContext) =>
  deviceQueryLoader<DeviceRouteQuery>(
    context,
    () => import('../../__generated__/DeviceRouteQuery.graphql'),
    { withSignedIn: true },
  );

export const devicesRoutes = (context: RouteContext): RouteObject[] => [
  {
    path: 'devices',
    loader: devicesRouteLoader(context),
    lazy: async () => ({ Component: (await import('./devicesArea')).DevicesRoute }),
  },
  {
    path: 'devices/new',
    loader: newDeviceRouteLoader(context),
    lazy: async () => ({ Component: (await import('./devicesArea')).NewDeviceRoute }),
  },
  {
    path: 'devices/:deviceId',
    loader: deviceRouteLoader(context),
    lazy: async () => ({ Component: (await import('./devicesArea')).DeviceRoute }),
  },
  {
    path: 'devices/:deviceId/edit',
    loader: deviceQueryLoader<EditDeviceRouteQuery>(
      context,
      () => import('../../__generated__/EditDeviceRouteQuery.graphql'),
      { signIn: true },
    ),
    lazy: async () => ({ Component: (await import('./devicesArea')).EditDeviceRoute }),
  },
  {
    path: 'devices/:deviceId/settings',
    loader: deviceQueryLoader<DeviceSettingsRouteQuery>(
      context,
      () => import('../../__generated__/DeviceSettingsRouteQuery.graphql'),
      { signIn: true },
    ),
    lazy: async () => ({
      Component: (await import('./devicesArea')).DeviceSettingsRoute,
    }),
  },
  {
    // The thing's linked devices' readings; here rather than in the thing area (issue 11).
    path: 'things/:thingId/readings',
    loader: queryLoader<ThingReadingsRouteQuery>(context, {
      query: () => import('../../__generated__/ThingReadingsRouteQuery.graphql'),
      variables: ({ params }) => (isThingId(params.thingId) ? { id: params.thingId } : null),
    }),
    lazy: async () => ({
      Component: (await import('./devicesArea')).ThingReadingsRoute,
    }),
  },
];

/** /account/devices, mounted under the account layout (accountRoutes.tsx). */
export const accountDevicesRoute = (context: RouteContext): RouteObject => ({
  path: 'devices',
  loader: queryLoader<AccountDevicesRouteQuery>(context, {
    query: () => import('../../__generated__/AccountDevicesRouteQuery.graphql'),
    guard: signedInGuard,
    fetchPolicy: 'network-only',
    variables: () => ({}),
  }),
  lazy: async () => ({
    Component: (await import('./devicesArea')).AccountDevicesRoute,
  }),
});

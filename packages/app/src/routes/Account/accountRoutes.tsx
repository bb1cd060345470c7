// The account area: signed-in pages under one layout; the guard runs before
// any query starts.
import { redirect, type RouteObject } from 'react-router-dom';
import type { ProfileRouteQuery } from '../../__generated__/ProfileRouteQuery.graphql';
import type { EmailsRouteQuery } from '../../__generated__/EmailsRouteQuery.graphql';
import type { BadgesRouteQuery } from '../../__generated__/BadgesRouteQuery.graphql';
import type { AccountThingsRouteQuery } from '../../__generated__/AccountThingsRouteQuery.graphql';
import { signedInGuard } from '../../auth/guards';
import { guardLoader, queryLoader, type RouteContext } from '../../relay/routeQuery';
import { accountDevicesRoute } from '../Devices/devicesRoutes';

export const profileRouteLoader = (context: RouteContext) =>
  queryLoader<ProfileRouteQuery>(context, {
    query: () => import('../../__generated__/ProfileRouteQuery.graphql'),
    guard: signedInGuard,
    fetchPolicy: 'network-only',
    variables: () => ({}),
  });

export const badgesRouteLoader = (context: RouteContext) =>
  queryLoader<BadgesRouteQuery>(context, {
    query: () => import('../../__generated__/BadgesRouteQuery.graphql'),
    guard: signedInGuard,
    fetchPolicy: 'network-only',
    variables: (_args, { auth }) => ({ userId: auth.getState().id }),
  });

/** Signed-out visitors go to /signin first; no query starts for them. */
export const accountThingsRouteLoader = (context: RouteContext) =>
  queryLoader<AccountThingsRouteQuery>(context, {
    query: () => import('../../__generated__/AccountThingsRouteQuery.graphql'),
    guard: signedInGuard,
    variables: () => ({}),
  });

export const accountRoutes = (context: RouteContext): RouteObject[] => [
  {
    path: 'account',
    loader: guardLoader(context, signedInGuard),
    lazy: async () => ({ Component: (await import('./AccountLayout')).AccountLayout }),
    children: [
      { index: true, loader: () => redirect('/account/profile') },
      {
        path: 'profile',
        loader: profileRouteLoader(context),
        lazy: async () => ({ Component: (await import('./ProfileRoute')).ProfileRoute }),
      },
      {
        path: 'passphrase',
        loader: guardLoader(context, signedInGuard),
        lazy: async () => ({ Component: (await import('./PassphraseRoute')).PassphraseRoute }),
      },
      {
        path: 'emails',
        loader: queryLoader<EmailsRouteQuery>(context, {
          query: () => import('../../__generated__/EmailsRouteQuery.graphql'),
          guard: signedInGuard,
          fetchPolicy: 'network-only',
          variables: () => ({}),
        }),
        lazy: async () => ({ Component: (await import('./EmailsRoute')).EmailsRoute }),
      },
      {
        path: 'badges',
        loader: badgesRouteLoader(context),
        lazy: async () => ({ Component: (await import('./BadgesRoute')).BadgesRoute }),
      },
      {
        path: 'things',
        loader: accountThingsRouteLoader(context),
        lazy: async () => ({
          Component: (await import('./AccountThingsRoute')).AccountThingsRoute,
        }),
      },
      accountDevicesRoute(context),
      {
        path: 'delete-account',
        loader: guardLoader(context, signedInGuard),
        lazy: async () => ({
          Component: (await import('./DeleteAccountRoute')).DeleteAccountRoute,
        }),
      },
      {
        path: 'delete',
        loader: guardLoader(context, signedInGuard),
        lazy: async () => ({
          Component: (await import('./ConfirmDeleteRoute')).ConfirmDeleteRoute,
        }),
      },
    ],
  },
  {
    path: 'account-deleted',
    lazy: async () => ({
      Component: (await import('./AccountDeletedRoute')).AccountDeletedRoute,
    }),
  },
];

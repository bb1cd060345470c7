// The invitations area: the three accept pages of the links in invitation e-mails
// (/things/accept, /devices/accept, /groups/accept). One page serves all three; the
// loader asks the server what the invitation offers before the page renders.
import type { RouteObject } from 'react-router-dom';
import type { RouteContext } from '../../relay/routeQuery';
import type { InvitationKind } from './invitationKinds';

const KINDS: Array<[path: string, kind: InvitationKind]> = [
  ['things/accept', 'thing'],
  ['devices/accept', 'device'],
  ['groups/accept', 'group'],
];

export const invitationsRoutes = (context: RouteContext): RouteObject[] =>
  KINDS.map(([path, kind]) => ({
    path,
    loader: async (args) =>
      (await import('./AcceptInvitationRoute')).acceptInvitationLoader(context, kind)(args),
    lazy: async () => ({
      Component: (await import('./AcceptInvitationRoute')).AcceptInvitationRoute,
    }),
  }));

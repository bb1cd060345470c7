// Development pages: the mailbox (the server answers GET /dev/mailbox itself,
// as JSON, so the page lives beside it) and the form playground.
import type { RouteObject } from 'react-router-dom';
import { signedInGuard } from '../../auth/guards';
import { guardLoader, type RouteContext } from '../../relay/routeQuery';

export const devRoutes = (context: RouteContext): RouteObject[] => [
  {
    path: 'dev/mail',
    lazy: async () => ({ Component: (await import('./DevMailboxRoute')).DevMailboxRoute }),
  },
  {
    path: 'form',
    loader: guardLoader(context, signedInGuard),
    lazy: async () => ({ Component: (await import('../Form/FormRoute')).FormRoute }),
  },
];

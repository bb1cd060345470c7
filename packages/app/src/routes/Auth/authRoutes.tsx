// The auth area: sign-in, registration, verification and passphrase reset.
import type { RouteObject } from 'react-router-dom';

export const authRoutes = (): RouteObject[] => [
  {
    path: 'signin',
    lazy: async () => ({ Component: (await import('./SignInRoute')).SignInRoute }),
  },
  {
    path: 'register',
    lazy: async () => ({ Component: (await import('./RegisterRoute')).RegisterRoute }),
  },
  {
    path: 'verify',
    lazy: async () => ({ Component: (await import('./VerifyRoute')).VerifyRoute }),
  },
  {
    path: 'forgot-password',
    lazy: async () => ({
      Component: (await import('./ForgotPasswordRoute')).ForgotPasswordRoute,
    }),
  },
  {
    path: 'reset',
    lazy: async () => ({ Component: (await import('./ResetRoute')).ResetRoute }),
  },
];

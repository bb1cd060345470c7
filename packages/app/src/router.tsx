import { createBrowserRouter, redirect, type RouteObject } from 'react-router-dom';
import type { Session } from './auth/session';
import { requireAdmin, requireSignIn } from './auth/guards';
import { MainLayout } from './system/MainLayout';
import { ShellError } from './system/ShellError';
import { PageSkeleton } from './system/PageSkeleton';
import { HomeRoute } from './routes/Home/HomeRoute';
import { NotFoundRoute } from './routes/NotFound/NotFoundRoute';
import { ThingsRoute, thingsRouteLoader } from './routes/Things/ThingsRoute';
import { SignInRoute } from './routes/Auth/SignInRoute';
import { RegisterRoute } from './routes/Auth/RegisterRoute';
import { VerifyRoute } from './routes/Auth/VerifyRoute';
import { ForgotPasswordRoute } from './routes/Auth/ForgotPasswordRoute';
import { ResetRoute } from './routes/Auth/ResetRoute';
import { AccountLayout } from './routes/Account/AccountLayout';
import { ProfileRoute, profileRouteLoader } from './routes/Account/ProfileRoute';
import { PassphraseRoute } from './routes/Account/PassphraseRoute';
import { EmailsRoute, emailsRouteLoader } from './routes/Account/EmailsRoute';
import { BadgesRoute, badgesRouteLoader } from './routes/Account/BadgesRoute';
import { DeleteAccountRoute } from './routes/Account/DeleteAccountRoute';
import { ConfirmDeleteRoute } from './routes/Account/ConfirmDeleteRoute';
import { AccountDeletedRoute } from './routes/Account/AccountDeletedRoute';
import { AdminRoute, adminRouteLoader } from './routes/Admin/AdminRoute';
import { FormRoute } from './routes/Form/FormRoute';
import { DevMailboxRoute } from './routes/Dev/DevMailboxRoute';

export function createRoutes(session: Session): RouteObject[] {
  const { auth } = session;
  const getEnvironment = () => session.getEnvironment();
  /** Guards a loader: the guard runs first, so no query starts for a visitor it turns away. */
  const signedIn =
    (load?: () => unknown) =>
    ({ request }: { request: Request }) => {
      requireSignIn(auth, request);
      return load ? load() : null;
    };

  return [
    {
      element: <MainLayout />,
      errorElement: <ShellError />,
      // Loaders only start queries (they never wait), so this shows for a moment at most.
      hydrateFallbackElement: <PageSkeleton />,
      children: [
        { index: true, element: <HomeRoute /> },
        { path: 'things', loader: thingsRouteLoader(getEnvironment), element: <ThingsRoute /> },
        { path: 'signin', element: <SignInRoute /> },
        { path: 'register', element: <RegisterRoute /> },
        { path: 'verify', element: <VerifyRoute /> },
        { path: 'forgot-password', element: <ForgotPasswordRoute /> },
        { path: 'reset', element: <ResetRoute /> },
        {
          path: 'account',
          loader: signedIn(),
          element: <AccountLayout />,
          children: [
            { index: true, loader: () => redirect('/account/profile') },
            {
              path: 'profile',
              loader: signedIn(profileRouteLoader(getEnvironment)),
              element: <ProfileRoute />,
            },
            { path: 'passphrase', loader: signedIn(), element: <PassphraseRoute /> },
            {
              path: 'emails',
              loader: signedIn(emailsRouteLoader(getEnvironment)),
              element: <EmailsRoute />,
            },
            {
              path: 'badges',
              loader: signedIn(badgesRouteLoader(getEnvironment, () => auth.getState().id)),
              element: <BadgesRoute />,
            },
            { path: 'delete-account', loader: signedIn(), element: <DeleteAccountRoute /> },
            { path: 'delete', loader: signedIn(), element: <ConfirmDeleteRoute /> },
          ],
        },
        { path: 'account-deleted', element: <AccountDeletedRoute /> },
        { path: 'form', loader: signedIn(), element: <FormRoute /> },
        {
          path: 'admin',
          loader: () => {
            requireAdmin(auth);
            return adminRouteLoader(getEnvironment)();
          },
          element: <AdminRoute />,
        },
        // The server answers GET /dev/mailbox itself (JSON), so the page lives beside it.
        { path: 'dev/mail', element: <DevMailboxRoute /> },
        { path: '*', element: <NotFoundRoute /> },
      ],
    },
  ];
}

export function createRouter(session: Session) {
  return createBrowserRouter(createRoutes(session));
}

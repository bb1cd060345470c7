import { createBrowserRouter, redirect, type RouteObject } from 'react-router-dom';
import type { Session } from './auth/session';
import { requireAdmin, requireSignIn } from './auth/guards';
import { MainLayout } from './system/MainLayout';
import { ShellError } from './system/ShellError';
import { PageSkeleton } from './system/PageSkeleton';
import { NotFoundRoute } from './routes/NotFound/NotFoundRoute';
import {
  ThingsOverviewRoute,
  thingsOverviewRouteLoader,
} from './routes/Things/ThingsOverviewRoute';
import { ThingSearchRoute, thingSearchRouteLoader } from './routes/Things/ThingSearchRoute';
import { ThingRoute, thingRouteLoader } from './routes/Thing/ThingRoute';
import { NewThingRoute, newThingRouteLoader } from './routes/Thing/NewThingRoute';
import { EditThingRoute, editThingRouteLoader } from './routes/Thing/EditThingRoute';
import { ThingSettingsRoute, thingSettingsRouteLoader } from './routes/Thing/ThingSettingsRoute';
import { NewActionRoute, newActionRouteLoader } from './routes/Thing/NewActionRoute';
import { CollaborateRoute, collaborateRouteLoader } from './routes/Thing/CollaborateRoute';
import { ThingLocationRoute, thingLocationRouteLoader } from './routes/Thing/ThingLocationRoute';
import { ActivityRoute, activityRouteLoader } from './routes/Activity/ActivityRoute';
import { ScorerRoute, scorerRouteLoader } from './routes/Scorer/ScorerRoute';
import { AccountThingsRoute, accountThingsRouteLoader } from './routes/Account/AccountThingsRoute';
import { HomeRoute, homeRouteLoader } from './routes/Home/HomeRoute';
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
        { index: true, loader: homeRouteLoader(session), element: <HomeRoute /> },
        {
          path: 'things',
          loader: thingsOverviewRouteLoader(session),
          element: <ThingsOverviewRoute />,
        },
        {
          path: 'things/search',
          loader: thingSearchRouteLoader(session),
          element: <ThingSearchRoute />,
        },
        { path: 'things/new', loader: newThingRouteLoader(session), element: <NewThingRoute /> },
        { path: 'things/:thingId', loader: thingRouteLoader(session), element: <ThingRoute /> },
        {
          path: 'things/:thingId/location',
          loader: thingLocationRouteLoader(session),
          element: <ThingLocationRoute />,
        },
        {
          path: 'things/:thingId/action',
          loader: newActionRouteLoader(session),
          element: <NewActionRoute />,
        },
        {
          path: 'things/:thingId/edit',
          loader: editThingRouteLoader(session),
          element: <EditThingRoute />,
        },
        {
          path: 'things/:thingId/settings',
          loader: thingSettingsRouteLoader(session),
          element: <ThingSettingsRoute />,
        },
        {
          path: 'things/:thingId/collaborate',
          loader: collaborateRouteLoader(session),
          element: <CollaborateRoute />,
        },
        { path: 'activity', loader: activityRouteLoader(session), element: <ActivityRoute /> },
        { path: 'scorer', loader: scorerRouteLoader(session), element: <ScorerRoute /> },
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
            {
              path: 'things',
              loader: accountThingsRouteLoader(session),
              element: <AccountThingsRoute />,
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

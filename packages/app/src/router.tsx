// The app's routes, assembled from one list per area (routes/<Area>/<area>Routes.tsx).
// Each area's loaders start their queries while the page's code loads (`lazy`),
// so code and data arrive in parallel, and the router renders the page once
// both are there.
import { createBrowserRouter, type HydrationState, type RouteObject } from 'react-router-dom';
import { MainLayout } from './system/MainLayout';
import { ShellError } from './system/ShellError';
import { PageSkeleton } from './system/PageSkeleton';
import { ReleaseRouteQueries, type RouteContext } from './relay/routeQuery';
import { homeRoutes } from './routes/Home/homeRoutes';
import { mapRoutes } from './routes/Map/mapRoutes';
import { thingsRoutes } from './routes/Things/thingsRoutes';
import { thingRoutes } from './routes/Thing/thingRoutes';
import { devicesRoutes } from './routes/Devices/devicesRoutes';
import { groupsRoutes } from './routes/Groups/groupsRoutes';
import { rainfallRoutes } from './routes/Rainfall/rainfallRoutes';
import { activityRoutes } from './routes/Activity/activityRoutes';
import { scoresRoutes } from './routes/Scorer/scoresRoutes';
import { communityRoutes } from './routes/Community/communityRoutes';
import { usersRoutes } from './routes/Users/usersRoutes';
import { accountRoutes } from './routes/Account/accountRoutes';
import { authRoutes } from './routes/Auth/authRoutes';
import { adminRoutes } from './routes/Admin/adminRoutes';
import { devRoutes } from './routes/Dev/devRoutes';
import { invitationsRoutes } from './routes/Invitations/invitationsRoutes';
import { partnersRoutes } from './routes/Partners/partnersRoutes';
import { SERVER_RENDERED } from './ssr/ssrRoutes';

/**
 * Gives every route the id react-router would (its path in the tree, "0-3-1"), written
 * down, so the browser can hand the router the loader data of a server-rendered page.
 */
function withIds(routes: RouteObject[], parent: string[] = []): RouteObject[] {
  return routes.map((route, index) => {
    const path = [...parent, String(index)];
    const id = path.join('-');
    return route.children
      ? { ...route, id, children: withIds(route.children, path) }
      : ({ ...route, id } as RouteObject);
  });
}

export function createRoutes(context: RouteContext): RouteObject[] {
  return withIds([
    {
      element: (
        <>
          <ReleaseRouteQueries queries={context.queries} />
          <MainLayout />
        </>
      ),
      errorElement: <ShellError />,
      // Shown while the first page's code and data load.
      hydrateFallbackElement: <PageSkeleton />,
      children: [
        ...homeRoutes(context),
        ...mapRoutes(),
        ...invitationsRoutes(context),
        ...thingsRoutes(context),
        ...thingRoutes(context),
        ...devicesRoutes(context),
        ...groupsRoutes(context),
        ...rainfallRoutes(context),
        ...activityRoutes(context),
        ...scoresRoutes(context),
        ...communityRoutes(context),
        ...partnersRoutes(context),
        ...usersRoutes(context),
        ...authRoutes(),
        ...accountRoutes(context),
        ...adminRoutes(context),
        ...devRoutes(context),
        {
          path: '*',
          handle: SERVER_RENDERED,
          lazy: async () => ({
            Component: (await import('./routes/NotFound/NotFoundRoute')).NotFoundRoute,
          }),
        },
      ],
    },
  ]);
}

export function createRouter(
  routes: RouteObject[],
  options: { hydrationData?: HydrationState } = {},
) {
  return createBrowserRouter(routes, options);
}

export type AppRouter = ReturnType<typeof createRouter>;

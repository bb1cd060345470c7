import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import type { Environment } from 'relay-runtime';
import { MainLayout } from './system/MainLayout';
import { ShellError } from './system/ShellError';
import { PageSkeleton } from './system/PageSkeleton';
import { HomeRoute } from './routes/Home/HomeRoute';
import { NotFoundRoute } from './routes/NotFound/NotFoundRoute';
import { ThingsRoute, thingsRouteLoader } from './routes/Things/ThingsRoute';

export function createRoutes(environment: Environment): RouteObject[] {
  return [
    {
      element: <MainLayout />,
      errorElement: <ShellError />,
      // Loaders only start queries (they never wait), so this shows for a moment at most.
      hydrateFallbackElement: <PageSkeleton />,
      children: [
        { index: true, element: <HomeRoute /> },
        { path: 'things', loader: thingsRouteLoader(environment), element: <ThingsRoute /> },
        { path: '*', element: <NotFoundRoute /> },
      ],
    },
  ];
}

export function createRouter(environment: Environment) {
  return createBrowserRouter(createRoutes(environment));
}

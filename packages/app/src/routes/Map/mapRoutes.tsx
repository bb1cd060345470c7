// The map area: /map, open to everyone. The page fetches what is in view itself (the box
// depends on the map's size), so the route only loads its code.
import type { RouteObject } from 'react-router-dom';

export const mapRoutes = (): RouteObject[] => [
  {
    path: 'map',
    lazy: async () => ({ Component: (await import('./MapRoute')).MapRoute }),
  },
];

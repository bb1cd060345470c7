// The partners area: /partners, open to everyone. The loader starts the builder's query (the
// public things a card can show; your own username and badge choice when signed in).
import type { RouteObject } from 'react-router-dom';
import type { ThingCategory } from '@bloomkeep/schema';
import type { PartnersRouteQuery } from '../../__generated__/PartnersRouteQuery.graphql';
import { queryLoader, type RouteContext } from '../../relay/routeQuery';
import { dashboardCategory } from '../Home/homeRoutes';

/**
 * The things a card can show: public ones, and on the bee cafe host (which calls things bee
 * cafes) bee cafes only. The category is left out, not null, when there is none: a null in a
 * condition asks for things without a category.
 */
export function partnersThingCondition(
  category: ThingCategory | null,
): PartnersRouteQuery['variables']['thingCondition'] {
  return category ? { isPublic: true, category } : { isPublic: true };
}

export const partnersRouteLoader = (context: RouteContext) =>
  queryLoader<PartnersRouteQuery>(context, {
    query: () => import('../../__generated__/PartnersRouteQuery.graphql'),
    variables: (_args, { auth }) => ({
      thingCondition: partnersThingCondition(dashboardCategory(context.theme)),
      signedIn: auth.isLoggedIn(),
    }),
  });

export const partnersRoutes = (context: RouteContext): RouteObject[] => [
  {
    path: 'partners',
    loader: partnersRouteLoader(context),
    lazy: async () => ({ Component: (await import('./PartnersRoute')).PartnersRoute }),
  },
];

// The /things/search settings in the API's terms: shared by the route's loader
// (which starts the query before the page's code arrives) and the page.
import type { ThingSearchRouteQuery } from '../../__generated__/ThingSearchRouteQuery.graphql';
import type { ListSettings, ThingView } from '../../local/localState';

/** The local-state key of the list's settings. */
export const LIST = 'things';
export const VIEWS: ThingView[] = ['all', 'own', 'collaborating', 'recent'];

/** The API variables for a view, search, category filter and sort. */
export function thingListVariables(settings: ListSettings, recent: readonly string[]) {
  const condition: Record<string, unknown> = {};
  if (settings.search.trim()) condition.search = settings.search.trim();
  if (settings.filter) condition.category = settings.filter;
  if (settings.view === 'own') condition.access = 'OWNED';
  if (settings.view === 'collaborating') condition.access = 'COLLABORATING';
  if (settings.view === 'recent') condition.ids = [...recent];
  const variables: ThingSearchRouteQuery['variables'] = {
    condition: condition as ThingSearchRouteQuery['variables']['condition'],
    orderBy: [settings.sort, 'PRIMARY_KEY_ASC'] as ThingSearchRouteQuery['variables']['orderBy'],
    // The same filters again, as the arguments of the list's bounded count
    // (thingCount). Each is set, null when unused: a refetch keeps the previous
    // value of any variable it leaves out.
    search: (condition.search as string | undefined) ?? null,
    category: (condition.category as ThingSearchRouteQuery['variables']['category']) ?? null,
    access: (condition.access as string | undefined) ?? null,
    ids: (condition.ids as string[] | undefined) ?? null,
  };
  return variables;
}

export function isView(value: string | null): value is ThingView {
  return VIEWS.includes(value as ThingView);
}

/** Views of a signed-in user's own things: a guest has none. */
export function needsSignIn(view: ThingView): boolean {
  return view === 'own' || view === 'collaborating';
}

/** The views offered to a visitor. */
export function viewsFor(signedIn: boolean): ThingView[] {
  return VIEWS.filter((view) => signedIn || !needsSignIn(view));
}

/**
 * The view to show: the stored one, unless it needs sign-in and the visitor is a guest (a
 * "Mine" left over from another session is ignored, never shown as an empty, unselected tab).
 */
export function visibleView(view: ThingView, signedIn: boolean): ThingView {
  return signedIn || !needsSignIn(view) ? view : 'all';
}

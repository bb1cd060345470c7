// The /activity filters and their place in the URL (?search=&type=&thing=), so a
// filtered feed can be linked and the back button restores it. Values that are
// not valid (an unknown type, a thing id that is not a UUID) are dropped rather
// than sent to the server, where they would fail the whole query.
import { ACTION_TYPES, type ActionType } from '@bloomkeep/schema';

export interface ActivityFilters {
  /** Words to find in the comments or the thing name; '' for none. */
  search: string;
  type: ActionType | null;
  thingId: string | null;
}

/** The condition of `allActions` (ActionCondition) for the filters. */
export interface ActivityCondition {
  search?: string;
  type?: ActionType;
  thingId?: string;
}

export const NO_FILTERS: ActivityFilters = { search: '', type: null, thingId: null };

/** Long enough for any real search; longer text is cut rather than sent. */
export const MAX_SEARCH_LENGTH = 200;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isActionType(value: unknown): value is ActionType {
  return typeof value === 'string' && (ACTION_TYPES as readonly string[]).includes(value);
}

function cleanSearch(value: string | null | undefined): string {
  return (value ?? '').trim().replace(/\s+/g, ' ').slice(0, MAX_SEARCH_LENGTH);
}

export function filtersFromSearchParams(params: URLSearchParams): ActivityFilters {
  const type = params.get('type');
  const thing = params.get('thing');
  return {
    search: cleanSearch(params.get('search')),
    type: isActionType(type) ? type : null,
    thingId: thing && UUID.test(thing) ? thing.toLowerCase() : null,
  };
}

/** Only the filters that are set, in a fixed order, so equal filters give equal URLs. */
export function searchParamsFromFilters(filters: ActivityFilters): URLSearchParams {
  const params = new URLSearchParams();
  const search = cleanSearch(filters.search);
  if (search) params.set('search', search);
  if (filters.type) params.set('type', filters.type);
  if (filters.thingId) params.set('thing', filters.thingId);
  return params;
}

export function conditionFromFilters(filters: ActivityFilters): ActivityCondition {
  const condition: ActivityCondition = {};
  const search = cleanSearch(filters.search);
  if (search) condition.search = search;
  if (filters.type) condition.type = filters.type;
  if (filters.thingId) condition.thingId = filters.thingId;
  return condition;
}

/**
 * The feed query's variables: the condition of the list, and the same filters
 * again as the arguments of its bounded count (actionCount), null when unused.
 */
export function feedVariables(filters: ActivityFilters) {
  const condition = conditionFromFilters(filters);
  return {
    condition,
    search: condition.search ?? null,
    type: condition.type ?? null,
    thingId: condition.thingId ?? null,
  };
}

export function hasFilters(filters: ActivityFilters): boolean {
  return filtersKey(filters) !== '';
}

/** A key that is equal for filters that fetch the same feed. */
export function filtersKey(filters: ActivityFilters): string {
  return searchParamsFromFilters(filters).toString();
}

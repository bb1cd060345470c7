import { describe, expect, it } from 'vitest';
import {
  NO_FILTERS,
  conditionFromFilters,
  filtersFromSearchParams,
  filtersKey,
  hasFilters,
  searchParamsFromFilters,
} from './activityFilters';

const THING = '0b7c6c7e-3f43-4d8e-9f0a-2d5b1c9e8a01';

describe('filtersFromSearchParams', () => {
  it('reads search, type and thing from the URL', () => {
    expect(
      filtersFromSearchParams(new URLSearchParams(`search=bee+cafe&type=WATERING&thing=${THING}`)),
    ).toEqual({ search: 'bee cafe', type: 'WATERING', thingId: THING });
  });

  it('gives no filters for an empty query string', () => {
    expect(filtersFromSearchParams(new URLSearchParams())).toEqual(NO_FILTERS);
  });

  it('drops an unknown type and a thing id that is not a UUID', () => {
    expect(
      filtersFromSearchParams(new URLSearchParams('type=watering&thing=castle-street')),
    ).toEqual(NO_FILTERS);
  });

  it('trims the search and collapses its spaces', () => {
    expect(
      filtersFromSearchParams(new URLSearchParams('search=%20%20lavender%20%20bed%20')),
    ).toEqual({ ...NO_FILTERS, search: 'lavender bed' });
  });

  it('cuts a very long search', () => {
    const filters = filtersFromSearchParams(new URLSearchParams({ search: 'a'.repeat(500) }));
    expect(filters.search).toHaveLength(200);
  });
});

describe('searchParamsFromFilters', () => {
  it('writes only the filters that are set', () => {
    expect(searchParamsFromFilters({ search: '', type: 'UPKEEP', thingId: null }).toString()).toBe(
      'type=UPKEEP',
    );
    expect(searchParamsFromFilters(NO_FILTERS).toString()).toBe('');
  });

  it('round-trips through the URL', () => {
    const filters = {
      search: 'litter "by the river"',
      type: 'LITTER_CLEANUP',
      thingId: THING,
    } as const;
    expect(filtersFromSearchParams(searchParamsFromFilters(filters))).toEqual(filters);
  });

  it('leaves out a search of only spaces', () => {
    expect(searchParamsFromFilters({ ...NO_FILTERS, search: '   ' }).toString()).toBe('');
  });
});

describe('conditionFromFilters', () => {
  it('is empty without filters, so the whole feed is read', () => {
    expect(conditionFromFilters(NO_FILTERS)).toEqual({});
  });

  it('passes the set filters to allActions', () => {
    expect(conditionFromFilters({ search: ' bees ', type: 'SHARE', thingId: THING })).toEqual({
      search: 'bees',
      type: 'SHARE',
      thingId: THING,
    });
  });
});

describe('hasFilters and filtersKey', () => {
  it('tells a filtered feed from the whole one', () => {
    expect(hasFilters(NO_FILTERS)).toBe(false);
    expect(hasFilters({ ...NO_FILTERS, search: '  ' })).toBe(false);
    expect(hasFilters({ ...NO_FILTERS, type: 'WATERING' })).toBe(true);
  });

  it('is equal for filters that fetch the same feed', () => {
    expect(filtersKey({ ...NO_FILTERS, search: 'bees ' })).toBe(
      filtersKey({ ...NO_FILTERS, search: ' bees' }),
    );
    expect(filtersKey({ ...NO_FILTERS, search: 'bees' })).not.toBe(
      filtersKey({ ...NO_FILTERS, search: 'wasps' }),
    );
  });
});

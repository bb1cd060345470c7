import { describe, expect, it } from 'vitest';
import { categoryFromSearch } from './NewThingRoute';

describe('categoryFromSearch', () => {
  it('preselects any valid category, in any case', () => {
    expect(categoryFromSearch('BEECAFE')).toBe('BEECAFE');
    expect(categoryFromSearch('planter')).toBe('PLANTER');
  });

  it('ignores a missing or unknown category', () => {
    expect(categoryFromSearch(null)).toBeNull();
    expect(categoryFromSearch('')).toBeNull();
    expect(categoryFromSearch('SPACESHIP')).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { thingNoun } from './thingWords';

describe('thingNoun', () => {
  it('names a thing by its own category, in running text', () => {
    expect(thingNoun('BENCH')).toBe('bench');
    expect(thingNoun('BEECAFE')).toBe('bee cafe');
    expect(thingNoun('NOTICEBOARD')).toBe('notice board');
  });

  it('says "thing" when the category is not known', () => {
    expect(thingNoun(null)).toBe('thing');
    expect(thingNoun(undefined)).toBe('thing');
  });
});

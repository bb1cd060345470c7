import { describe, expect, it } from 'vitest';
import {
  CLIENT_ERRORS,
  DEFAULT_HYDRATION_BANDS,
  SERVER_ERRORS,
  THING_CATEGORIES,
  THING_CATEGORY_LABELS,
  hydrationBand,
  indicatorLevelForWater,
  isLoggedInRole,
  isRole,
  messageFor,
} from './index';

describe('categories', () => {
  it('lists the 19 categories of the spec, each with a label', () => {
    expect(THING_CATEGORIES).toHaveLength(19);
    for (const category of THING_CATEGORIES) expect(THING_CATEGORY_LABELS[category]).toBeTruthy();
    expect(THING_CATEGORY_LABELS.BEECAFE).toBe('Bee cafe');
  });
});

describe('roles', () => {
  it('whitelists exactly the three application roles', () => {
    expect(isRole('bk_user')).toBe(true);
    expect(isRole('postgres')).toBe(false);
    expect(isRole(undefined)).toBe(false);
  });

  it('treats only non-anonymous roles as logged in', () => {
    expect(isLoggedInRole('bk_anonymous')).toBe(false);
    expect(isLoggedInRole('')).toBe(false);
    expect(isLoggedInRole(null)).toBe(false);
    expect(isLoggedInRole('bk_user')).toBe(true);
    expect(isLoggedInRole('bk_admin')).toBe(true);
  });
});

describe('hydration bands', () => {
  it('uses the default thresholds 20, 30, 60, 100', () => {
    expect(DEFAULT_HYDRATION_BANDS.map((band) => band.upTo)).toEqual([20, 30, 60, 100]);
  });

  it.each([
    [0, 'tooDry'],
    [20, 'tooDry'],
    [20.1, 'needsWater'],
    [30, 'needsWater'],
    [45, 'moist'],
    [60, 'moist'],
    [61, 'tooWet'],
    [140, 'tooWet'],
    [null, 'unknown'],
    [Number.NaN, 'unknown'],
  ])('water %s → %s', (water, level) => expect(indicatorLevelForWater(water)).toBe(level));

  it('honours custom bands whatever their order', () => {
    const bands = [
      { name: 'good', upTo: 50 },
      { name: 'dry', upTo: 10 },
    ] as const;
    expect(hydrationBand(5, bands)?.name).toBe('dry');
    expect(hydrationBand(40, bands)?.name).toBe('good');
  });
});

describe('messageFor', () => {
  it('maps known server codes to the catalogue and hides unknown messages', () => {
    expect(messageFor({ message: 'x', extensions: { errcode: 'CREDS' } })).toBe(
      SERVER_ERRORS.CREDS,
    );
    expect(
      messageFor({ message: 'relation "x" does not exist', extensions: { errcode: '42P01' } }),
    ).toBe(CLIENT_ERRORS.generic);
    expect(messageFor(undefined, CLIENT_ERRORS.createThingFailed)).toBe(
      'There has been a problem creating the thing',
    );
  });
});

import { describe, expect, it } from 'vitest';
import { lngLatFromPoint } from '@bloomkeep/schema';
import { formatDistance, sortByDistance } from './distance';

const london = { latitude: 51.5074, longitude: -0.1278 };
const paris = { latitude: 48.8566, longitude: 2.3522 };

describe('sortByDistance', () => {
  const things = [
    { id: 'paris', location: { x: 2.3522, y: 48.8566 } },
    { id: 'brighton', location: { x: -0.1372, y: 50.8225 } },
    { id: 'camden', location: { x: -0.1426, y: 51.539 } },
    { id: 'camden-too', location: { x: -0.1426, y: 51.539 } },
  ];

  it('orders items nearest first, keeping the order of equal distances', () => {
    const sorted = sortByDistance(things, london, (thing) => lngLatFromPoint(thing.location));
    expect(sorted.map(({ item }) => item.id)).toEqual([
      'camden',
      'camden-too',
      'brighton',
      'paris',
    ]);
    expect(sorted[0]!.km).toBeCloseTo(3.7, 1);
  });

  it('leaves the input untouched and copes with no items', () => {
    const before = things.map((thing) => thing.id);
    sortByDistance(things, paris, (thing) => lngLatFromPoint(thing.location));
    expect(things.map((thing) => thing.id)).toEqual(before);
    expect(sortByDistance([], paris, () => paris)).toEqual([]);
  });
});

describe('formatDistance', () => {
  it('uses metres below a kilometre, rounded to 10 m', () => {
    expect(formatDistance(0.2549)).toBe('250 m away');
    expect(formatDistance(0)).toBe('10 m away');
  });

  it('uses kilometres with one decimal below 10 km, whole kilometres above', () => {
    expect(formatDistance(1.43)).toBe('1.4 km away');
    expect(formatDistance(12.6)).toBe('13 km away');
    expect(formatDistance(1234)).toBe('1,234 km away');
  });
});

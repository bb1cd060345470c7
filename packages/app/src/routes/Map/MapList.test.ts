import { describe, expect, it } from 'vitest';
import { isInBounds, listedThings } from './MapList';

describe('what "Show as list" lists', () => {
  it('lists every thing when "All things" is on', () => {
    expect(listedThings(['things', 'beeCafe', 'devices'])).toEqual({
      categories: 'all',
      noun: 'things',
    });
  });

  it('lists one category by its name when only its overlay is on', () => {
    expect(listedThings(['beeCafe', 'rainfallStations'])).toEqual({
      categories: new Set(['BEECAFE']),
      noun: 'bee cafes',
    });
  });

  it('lists several categories as things, and none when no thing overlay is on', () => {
    expect(listedThings(['tree', 'flowerbed'])).toEqual({
      categories: new Set(['TREE', 'FLOWERBED']),
      noun: 'things',
    });
    expect(listedThings(['devices'])).toEqual({ categories: new Set(), noun: 'things' });
  });
});

describe('what is in the view', () => {
  const view = { west: -3.71, south: 50.42, east: -3.658, north: 50.444 };

  it('takes the edges as inside and the rest of the world as outside', () => {
    expect(isInBounds({ longitude: -3.71, latitude: 50.42 }, view)).toBe(true);
    expect(isInBounds({ longitude: -3.684, latitude: 50.43 }, view)).toBe(true);
    expect(isInBounds({ longitude: -3.6, latitude: 50.43 }, view)).toBe(false);
    expect(isInBounds({ longitude: -3.684, latitude: 50.5 }, view)).toBe(false);
  });

  it('reads a view across the antimeridian (west > east)', () => {
    const pacific = { west: 170, south: -10, east: -170, north: 10 };
    expect(isInBounds({ longitude: 179, latitude: 0 }, pacific)).toBe(true);
    expect(isInBounds({ longitude: -175, latitude: 0 }, pacific)).toBe(true);
    expect(isInBounds({ longitude: 0, latitude: 0 }, pacific)).toBe(false);
  });
});

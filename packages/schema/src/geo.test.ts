import { describe, expect, it } from 'vitest';
import {
  authLocationFromLngLat,
  haversineKm,
  isValidLngLat,
  lngLatFromAuthLocation,
  lngLatFromPoint,
  lngLatFromPointSearch,
  lngLatTuple,
  pointSearchFromLngLat,
  pointFromLngLat,
  type LngLat,
  type SearchParamsLike,
} from './geo';

// Totnes castle: well away from the diagonal, so a swapped pair cannot pass.
const totnes: LngLat = { longitude: -3.6884, latitude: 50.4331 };

describe('thing and device locations (x longitude, y latitude)', () => {
  it('reads x as the longitude and y as the latitude', () => {
    expect(lngLatFromPoint({ x: -3.6884, y: 50.4331 })).toEqual(totnes);
  });

  it('writes the longitude to x and the latitude to y', () => {
    expect(pointFromLngLat(totnes)).toEqual({ x: -3.6884, y: 50.4331 });
  });

  it('round-trips', () => {
    expect(lngLatFromPoint(pointFromLngLat(totnes))).toEqual(totnes);
  });
});

describe('the client auth location (x latitude, y longitude, spec §3)', () => {
  it('reads x as the latitude and y as the longitude', () => {
    expect(lngLatFromAuthLocation({ x: 50.4331, y: -3.6884 })).toEqual(totnes);
  });

  it('writes the latitude to x and the longitude to y', () => {
    expect(authLocationFromLngLat(totnes)).toEqual({ x: 50.4331, y: -3.6884 });
  });

  it('round-trips, and differs from the thing shape for the same place', () => {
    expect(lngLatFromAuthLocation(authLocationFromLngLat(totnes))).toEqual(totnes);
    expect(authLocationFromLngLat(totnes)).not.toEqual(pointFromLngLat(totnes));
  });
});

describe('lngLatTuple', () => {
  it('puts the longitude first, as GeoJSON and maplibre do', () => {
    expect(lngLatTuple(totnes)).toEqual([-3.6884, 50.4331]);
  });
});

describe('isValidLngLat', () => {
  it.each([
    [{ longitude: -3.6884, latitude: 50.4331 }, true],
    [{ longitude: 180, latitude: -90 }, true],
    [{ longitude: -180.0001, latitude: 0 }, false],
    [{ longitude: 0, latitude: 90.0001 }, false],
    [{ longitude: Number.NaN, latitude: 0 }, false],
    [{ longitude: 0, latitude: Number.POSITIVE_INFINITY }, false],
  ])('%o → %s', (position, valid) => expect(isValidLngLat(position)).toBe(valid));
});

const london = { latitude: 51.5074, longitude: -0.1278 };
const paris = { latitude: 48.8566, longitude: 2.3522 };

describe('haversineKm', () => {
  it('is zero between a point and itself', () => {
    expect(haversineKm(london, london)).toBe(0);
  });

  it('measures one degree of longitude on the equator as about 111.2 km', () => {
    expect(haversineKm({ latitude: 0, longitude: 0 }, { latitude: 0, longitude: 1 })).toBeCloseTo(
      111.2,
      1,
    );
  });

  it('measures London to Paris as about 344 km, either way round', () => {
    expect(haversineKm(london, paris)).toBeCloseTo(343.6, 0);
    expect(haversineKm(paris, london)).toBeCloseTo(haversineKm(london, paris), 9);
  });

  it('handles antipodes and the date line', () => {
    expect(haversineKm({ latitude: 0, longitude: 0 }, { latitude: 0, longitude: 180 })).toBeCloseTo(
      Math.PI * 6371.0088,
      3,
    );
    expect(
      haversineKm({ latitude: 0, longitude: 179.5 }, { latitude: 0, longitude: -179.5 }),
    ).toBeCloseTo(111.2, 1);
  });
});

/** A search string's parameters (the schema package has no DOM types for URLSearchParams). */
function params(text: string): SearchParamsLike {
  const pairs = text
    .split('&')
    .filter(Boolean)
    .map((pair) => pair.split('=') as [string, string?]);
  return { get: (name) => pairs.find(([key]) => key === name)?.[1] ?? null };
}

describe('a location in a link (?x=longitude&y=latitude)', () => {
  it('reads x as longitude and y as latitude', () => {
    expect(lngLatFromPointSearch(params('x=-3.6884&y=50.4331'))).toEqual({
      longitude: -3.6884,
      latitude: 50.4331,
    });
  });

  it.each(['', 'x=-3.6', 'y=50.4', 'x=&y=50.4', 'x=abc&y=50', 'x=-3&y=95', 'x=200&y=50'])(
    'ignores %j',
    (search) => {
      expect(lngLatFromPointSearch(params(search))).toBeNull();
    },
  );

  it('writes what it reads, to six decimals', () => {
    const search = pointSearchFromLngLat({ longitude: -3.68841234, latitude: 50.4331 });
    expect(search).toBe('x=-3.688412&y=50.433100');
    expect(lngLatFromPointSearch(params(search))).toEqual({
      longitude: -3.688412,
      latitude: 50.4331,
    });
  });
});

import { describe, expect, it } from 'vitest';
import {
  BEE_CAFE_OVERLAYS,
  DEFAULT_OVERLAYS,
  readMapSearch,
  writeMapSearch,
  type MapSearchState,
} from './mapSearch';

const read = (search: string) => readMapSearch(new URLSearchParams(search));

describe('the map view in its address', () => {
  it('opens on the topographic base with things, devices and rain gauges', () => {
    expect(read('')).toEqual({
      base: 'topographic',
      overlays: DEFAULT_OVERLAYS,
      camera: null,
      create: null,
    });
  });

  it('restores what a shared link says', () => {
    expect(
      read(
        'base=satellite&overlays=beeCafe,bLines&lng=-3.684&lat=50.4319&z=14.5&create=-3.687,50.43',
      ),
    ).toEqual({
      base: 'satellite',
      overlays: ['beeCafe', 'bLines'],
      camera: { center: { longitude: -3.684, latitude: 50.4319 }, zoom: 14.5 },
      create: { longitude: -3.687, latitude: 50.43 },
    });
  });

  it('keeps "everything off" apart from "the defaults"', () => {
    expect(read('overlays=').overlays).toEqual([]);
  });

  it.each([
    ['an unknown base layer', 'base=moon', { base: 'topographic' }],
    ['unknown overlays', 'overlays=things,ufo', { overlays: ['things'] }],
    ['a camera without a zoom', 'lng=-3.6&lat=50.4', { camera: null }],
    ['a latitude off the earth', 'lng=-3.6&lat=95&z=10', { camera: null }],
    ['a create point that is not a pair', 'create=-3.6', { create: null }],
    ['a create point with words', 'create=here,there', { create: null }],
  ])('ignores %s', (_, search, expected) => {
    expect(read(search)).toMatchObject(expected);
  });

  it('keeps the zoom within what the map can show', () => {
    expect(read('lng=0&lat=0&z=40').camera?.zoom).toBe(19);
    expect(read('lng=0&lat=0&z=-3').camera?.zoom).toBe(2);
  });

  it('writes what it reads, leaving defaults out', () => {
    const state: MapSearchState = {
      base: 'terrain',
      overlays: ['rainfallStations', 'things'],
      camera: { center: { longitude: -3.68412, latitude: 50.43191 }, zoom: 13 },
      create: null,
    };
    const search = writeMapSearch(state);
    expect(search.toString()).toBe(
      'base=terrain&overlays=things%2CrainfallStations&lng=-3.68412&lat=50.43191&z=13.00',
    );
    expect(readMapSearch(search)).toEqual({ ...state, overlays: ['things', 'rainfallStations'] });
    expect(
      writeMapSearch({
        ...state,
        base: 'topographic',
        overlays: DEFAULT_OVERLAYS,
        camera: null,
      }).toString(),
    ).toBe('');
  });

  it('opens the bee cafe host on bee cafes, and writes its defaults as no overlays', () => {
    const state = readMapSearch(new URLSearchParams(''), BEE_CAFE_OVERLAYS);
    expect(state.overlays).toEqual(BEE_CAFE_OVERLAYS);
    expect(writeMapSearch(state, BEE_CAFE_OVERLAYS).toString()).toBe('');
    expect(writeMapSearch(state).get('overlays')).toBe('beeCafe,devices,rainfallStations');
  });
});

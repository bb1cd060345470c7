import { describe, expect, it } from 'vitest';
import type { MapViewportChange } from '@bloomkeep/ui';
import {
  mapClusterFromWire,
  mapFeaturesVariables,
  mapLineFromWire,
  mapPointFromWire,
  mapPolygonFromWire,
  stationPointFromWire,
} from './useMapFeatures';

const view: MapViewportChange = {
  center: { longitude: -3.684, latitude: 50.4319 },
  zoom: 14,
  bounds: { west: -3.71, south: 50.42, east: -3.658, north: 50.444 },
};

describe('what the map asks for', () => {
  it('asks for nothing when every overlay is off', () => {
    expect(mapFeaturesVariables(view, [])).toEqual({ features: null, environment: null });
  });

  it('asks for the box in view, with the kinds the overlays name', () => {
    const { features, environment } = mapFeaturesVariables(view, ['beeCafe', 'tree', 'gateways']);
    expect(environment).toBeNull();
    expect(features).toMatchObject({
      west: -3.71,
      south: 50.42,
      east: -3.658,
      north: 50.444,
      zoom: 14,
      thingCategories: ['BEECAFE', 'TREE'],
      allThings: false,
      devices: false,
      gateways: true,
      withFeatures: true,
      withRainfall: false,
    });
  });

  it('asks only for rain gauges when only they are on, out to the corner of the view', () => {
    const variables = mapFeaturesVariables(view, ['rainfallStations']).features;
    expect(variables).toMatchObject({ withFeatures: false, withRainfall: true, x: -3.684 });
    // The corner is ~2.4 km from the centre: whole kilometres, at least one.
    expect(variables?.dist).toBe(3);
  });

  it('asks for soilscapes and B-Lines apart, for the same box', () => {
    expect(mapFeaturesVariables(view, ['soilscapes'])).toEqual({
      features: null,
      environment: {
        west: -3.71,
        south: 50.42,
        east: -3.658,
        north: 50.444,
        zoom: 14,
        withBLines: false,
        withSoil: true,
      },
    });
  });

  it('never asks for gauges further than the server allows', () => {
    const wide = { ...view, bounds: { west: -6, south: 49, east: -1, north: 52 } };
    expect(mapFeaturesVariables(wide, ['rainfallStations']).features?.dist).toBe(50);
  });
});

describe('the answer as map data', () => {
  const now = new Date('2026-11-25T12:00:00Z');
  const thing = {
    kind: 'THING',
    id: 'a5d5c3c0-0000-4000-8000-000000000001',
    name: 'Castle bee cafe',
    category: 'BEECAFE',
    model: null,
    x: -3.6884,
    y: 50.4331,
    indicatorColour: 'ORANGE',
    lastActionType: 'WATERING',
    lastActionAt: '2026-11-25T10:00:00Z',
  } as const;

  it('places a thing at x longitude, y latitude, with its level, last action and page', () => {
    expect(mapPointFromWire(thing, now)).toEqual({
      kind: 'thing',
      id: thing.id,
      position: { longitude: -3.6884, latitude: 50.4331 },
      name: 'Castle bee cafe',
      category: 'BEECAFE',
      level: 'needsWater',
      lastAction: 'Watered 2 hours ago',
      href: `/things/${thing.id}`,
    });
  });

  it('links a device to its page and a rain gauge to its station page', () => {
    expect(
      mapPointFromWire({ ...thing, kind: 'DEVICE', model: 'LSE01', category: null }, now),
    ).toMatchObject({ kind: 'device', model: 'LSE01', href: `/devices/${thing.id}` });
    expect(
      stationPointFromWire({
        id: '50108',
        label: 'Totnes',
        town: 'Totnes',
        location: { x: -3.69, y: 50.43 },
      }),
    ).toMatchObject({
      kind: 'rainfallStation',
      name: 'Totnes',
      model: 'Rain gauge, Totnes',
      href: '/rainfall/50108',
    });
  });

  it('describes a cluster by its levels', () => {
    expect(
      mapClusterFromWire({
        kind: 'THING',
        x: -3.7,
        y: 50.4,
        count: 9,
        blue: 1,
        green: 2,
        orange: 3,
        red: 2,
        grey: 1,
      }),
    ).toMatchObject({
      position: { longitude: -3.7, latitude: 50.4 },
      count: 9,
      levels: { tooWet: 1, moist: 2, needsWater: 3, tooDry: 2, unknown: 1 },
    });
  });

  it('leaves out a B-Line or a soil polygon whose coordinates are not a shape', () => {
    expect(mapLineFromWire({ id: 'b1', name: 'Dart', coordinates: [[1, 2]] })).toBeNull();
    expect(mapLineFromWire({ id: 'b1', name: 'Dart', coordinates: 'not json' })).toBeNull();
    expect(
      mapLineFromWire({
        id: 'b1',
        name: 'Dart',
        coordinates: [
          [-3.7, 50.4],
          [-3.6, 50.5],
        ],
      }),
    ).toEqual({
      id: 'b1',
      label: 'Dart',
      path: [
        [-3.7, 50.4],
        [-3.6, 50.5],
      ],
    });
    expect(
      mapPolygonFromWire({
        id: 's1',
        unit: 6,
        texture: 'Loamy',
        drainage: 'Freely draining',
        isSample: true,
        geometry: {
          type: 'Polygon',
          coordinates: [
            [
              [0, 0],
              [1, 0],
            ],
          ],
        },
      }),
    ).toBeNull();
  });

  it('names a soil polygon by unit, texture and drainage, and says when it is sample data', () => {
    const ring: Array<[number, number]> = [
      [-3.7, 50.42],
      [-3.66, 50.42],
      [-3.66, 50.44],
      [-3.7, 50.42],
    ];
    expect(
      mapPolygonFromWire({
        id: 's1',
        unit: 6,
        texture: 'Clayey',
        drainage: 'Impeded drainage',
        isSample: true,
        geometry: { type: 'Polygon', coordinates: [ring] },
      }),
    ).toEqual({
      id: 's1',
      rings: [ring],
      label: 'Soilscape 6, Clayey, Impeded drainage (sample data)',
      tone: 'info',
    });
  });
});

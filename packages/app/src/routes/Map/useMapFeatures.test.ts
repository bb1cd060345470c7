import { describe, expect, it } from 'vitest';
import type { MapViewportChange } from '@bloomkeep/ui';
import {
  mapFeaturesVariables,
  mapLineFromWire,
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
  // Things, devices and clusters go through the kit's conversion (@bloomkeep/ui map/wire.ts,
  // tested there); the rain gauges, B-Lines and soil are the app's own.
  it('links a rain gauge to its station page', () => {
    expect(
      stationPointFromWire({
        id: '50108',
        label: 'Totnes',
        town: 'Totnes',
        location: { x: -3.69, y: 50.43 },
      }),
    ).toMatchObject({
      kind: 'rainfallStation',
      position: { longitude: -3.69, latitude: 50.43 },
      name: 'Totnes',
      model: 'Rain gauge, Totnes',
      href: '/rainfall/50108',
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

// The map's one wire conversion, as the app's map and the partner widget use it.
import { describe, expect, it } from 'vitest';
import { mapClusterFromWire, mapPointFromWire } from './wire';

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
const links = {
  thing: (id: string) => `/things/${id}`,
  device: (id: string) => `/devices/${id}`,
};

describe('the map’s answer as map data', () => {
  it('places a thing at x longitude, y latitude, with its level, last action and page', () => {
    expect(mapPointFromWire(thing, now, links)).toEqual({
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

  it('leaves out what it cannot name: an unknown category, colour or action', () => {
    expect(
      mapPointFromWire(
        { ...thing, category: 'SPACESHIP', indicatorColour: 'PLAID', lastActionType: 'DANCE' },
        now,
        links,
      ),
    ).toMatchObject({ category: undefined, level: 'unknown', lastAction: undefined });
  });

  it('links a thing wherever the caller says, and a device only when asked', () => {
    const site = { thing: (id: string) => `https://bloomkeep.example/things/${id}` };
    expect(mapPointFromWire(thing, now, site).href).toBe(
      `https://bloomkeep.example/things/${thing.id}`,
    );
    const device = { ...thing, kind: 'DEVICE', model: 'LSE01', category: null };
    expect(mapPointFromWire(device, now, links)).toMatchObject({
      kind: 'device',
      model: 'LSE01',
      level: 'needsWater',
      href: `/devices/${thing.id}`,
    });
    expect(mapPointFromWire(device, now, site).href).toBeUndefined();
    expect(mapPointFromWire({ ...thing, kind: 'GATEWAY' }, now, links)).toMatchObject({
      kind: 'gateway',
      model: 'LoRaWAN gateway',
    });
  });

  it('describes a cluster by its levels, one per kind and cell', () => {
    const cluster = {
      kind: 'THING',
      x: -3.7,
      y: 50.4,
      count: 9,
      blue: 1,
      green: 2,
      orange: 3,
      red: 2,
      grey: 1,
    };
    expect(mapClusterFromWire(cluster)).toEqual({
      id: 'THING:-3.700000,50.400000',
      position: { longitude: -3.7, latitude: 50.4 },
      count: 9,
      levels: { tooWet: 1, moist: 2, needsWater: 3, tooDry: 2, unknown: 1 },
    });
    expect(mapClusterFromWire({ ...cluster, kind: 'DEVICE' }).id).not.toBe(
      mapClusterFromWire(cluster).id,
    );
  });
});

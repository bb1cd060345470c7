// The map's data (issue 12, migration 0022): mapFeatures over GraphQL as every kind of
// caller. What is in the box comes back as points, or as clusters with colour counts
// where points crowd, for the layers asked for; a private thing is never a point, a
// cluster member or a count for someone who may not see it; bad boxes are refused with
// the shared rule's words; a box across the antimeridian finds both sides.
import { MAP_BOUNDS_MESSAGES } from '@bloomkeep/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertThing, mintJwt, startTestServer, type TestServer } from './helpers.ts';

type Who = 'anonymous' | 'guest' | 'stranger' | 'collaborator' | 'owner' | 'admin';
const WHO: Who[] = ['anonymous', 'guest', 'stranger', 'collaborator', 'owner', 'admin'];
const SEES_PRIVATE = new Set<Who>(['collaborator', 'owner', 'admin']);

let server: TestServer;
const users: Record<string, string> = {};
const tokens: Partial<Record<Who, string>> = {};
let privateId = '';
let bedId = '';

/** The crowded spot: five public things and one private one, all within a few metres. */
const SPOT = { x: -3.684, y: 50.431 };

const MAP_FEATURES = `query (
  $west: Float!, $south: Float!, $east: Float!, $north: Float!, $zoom: Float!,
  $thingCategories: [ThingCategory]!, $allThings: Boolean!, $devices: Boolean!, $gateways: Boolean!
) {
  mapFeatures(west: $west, south: $south, east: $east, north: $north, zoom: $zoom,
    thingCategories: $thingCategories, allThings: $allThings, devices: $devices, gateways: $gateways) {
    gridZoom truncated
    points { kind id name category model x y indicatorColour isPublic lastActionType lastActionAt lastSeenAt }
    clusters { kind x y count blue green orange red grey }
  }
}`;

interface MapPoint {
  kind: string;
  id: string;
  name: string;
  category: string | null;
  model: string | null;
  x: number;
  y: number;
  indicatorColour: string;
  isPublic: boolean;
  lastActionType: string | null;
  lastActionAt: string | null;
  lastSeenAt: string | null;
}
interface MapCluster {
  kind: string;
  x: number;
  y: number;
  count: number;
  blue: number;
  green: number;
  orange: number;
  red: number;
  grey: number;
}
interface MapView {
  gridZoom: number;
  truncated: boolean;
  points: MapPoint[];
  clusters: MapCluster[];
}

interface Ask {
  west?: number;
  south?: number;
  east?: number;
  north?: number;
  zoom?: number;
  thingCategories?: string[];
  allThings?: boolean;
  devices?: boolean;
  gateways?: boolean;
}

/** A box of ±`half` degrees around the spot. */
const around = (half: number) => ({
  west: SPOT.x - half,
  south: SPOT.y - half,
  east: SPOT.x + half,
  north: SPOT.y + half,
});

async function ask(who: Who, input: Ask = {}) {
  return server.gql<{ mapFeatures: MapView }>(
    MAP_FEATURES,
    {
      ...around(0.005),
      zoom: 18,
      thingCategories: [],
      allThings: true,
      devices: false,
      gateways: false,
      ...input,
    },
    tokens[who],
  );
}

async function view(who: Who, input: Ask = {}): Promise<MapView> {
  const result = await ask(who, input);
  expect(result.errors).toBeUndefined();
  return result.data!.mapFeatures;
}

beforeAll(async () => {
  server = await startTestServer();
  const rows = await server.sql<{ id: string; username: string }>(
    `insert into app_public.users (username, name, is_admin) values
       ('m_owner', 'Olive Owner', false), ('m_collab', 'Colin Collab', false),
       ('m_stranger', 'Sid Stranger', false), ('m_admin', 'Ada Admin', true)
     returning id, username`,
  );
  for (const row of rows) users[row.username.slice(2)] = row.id;
  tokens.owner = mintJwt({ role: 'bk_user', userId: users.owner! });
  tokens.collaborator = mintJwt({ role: 'bk_user', userId: users.collab! });
  tokens.stranger = mintJwt({ role: 'bk_user', userId: users.stranger! });
  tokens.admin = mintJwt({ role: 'bk_admin', userId: users.admin! });
  const guest = await server.gql<{ signInAsGuest: { jwtToken: string } }>(
    'mutation { signInAsGuest(input: {}) { jwtToken } }',
  );
  tokens.guest = guest.data!.signInAsGuest.jwtToken;

  // Five public things on the spot (insertThing puts them there): flower beds with water
  // readings of every colour but blue, and one tree; and one private tree.
  for (const [i, water] of [10, 25, 45, 50, null].entries()) {
    const { id } = await insertThing(server, {
      name: `Spot bed ${i + 1}`,
      ownerId: users.owner!,
      category: i === 4 ? 'TREE' : 'FLOWERBED',
    });
    if (i === 0) bedId = id;
    await server.sql('update app_public.things set water = $2 where id = $1', [id, water]);
  }
  privateId = (
    await insertThing(server, {
      name: 'Spot private tree',
      ownerId: users.owner!,
      isPublic: false,
      category: 'TREE',
      collaboratorIds: [users.collab!],
    })
  ).id;
  await server.sql(`update app_public.things set water = 80 where id = $1`, [privateId]);
  // Spread the spot over a few metres so points do not sit exactly on each other.
  await server.sql(
    `update app_public.things set location = point(location[0] + (random() - 0.5) * 0.0002,
       location[1] + (random() - 0.5) * 0.0002)`,
  );
  // The first bed was watered: its point tells when.
  await server.sql(
    `insert into app_public.actions (thing_id, creator_id, type, created_at)
     values ($1, $2, 'WATERING', '2026-03-01T10:00:00Z')`,
    [bedId, users.owner!],
  );
  // A device and a gateway nearby, and a thing on each side of the antimeridian.
  await server.sql(
    `insert into app_public.devices (device_id, name, model, location, water)
     values ('eui-00000000000000c1', 'Spot probe', 'LSE01', point($1, $2), 25)`,
    [SPOT.x + 0.001, SPOT.y],
  );
  // A private device only its owner (and admins) may see; a deleted thing nobody may.
  const [hidden] = await server.sql<{ id: string }>(
    `insert into app_public.devices (device_id, name, model, location, is_public)
     values ('eui-00000000000000c2', 'Hidden probe', 'LSPH01', point($1, $2), false) returning id`,
    [SPOT.x + 0.001, SPOT.y + 0.0005],
  );
  await server.sql(
    `insert into app_public.device_accesses (device_id, user_id, is_owner) values ($1, $2, true)`,
    [hidden!.id, users.owner!],
  );
  const deleted = await insertThing(server, { name: 'Spot deleted bed', ownerId: users.owner! });
  await server.sql(`update app_public.things set deleted_at = now() where id = $1`, [deleted.id]);
  await server.sql(
    `insert into app_public.gateways (gateway_id, name, location, last_seen)
     values ('gtw-spot', 'Spot gateway', point($1, $2), '2026-03-02T08:00:00Z')`,
    [SPOT.x - 0.001, SPOT.y],
  );
  await server.sql(
    `insert into app_public.things (name, category, location) values
       ('Fiji east bed', 'FLOWERBED', point(179.9, -17.8)),
       ('Samoa west bed', 'FLOWERBED', point(-179.9, -17.8))`,
  );
}, 60_000);

afterAll(async () => {
  await server?.close();
});

describe('mapFeatures: who sees what', () => {
  for (const who of WHO) {
    const sees = SEES_PRIVATE.has(who);
    it(`${who}: the private tree is ${sees ? '' : 'not '}a point at street level`, async () => {
      const map = await view(who);
      const names = map.points.filter((p) => p.kind === 'THING').map((p) => p.name);
      expect(map.clusters).toEqual([]);
      expect(names).toHaveLength(sees ? 6 : 5);
      expect(names.includes('Spot private tree')).toBe(sees);
    });

    it(`${who}: zoomed out, the spot is one cluster that ${sees ? 'counts' : 'leaves out'} the private tree`, async () => {
      const map = await view(who, { ...around(0.05), zoom: 10 });
      const things = map.clusters.filter((c) => c.kind === 'THING');
      expect(map.points.filter((p) => p.kind === 'THING')).toEqual([]);
      expect(things).toHaveLength(1);
      // Water 10 red, 25 orange, 45 and 50 green, none grey; the private tree's 80 is blue.
      expect(things[0]).toMatchObject({
        count: sees ? 6 : 5,
        red: 1,
        orange: 1,
        green: 2,
        grey: 1,
        blue: sees ? 1 : 0,
      });
      expect(things[0]!.x).toBeCloseTo(SPOT.x, 3);
      expect(things[0]!.y).toBeCloseTo(SPOT.y, 3);
    });
  }
});

describe('mapFeatures: private devices and deleted things', () => {
  for (const who of WHO) {
    const sees = who === 'owner' || who === 'admin';
    it(`${who}: the private probe is ${sees ? '' : 'not '}shown or counted; the deleted bed never`, async () => {
      const near = await view(who, { allThings: false, devices: true });
      expect(near.points.map((p) => p.name).sort()).toEqual(
        sees ? ['Hidden probe', 'Spot probe'] : ['Spot probe'],
      );
      const far = await view(who, { ...around(0.05), zoom: 10, devices: true });
      const devices = far.clusters.filter((c) => c.kind === 'DEVICE');
      const deviceCount =
        far.points.filter((p) => p.kind === 'DEVICE').length +
        devices.reduce((sum, c) => sum + c.count, 0);
      expect(deviceCount).toBe(sees ? 2 : 1);
      const everything = await view(who, { zoom: 18 });
      expect(everything.points.map((p) => p.name)).not.toContain('Spot deleted bed');
    });
  }
});

describe('mapFeatures: layers and points', () => {
  it('a point carries what the hover card shows', async () => {
    const map = await view('guest');
    const bed = map.points.find((p) => p.id === bedId)!;
    expect(bed).toMatchObject({
      kind: 'THING',
      name: 'Spot bed 1',
      category: 'FLOWERBED',
      model: null,
      indicatorColour: 'RED',
      isPublic: true,
      lastActionType: 'WATERING',
    });
    expect(new Date(bed.lastActionAt!).toISOString()).toBe('2026-03-01T10:00:00.000Z');
    expect(bed.x).toBeCloseTo(SPOT.x, 3);
    expect(bed.y).toBeCloseTo(SPOT.y, 3);
    const unwatered = map.points.find((p) => p.name === 'Spot bed 2')!;
    expect(unwatered.lastActionType).toBeNull();
  });

  it('thingCategories picks categories; allThings takes them all', async () => {
    const trees = await view('owner', { allThings: false, thingCategories: ['TREE'] });
    expect(trees.points.map((p) => p.name).sort()).toEqual(['Spot bed 5', 'Spot private tree']);
    const none = await view('owner', { allThings: false, thingCategories: [] });
    expect(none.points).toEqual([]);
    const beds = await view('owner', {
      allThings: false,
      thingCategories: ['FLOWERBED', 'BEECAFE'],
    });
    expect(beds.points).toHaveLength(4);
  });

  it('devices and gateways come only when asked for', async () => {
    const both = await view('anonymous', { allThings: false, devices: true, gateways: true });
    expect(both.points.map((p) => [p.kind, p.name]).sort()).toEqual([
      ['DEVICE', 'Spot probe'],
      ['GATEWAY', 'Spot gateway'],
    ]);
    const probe = both.points.find((p) => p.kind === 'DEVICE')!;
    expect(probe).toMatchObject({ model: 'LSE01', category: null, indicatorColour: 'ORANGE' });
    const gateway = both.points.find((p) => p.kind === 'GATEWAY')!;
    expect(gateway.indicatorColour).toBe('GREY');
    expect(new Date(gateway.lastSeenAt!).toISOString()).toBe('2026-03-02T08:00:00.000Z');
    const thingsOnly = await view('anonymous');
    expect(thingsOnly.points.every((p) => p.kind === 'THING')).toBe(true);
  });

  it('a box across the antimeridian finds both sides; a box between them finds neither', async () => {
    const across = await view('guest', {
      west: 179.5,
      east: -179.5,
      south: -18,
      north: -17.5,
      zoom: 9,
    });
    expect(across.points.map((p) => p.name).sort()).toEqual(['Fiji east bed', 'Samoa west bed']);
    // West below east is the ordinary box the other way round the world: the spot's five,
    // not the two beds past ±179.5.
    const wrongWay = await view('guest', {
      west: -179.5,
      east: 179.5,
      south: -18,
      north: 51,
      zoom: 0,
    });
    const found = [...wrongWay.points.map(() => 1), ...wrongWay.clusters.map((c) => c.count)];
    expect(found.reduce((a, b) => a + b, 0)).toBe(5);
    expect(wrongWay.points.filter((p) => /Fiji|Samoa/.test(p.name))).toEqual([]);
  });

  it('at street level crowded points stay points; a notch out they cluster', async () => {
    const street = await view('admin', { zoom: 17.5 });
    expect(street.gridZoom).toBe(17);
    expect(street.clusters).toEqual([]);
    const notchOut = await view('admin', { ...around(0.01), zoom: 16 });
    expect(notchOut.points.filter((p) => p.kind === 'THING')).toEqual([]);
    expect(notchOut.clusters.map((c) => c.count)).toEqual([6]);
  });
});

describe('mapFeatures: boxes it refuses', () => {
  const cases: Array<[string, Ask, string]> = [
    ['south above north', { south: 50.5, north: 50.4 }, MAP_BOUNDS_MESSAGES.southNorth],
    ['a latitude past the pole', { south: -91, north: 50, zoom: 0 }, MAP_BOUNDS_MESSAGES.latitude],
    ['an unwrapped longitude', { west: -200, east: -3, zoom: 0 }, MAP_BOUNDS_MESSAGES.longitude],
    ['no width', { west: -3.6, east: -3.6 }, MAP_BOUNDS_MESSAGES.noWidth],
    ['a zoom past 22', { zoom: 23 }, MAP_BOUNDS_MESSAGES.zoom],
    [
      'a country at street level',
      { west: -6, east: 2, south: 50, north: 55, zoom: 15 },
      MAP_BOUNDS_MESSAGES.tooLarge,
    ],
  ];
  for (const [label, input, message] of cases) {
    it(`refuses ${label}`, async () => {
      const result = await ask('guest', input);
      expect(result.errors?.[0]?.message).toBe(message);
      expect(result.errors?.[0]?.extensions?.exception?.errcode).toBe('VALID');
    });
  }
});

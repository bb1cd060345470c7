// LoRaWAN gateways and B-Lines (issue 12, migration 0022). Gateways: everyone reads them,
// only administrators place, move or remove them; uplinks posted in The Things Stack's
// real format add the gateways that heard them (when they report a location) and keep
// their last seen time, at most once a minute, never moving one an admin placed, and a
// gateway entry the rules refuse never costs the uplink. B-Lines: the demo sample is
// found by box, everyone reads, nobody writes through the API.
import { buildUplinkBody, type TtsUplinkBody } from '../src/integrations/ttn/wire.ts';
import { encodeLse01 } from '../src/devices/encoders.ts';
import { TTN_WEBHOOK_HEADER } from '../src/http/paths.ts';
import { SAMPLE_B_LINES, seedMapSamples, SAMPLE_GATEWAY } from '../src/db/mapSamples.ts';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_TTN_WEBHOOK_SECRET, mintJwt, startTestServer, type TestServer } from './helpers.ts';

type Who = 'anonymous' | 'guest' | 'user' | 'admin';
const WHO: Who[] = ['anonymous', 'guest', 'user', 'admin'];

let server: TestServer;
const tokens: Partial<Record<Who, string>> = {};
let fCnt = 0;

interface Gateway {
  gatewayId: string | null;
  eui: string | null;
  name: string;
  location: { x: number; y: number };
  altitude: number | null;
  locationSource: string;
  lastSeen: string | null;
  isSample: boolean;
}
const GATEWAY_FIELDS =
  'gatewayId eui name location { x y } altitude locationSource lastSeen isSample';

beforeAll(async () => {
  server = await startTestServer();
  const rows = await server.sql<{ id: string; username: string }>(
    `insert into app_public.users (username, name, is_admin) values
       ('g_user', 'Gwen User', false), ('g_admin', 'Gus Admin', true)
     returning id, username`,
  );
  const id = (name: string) => rows.find((r) => r.username === name)!.id;
  tokens.user = mintJwt({ role: 'bk_user', userId: id('g_user') });
  tokens.admin = mintJwt({ role: 'bk_admin', userId: id('g_admin') });
  const guest = await server.gql<{ signInAsGuest: { jwtToken: string } }>(
    'mutation { signInAsGuest(input: {}) { jwtToken } }',
  );
  tokens.guest = guest.data!.signInAsGuest.jwtToken;
  const client = new pg.Client({ connectionString: server.db.ownerUrl });
  await client.connect();
  try {
    await seedMapSamples(client);
  } finally {
    await client.end();
  }
}, 60_000);

afterAll(async () => {
  await server?.close();
});

async function gatewayById(gatewayId: string): Promise<Gateway | null> {
  const result = await server.gql<{ gatewayByGatewayId: Gateway | null }>(
    `query ($id: String!) { gatewayByGatewayId(gatewayId: $id) { ${GATEWAY_FIELDS} } }`,
    { id: gatewayId },
  );
  expect(result.errors).toBeUndefined();
  return result.data!.gatewayByGatewayId;
}

/** Post an uplink heard by `rxMetadata` (TTS's real entries), from an unregistered device. */
async function uplinkHeardBy(rxMetadata: unknown[], receivedAt: Date): Promise<number> {
  fCnt += 1;
  const body: TtsUplinkBody = buildUplinkBody({
    deviceId: 'eui-00000000000000f1',
    devEui: '00000000000000F1',
    applicationId: 'bloomkeep-test',
    fPort: 2,
    fCnt,
    sessionKeyId: 'AXG1',
    frmPayload: encodeLse01({
      battery: 3.6,
      probeDetected: true,
      water: 40,
      temperature: 20,
      conductivity: 500,
    }),
    receivedAt,
  });
  body.uplink_message.rx_metadata = rxMetadata as TtsUplinkBody['uplink_message']['rx_metadata'];
  const response = await fetch(`${server.url}/ttn/uplink`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [TTN_WEBHOOK_HEADER]: TEST_TTN_WEBHOOK_SECRET },
    body: JSON.stringify(body),
  });
  return response.status;
}

/** An rx_metadata entry as The Things Stack sends it. */
const heard = (
  gatewayId: string,
  location?: { latitude: number; longitude: number; altitude?: number },
  eui?: string,
) => ({
  gateway_ids: { gateway_id: gatewayId, ...(eui ? { eui } : {}) },
  time: '2026-03-01T10:00:00Z',
  rssi: -80,
  channel_rssi: -80,
  snr: 6.5,
  ...(location ? { location: { ...location, source: 'SOURCE_REGISTRY' } } : {}),
});

describe('gateways: who may do what', () => {
  for (const who of WHO) {
    it(`${who} reads every gateway`, async () => {
      const result = await server.gql<{ allGateways: { nodes: Gateway[] } }>(
        `{ allGateways { nodes { ${GATEWAY_FIELDS} } } }`,
        {},
        tokens[who],
      );
      expect(result.errors).toBeUndefined();
      expect(result.data!.allGateways.nodes.map((g) => g.gatewayId)).toContain(
        SAMPLE_GATEWAY.gatewayId,
      );
    });
  }

  for (const who of ['anonymous', 'guest', 'user'] as const) {
    it(`${who} cannot place, move or remove a gateway`, async () => {
      const created = await server.gql(
        `mutation { createGateway(input: { name: "Rogue gateway", x: -3.6, y: 50.4 }) { gateway { name } } }`,
        {},
        tokens[who],
      );
      // Not granted to them: the catalogue's "You cannot change this" (FORBD).
      expect(created.errors?.[0]?.extensions?.exception?.errcode).toBe('FORBD');
      const moved = await server.gql<{ updateGatewayByGatewayId: unknown }>(
        `mutation ($id: String!) {
          updateGatewayByGatewayId(input: { gatewayId: $id, patch: { name: "Moved by a stranger" } }) {
            gateway { name }
          }
        }`,
        { id: SAMPLE_GATEWAY.gatewayId },
        tokens[who],
      );
      expect(moved.errors?.[0]?.extensions?.exception?.errcode).toBe('FORBD');
      const removed = await server.gql(
        `mutation ($id: String!) { deleteGatewayByGatewayId(input: { gatewayId: $id }) { deletedGatewayId } }`,
        { id: SAMPLE_GATEWAY.gatewayId },
        tokens[who],
      );
      expect(removed.errors?.[0]?.extensions?.exception?.errcode).toBe('FORBD');
      expect((await gatewayById(SAMPLE_GATEWAY.gatewayId))?.name).toBe(SAMPLE_GATEWAY.name);
    });
  }

  it('an admin places, moves and removes a gateway', async () => {
    const created = await server.gql<{ createGateway: { gateway: Gateway } }>(
      `mutation { createGateway(input: { name: " Dartington Hall ", x: -3.713, y: 50.451,
        gatewayId: "gtw-dartington-hall", eui: "b827ebfffe6a1b2c", altitude: 60 }) { gateway { ${GATEWAY_FIELDS} } } }`,
      {},
      tokens.admin,
    );
    expect(created.errors).toBeUndefined();
    expect(created.data!.createGateway.gateway).toMatchObject({
      gatewayId: 'gtw-dartington-hall',
      eui: 'B827EBFFFE6A1B2C',
      name: 'Dartington Hall',
      location: { x: -3.713, y: 50.451 },
      altitude: 60,
      locationSource: 'ADMIN',
      lastSeen: null,
      isSample: false,
    });
    const moved = await server.gql<{ updateGatewayByGatewayId: { gateway: Gateway } }>(
      `mutation { updateGatewayByGatewayId(input: { gatewayId: "gtw-dartington-hall",
        patch: { location: { x: -3.714, y: 50.452 } } }) { gateway { location { x y } } } }`,
      {},
      tokens.admin,
    );
    expect(moved.errors).toBeUndefined();
    expect(moved.data!.updateGatewayByGatewayId.gateway.location).toEqual({ x: -3.714, y: 50.452 });
    const removed = await server.gql(
      `mutation { deleteGatewayByGatewayId(input: { gatewayId: "gtw-dartington-hall" }) { deletedGatewayId } }`,
      {},
      tokens.admin,
    );
    expect(removed.errors).toBeUndefined();
    expect(await gatewayById('gtw-dartington-hall')).toBeNull();
  });

  const refusals: Array<[string, string, string]> = [
    ['a short name', 'name: "Gw", x: -3.6, y: 50.4', 'Name must be between 3 and 255 characters'],
    [
      'a bad EUI',
      'name: "Bad EUI", x: -3.6, y: 50.4, eui: "12345"',
      'Gateway EUI must be 16 hexadecimal digits',
    ],
    [
      'a bad id',
      'name: "Bad id", x: -3.6, y: 50.4, gatewayId: "Not_A_TTN_Id"',
      'Gateway id must be 3 to 36 lower-case letters, digits and single hyphens',
    ],
    [
      'a location off the earth',
      'name: "Off the earth", x: -200, y: 50.4',
      'Location must be a longitude between -180 and 180 and a latitude between -90 and 90',
    ],
    ['no location', 'name: "Nowhere", x: -3.6', 'Location is required'],
    [
      'a taken id',
      `name: "Twin", x: -3.6, y: 50.4, gatewayId: "${SAMPLE_GATEWAY.gatewayId}"`,
      'A gateway with this id is already registered',
    ],
  ];
  for (const [label, input, message] of refusals) {
    it(`refuses ${label}`, async () => {
      const result = await server.gql(
        `mutation { createGateway(input: { ${input} }) { gateway { name } } }`,
        {},
        tokens.admin,
      );
      expect(result.errors?.[0]?.message).toBe(message);
    });
  }
});

describe('gateways: heard in uplinks', () => {
  const t0 = new Date('2026-03-01T10:00:00Z');
  const later = (seconds: number) => new Date(t0.getTime() + seconds * 1000);

  it('an uplink adds the gateway that heard it, with the location TTS reports', async () => {
    expect(
      await uplinkHeardBy(
        [
          heard(
            'gtw-rattery',
            { latitude: 50.421, longitude: -3.752, altitude: 120 },
            'b827ebfffe000001',
          ),
        ],
        t0,
      ),
    ).toBe(200);
    expect(await gatewayById('gtw-rattery')).toMatchObject({
      gatewayId: 'gtw-rattery',
      eui: 'B827EBFFFE000001',
      name: 'gtw-rattery',
      location: { x: -3.752, y: 50.421 },
      altitude: 120,
      locationSource: 'SOURCE_REGISTRY',
      isSample: false,
    });
    expect(new Date((await gatewayById('gtw-rattery'))!.lastSeen!)).toEqual(t0);
  });

  it('within the minute nothing is written; after it, the time and location move on', async () => {
    await uplinkHeardBy([heard('gtw-rattery', { latitude: 50.5, longitude: -3.8 })], later(30));
    expect(await gatewayById('gtw-rattery')).toMatchObject({ location: { x: -3.752, y: 50.421 } });
    expect(new Date((await gatewayById('gtw-rattery'))!.lastSeen!)).toEqual(t0);
    await uplinkHeardBy([heard('gtw-rattery', { latitude: 50.5, longitude: -3.8 })], later(90));
    const moved = (await gatewayById('gtw-rattery'))!;
    expect(moved.location).toEqual({ x: -3.8, y: 50.5 });
    expect(new Date(moved.lastSeen!)).toEqual(later(90));
  });

  it('a gateway an admin placed keeps its place; its last seen time still moves on', async () => {
    await uplinkHeardBy(
      [heard(SAMPLE_GATEWAY.gatewayId, { latitude: 51, longitude: -2 })],
      new Date('2099-01-01T00:00:00Z'),
    );
    const placed = (await gatewayById(SAMPLE_GATEWAY.gatewayId))!;
    expect(placed.location).toEqual({ x: SAMPLE_GATEWAY.longitude, y: SAMPLE_GATEWAY.latitude });
    expect(placed.locationSource).toBe('ADMIN');
    expect(new Date(placed.lastSeen!)).toEqual(new Date('2099-01-01T00:00:00Z'));
  });

  it('no location, (0, 0) or an id TTS would never send: no new gateway, and the uplink is kept', async () => {
    const before = Number(
      (await server.sql<{ n: string }>('select count(*) as n from app_private.uplinks'))[0]!.n,
    );
    expect(
      await uplinkHeardBy(
        [
          heard('gtw-no-location'),
          heard('gtw-null-island', { latitude: 0, longitude: 0 }),
          heard('BAD ID!', { latitude: 50.4, longitude: -3.7 }),
          { gateway_ids: 'not an object' },
          'not an entry',
          heard('gtw-bad-height', { latitude: 50.41, longitude: -3.71 }, 'not-an-eui'),
        ],
        later(200),
      ),
    ).toBe(200);
    const after = Number(
      (await server.sql<{ n: string }>('select count(*) as n from app_private.uplinks'))[0]!.n,
    );
    expect(after).toBe(before + 1);
    expect(await gatewayById('gtw-no-location')).toBeNull();
    expect(await gatewayById('gtw-null-island')).toBeNull();
    // A readable entry beside the bad ones still counts; its malformed EUI is left out.
    expect(await gatewayById('gtw-bad-height')).toMatchObject({ eui: null });
  });

  it('heard gateways show on the map’s gateways layer', async () => {
    const result = await server.gql<{
      mapFeatures: { points: Array<{ kind: string; name: string }> };
    }>(
      `{ mapFeatures(west: -3.9, south: 50.3, east: -3.5, north: 50.6, zoom: 12, thingCategories: [],
          allThings: false, devices: false, gateways: true) { points { kind name } } }`,
    );
    expect(result.errors).toBeUndefined();
    expect(result.data!.mapFeatures.points.map((p) => p.name)).toEqual(
      expect.arrayContaining(['gtw-rattery', SAMPLE_GATEWAY.name]),
    );
  });
});

describe('B-Lines', () => {
  const LINES = `query ($west: Float!, $south: Float!, $east: Float!, $north: Float!, $zoom: Float!) {
    mapBLinesList(west: $west, south: $south, east: $east, north: $north, zoom: $zoom) {
      name isSample source coordinates
    }
  }`;

  for (const who of WHO) {
    it(`${who} finds the sample lines around Totnes, marked as samples`, async () => {
      const result = await server.gql<{
        mapBLinesList: Array<{ name: string; isSample: boolean; coordinates: number[][] }>;
      }>(LINES, { west: -3.75, south: 50.4, east: -3.6, north: 50.46, zoom: 11 }, tokens[who]);
      expect(result.errors).toBeUndefined();
      const lines = result.data!.mapBLinesList;
      expect(lines.map((l) => l.name).sort()).toEqual(SAMPLE_B_LINES.map((l) => l.name).sort());
      expect(lines.every((l) => l.isSample)).toBe(true);
      const dart = lines.find((l) => l.name.startsWith('Dart Valley'))!;
      expect(dart.coordinates[0]).toEqual([-3.745, 50.475]);
    });
  }

  it('only lines that pass through the box come back', async () => {
    // Just the meadows line reaches this far south.
    const result = await server.gql<{ mapBLinesList: Array<{ name: string }> }>(LINES, {
      west: -3.73,
      south: 50.36,
      east: -3.69,
      north: 50.38,
      zoom: 12,
    });
    expect(result.data!.mapBLinesList.map((l) => l.name)).toEqual([
      'Harbertonford meadows (sample)',
    ]);
    const far = await server.gql<{ mapBLinesList: unknown[] }>(LINES, {
      west: -1,
      south: 52,
      east: -0.9,
      north: 52.1,
      zoom: 12,
    });
    expect(far.data!.mapBLinesList).toEqual([]);
  });

  it('refuses a box the map rule refuses', async () => {
    const result = await server.gql(LINES, { west: -3, south: 51, east: -2, north: 50, zoom: 10 });
    expect(result.errors?.[0]?.message).toBe('South must be below north');
  });

  it('API roles cannot write lines; the database refuses a line without two positions', async () => {
    for (const role of ['bk_user', 'bk_admin']) {
      await expect(
        server.sql(
          `begin; set local role ${role};
           insert into app_public.b_lines (name, coordinates) values ('Rogue line', '[[0,0],[1,1]]');
           commit;`,
        ),
      ).rejects.toThrow(/permission denied/);
      await server.sql('rollback');
    }
    await expect(
      server.sql(`insert into app_public.b_lines (name, coordinates) values ('Dot', '[[0, 0]]')`),
    ).rejects.toThrow('A line needs at least two [longitude, latitude] positions');
  });
});

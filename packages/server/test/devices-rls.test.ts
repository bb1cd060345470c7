// Row-level security on devices, their owners and their sensor data (migration 0014),
// as a matrix of who asks × public or private device, through every GraphQL read
// path (lists, by id, by device id, by nodeId, node, nearest, the linked thing, the
// owner's accesses, sensor data lists and a reading's node) and every write path.
// A collaborator on the linked thing is no owner of the device: a private device
// stays hidden from them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertThing, mintJwt, startTestServer, type TestServer } from './helpers.ts';

type Who = 'anonymous' | 'guest' | 'stranger' | 'demoted' | 'collaborator' | 'owner' | 'admin';
type Visibility = 'public' | 'private';

const WHO: Who[] = ['anonymous', 'guest', 'stranger', 'demoted', 'collaborator', 'owner', 'admin'];
const CAN_READ_PRIVATE = new Set<Who>(['owner', 'admin']);
const CAN_CHANGE = new Set<Who>(['owner', 'admin']);

let server: TestServer;
const users: Record<string, string> = {};
const tokens: Partial<Record<Who, string>> = {};
let thingId = '';
interface Fixture {
  id: string;
  nodeId: string;
  deviceId: string;
  name: string;
}
const devices: Record<Visibility, Fixture> = {
  public: { id: '', nodeId: '', deviceId: 'eui-00000000000000a1', name: 'Matrix public probe' },
  private: { id: '', nodeId: '', deviceId: 'eui-00000000000000b2', name: 'Matrix private probe' },
};

beforeAll(async () => {
  server = await startTestServer();
  const rows = await server.sql<{ id: string; username: string }>(
    `insert into app_public.users (username, name, is_admin) values
       ('d_owner', 'Olive Owner', false), ('d_collab', 'Colin Collab', false),
       ('d_stranger', 'Sid Stranger', false), ('d_admin', 'Ada Admin', true),
       ('d_demoted', 'Dee Demoted', false)
     returning id, username`,
  );
  for (const row of rows) users[row.username.slice(2)] = row.id;
  tokens.owner = mintJwt({ role: 'bk_user', userId: users.owner! });
  tokens.collaborator = mintJwt({ role: 'bk_user', userId: users.collab! });
  tokens.stranger = mintJwt({ role: 'bk_user', userId: users.stranger! });
  tokens.admin = mintJwt({ role: 'bk_admin', userId: users.admin! });
  tokens.demoted = mintJwt({ role: 'bk_admin', userId: users.demoted! });
  const guest = await server.gql<{ signInAsGuest: { jwtToken: string } }>(
    'mutation { signInAsGuest(input: {}) { jwtToken } }',
  );
  tokens.guest = guest.data!.signInAsGuest.jwtToken;

  // The device's thing is public and has a collaborator, who must not see a private device.
  thingId = (
    await insertThing(server, {
      name: 'Matrix flower bed',
      ownerId: users.owner!,
      category: 'FLOWERBED',
      collaboratorIds: [users.collab!],
    })
  ).id;
  for (const visibility of ['public', 'private'] as const) {
    const device = devices[visibility];
    const created = await server.gql<{ createDevice: { device: { id: string; nodeId: string } } }>(
      `mutation ($deviceId: String!, $name: String!, $isPublic: Boolean!, $thingId: UUID!, $x: Float!) {
        createDevice(input: { model: LSE01, name: $name, isPublic: $isPublic, x: $x, y: 50.43,
          deviceId: $deviceId, thingId: $thingId }) { device { id nodeId } }
      }`,
      // The private device sits on the point nearestDevice is asked about; the public one further off.
      {
        deviceId: device.deviceId,
        name: device.name,
        isPublic: visibility === 'public',
        thingId,
        x: visibility === 'private' ? -3.68 : -3.5,
      },
      tokens.owner,
    );
    expect(created.errors).toBeUndefined();
    Object.assign(device, created.data!.createDevice.device);
    await server.sql(
      `insert into app_public.sensor_data (device_id, created_at, water, data)
       values ($1, now(), 42, '{"note": "matrix"}')`,
      [device.id],
    );
  }
});

afterAll(async () => {
  await server?.close();
});

const cases = WHO.flatMap((who) =>
  (['public', 'private'] as const).map((visibility) => ({ who, visibility })),
);
const mayRead = (who: Who, visibility: Visibility) =>
  visibility === 'public' || CAN_READ_PRIVATE.has(who);

describe('reading a device and its sensor data', () => {
  it.each(cases)(
    '$who reads a $visibility device only when allowed',
    async ({ who, visibility }) => {
      const device = devices[visibility];
      const expected = mayRead(who, visibility);
      const result = await server.gql<{
        allDevices: { nodes: Array<{ id: string }> };
        deviceById: { name: string } | null;
        deviceByDeviceId: { name: string } | null;
        device: { name: string } | null;
        node: { name?: string } | null;
        thingById: { devices: { nodes: Array<{ id: string }> } } | null;
        allSensorData: { nodes: Array<{ deviceId: string; water: number }> };
        deviceSensorData: { sensorData: { totalCount: number } } | null;
      }>(
        `query ($id: UUID!, $deviceId: String!, $nodeId: ID!, $thingId: UUID!) {
        allDevices { nodes { id } }
        deviceById(id: $id) { name }
        deviceByDeviceId(deviceId: $deviceId) { name }
        device(nodeId: $nodeId) { name }
        node(nodeId: $nodeId) { ... on Device { name } }
        thingById(id: $thingId) { devices { nodes { id } } }
        allSensorData(condition: { deviceId: $id }) { nodes { deviceId water } }
        deviceSensorData: deviceById(id: $id) { sensorData { totalCount } }
      }`,
        { id: device.id, deviceId: device.deviceId, nodeId: device.nodeId, thingId },
        tokens[who],
      );
      expect(result.errors).toBeUndefined();
      const data = result.data!;
      expect(data.allDevices.nodes.some((node) => node.id === device.id)).toBe(expected);
      expect(data.deviceById?.name ?? null).toBe(expected ? device.name : null);
      expect(data.deviceByDeviceId?.name ?? null).toBe(expected ? device.name : null);
      expect(data.device?.name ?? null).toBe(expected ? device.name : null);
      expect(data.node?.name ?? null).toBe(expected ? device.name : null);
      expect(data.thingById!.devices.nodes.some((node) => node.id === device.id)).toBe(expected);
      // Sensor data is as visible as its device.
      expect(data.allSensorData.nodes).toEqual(
        expected ? [{ deviceId: device.id, water: 42 }] : [],
      );
    },
  );

  it.each(cases)('$who reaches a $visibility reading by node only when allowed', async (c) => {
    const device = devices[c.visibility];
    const owner = await server.gql<{
      deviceById: { sensorData: { nodes: Array<{ nodeId: string }> } };
    }>(
      `query ($id: UUID!) { deviceById(id: $id) { sensorData { nodes { nodeId } } } }`,
      { id: device.id },
      tokens.owner,
    );
    const readingNodeId = owner.data!.deviceById.sensorData.nodes[0]!.nodeId;
    const result = await server.gql<{ node: { water?: number } | null }>(
      `query ($nodeId: ID!) { node(nodeId: $nodeId) { ... on SensorDatum { water } } }`,
      { nodeId: readingNodeId },
      tokens[c.who],
    );
    expect(result.errors).toBeUndefined();
    expect(result.data!.node?.water ?? null).toBe(mayRead(c.who, c.visibility) ? 42 : null);
  });

  it.each(WHO)('%s finds the private device as nearest only when allowed', async (who) => {
    const result = await server.gql<{ nearestDevice: { id: string } | null }>(
      `query { nearestDevice(latitude: 50.43, longitude: -3.68) { id } }`,
      {},
      tokens[who],
    );
    expect(result.errors).toBeUndefined();
    expect(result.data!.nearestDevice?.id).toBe(
      CAN_READ_PRIVATE.has(who) ? devices.private.id : devices.public.id,
    );
  });

  it.each(WHO.filter((who) => !['anonymous', 'guest'].includes(who)))(
    '%s reaches the private device through the owner’s accesses only when allowed',
    async (who) => {
      const result = await server.gql<{
        userById: { deviceAccesses: { nodes: Array<{ device: { id: string } | null }> } } | null;
        allDeviceAccesses: { nodes: Array<{ device: { id: string } | null }> } | null;
      }>(
        `query ($owner: UUID!) {
          userById(id: $owner) { deviceAccesses { nodes { device { id } } } }
          allDeviceAccesses { nodes { device { id } } }
        }`,
        { owner: users.owner },
        tokens[who],
      );
      const reached = [
        ...(result.data?.userById?.deviceAccesses.nodes ?? []),
        ...(result.data?.allDeviceAccesses?.nodes ?? []),
      ].map((access) => access.device?.id);
      expect(reached.includes(devices.private.id)).toBe(CAN_READ_PRIVATE.has(who));
    },
  );
});

async function nameInDatabase(id: string) {
  const [row] = await server.sql<{ name: string }>(
    'select name from app_public.devices where id = $1',
    [id],
  );
  return row?.name;
}

describe('changing a device', () => {
  it.each(cases)('$who renames a $visibility device only as owner or admin', async (c) => {
    const device = devices[c.visibility];
    for (const [path, query, variables] of [
      [
        'by id',
        `mutation ($id: UUID!, $name: String!) {
          updateDeviceById(input: { id: $id, patch: { name: $name } }) { device { name } }
        }`,
        { id: device.id },
      ],
      [
        'by nodeId',
        `mutation ($nodeId: ID!, $name: String!) {
          updateDevice(input: { nodeId: $nodeId, patch: { name: $name } }) { device { name } }
        }`,
        { nodeId: device.nodeId },
      ],
    ] as const) {
      const name = `${device.name} (${c.who} ${path})`;
      const result = await server.gql<Record<string, { device: { name: string } | null } | null>>(
        query,
        { ...variables, name },
        tokens[c.who],
      );
      if (CAN_CHANGE.has(c.who)) {
        expect(result.errors).toBeUndefined();
        expect(await nameInDatabase(device.id)).toBe(name);
      } else {
        const returned = result.data ? Object.values(result.data)[0]?.device : null;
        expect(returned ?? null).toBeNull();
        expect(await nameInDatabase(device.id)).not.toBe(name);
      }
    }
    await server.sql('update app_public.devices set name = $2 where id = $1', [
      device.id,
      device.name,
    ]);
  });

  it.each(cases)('$who deletes a $visibility device only as owner or admin', async (c) => {
    const created = await server.gql<{ createDevice: { device: { id: string } } }>(
      `mutation ($deviceId: String!, $isPublic: Boolean!) {
        createDevice(input: { model: LSPH01, name: "Doomed probe", isPublic: $isPublic, x: 1, y: 2,
          deviceId: $deviceId }) { device { id } }
      }`,
      { deviceId: `eui-doomed-${c.who}-${c.visibility}`, isPublic: c.visibility === 'public' },
      tokens.owner,
    );
    const id = created.data!.createDevice.device.id;
    await server.gql(
      `mutation ($id: UUID!) { deleteDeviceById(input: { id: $id }) { device { id } } }`,
      { id },
      tokens[c.who],
    );
    const rows = await server.sql('select 1 from app_public.devices where id = $1', [id]);
    expect(rows.length).toBe(CAN_CHANGE.has(c.who) ? 0 : 1);
    await server.sql('delete from app_public.devices where id = $1', [id]);
  });

  it.each(['anonymous', 'guest'] as const)('%s cannot register a device', async (who) => {
    const result = await server.gql(
      `mutation { createDevice(input: { model: LSE01, name: "Sneaky probe", isPublic: true,
        x: 1, y: 2, deviceId: "eui-sneaky" }) { device { id } } }`,
      {},
      tokens[who],
    );
    expect(result.errors?.length).toBeGreaterThan(0);
    expect(
      await server.sql(`select 1 from app_public.devices where device_id = 'eui-sneaky'`),
    ).toEqual([]);
  });

  it('refuses a flood of registrations from one person (RATEL), and stores none of it', async () => {
    const [flooder] = await server.sql<{ id: string }>(
      `insert into app_public.users (username, name) values ('d_flood', 'Flo Flood') returning id`,
    );
    const token = mintJwt({ role: 'bk_user', userId: flooder!.id });
    const register = (n: number) =>
      server.gql(
        `mutation ($deviceId: String!) { createDevice(input: { model: LSE01, name: "Flood probe",
          isPublic: true, x: 1, y: 2, deviceId: $deviceId }) { device { id } } }`,
        { deviceId: `eui-flood-${n}` },
        token,
      );
    for (let n = 0; n < 30; n++) expect((await register(n)).errors).toBeUndefined();
    const refused = await register(30);
    expect(refused.errors?.[0]?.extensions?.exception?.errcode).toBe('RATEL');
    expect(
      await server.sql(`select 1 from app_public.devices where device_id = 'eui-flood-30'`),
    ).toEqual([]);
  });

  it('nobody writes sensor data or readings through the API', async () => {
    const device = devices.public;
    const result = await server.gql(
      `mutation ($id: UUID!) { updateDeviceById(input: { id: $id, patch: { water: 99 } }) { device { water } } }`,
      { id: device.id },
      tokens.owner,
    );
    expect(result.errors?.length).toBeGreaterThan(0);
    const [row] = await server.sql<{ water: number | null }>(
      'select water from app_public.devices where id = $1',
      [device.id],
    );
    expect(row!.water).not.toBe(99);
  });
});

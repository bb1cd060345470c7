// A device's readings for charts and history (migration 0017, conditions.ts):
// Device.readingSeries gives one quantity as two arrays, oldest first, after a time;
// allSensorData(condition: { createdAfter }) is spec §7's "createdAt greater than".
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mintJwt, startTestServer, type TestServer } from './helpers.ts';

let server: TestServer;
let token = '';
let deviceId = '';

beforeAll(async () => {
  server = await startTestServer();
  const [user] = await server.sql<{ id: string }>(
    `insert into app_public.users (username, name) values ('chart_owner', 'Cora Chart') returning id`,
  );
  token = mintJwt({ role: 'bk_user', userId: user!.id });
  const created = await server.gql<{ createDevice: { device: { id: string } } }>(
    `mutation { createDevice(input: { model: LSE01, name: "Chart probe", isPublic: false, x: 1, y: 2,
      deviceId: "eui-c0ffee0000000001" }) { device { id } } }`,
    {},
    token,
  );
  deviceId = created.data!.createDevice.device.id;
  // Four readings an hour apart, the third with the probe out (no water).
  await server.sql(
    `insert into app_public.sensor_data (device_id, created_at, water, temperature)
     values ($1, '2026-11-20T10:00Z', 40, 12), ($1, '2026-11-20T11:00Z', 38, 13),
            ($1, '2026-11-20T12:00Z', null, 14), ($1, '2026-11-20T13:00Z', 35, 15)`,
    [deviceId],
  );
});

afterAll(async () => {
  await server?.close();
});

describe('readings for a chart', () => {
  it('gives one quantity oldest first, gaps as null, after a time', async () => {
    const result = await server.gql<{
      deviceById: { readingSeries: { times: string[]; values: Array<number | null> } };
    }>(
      `query ($id: UUID!) { deviceById(id: $id) {
        readingSeries(quantity: "water", since: "2026-11-20T10:30:00Z") { times values } } }`,
      { id: deviceId },
      token,
    );
    expect(result.errors).toBeUndefined();
    const series = result.data!.deviceById.readingSeries;
    expect(series.values).toEqual([38, null, 35]);
    expect(series.times.map((time) => new Date(time).toISOString())).toEqual([
      '2026-11-20T11:00:00.000Z',
      '2026-11-20T12:00:00.000Z',
      '2026-11-20T13:00:00.000Z',
    ]);
  });

  it('refuses a quantity it does not know', async () => {
    const result = await server.gql(
      `query ($id: UUID!) { deviceById(id: $id) { readingSeries(quantity: "data") { times } } }`,
      { id: deviceId },
      token,
    );
    expect(result.errors?.[0]?.message).toMatch(/Quantity must be/);
  });

  it('lists readings received after a time, newest first (allSensorData)', async () => {
    const result = await server.gql<{ allSensorData: { nodes: Array<{ temperature: number }> } }>(
      `query ($id: UUID!) { allSensorData(condition: { deviceId: $id, createdAfter: "2026-11-20T11:00:00Z" },
        orderBy: [CREATED_AT_DESC], first: 10000) { nodes { temperature } } }`,
      { id: deviceId },
      token,
    );
    expect(result.errors).toBeUndefined();
    expect(result.data!.allSensorData.nodes.map((node) => node.temperature)).toEqual([15, 14]);
  });

  it('shows a private device’s readings to nobody else', async () => {
    const result = await server.gql<{ deviceById: null }>(
      `query ($id: UUID!) { deviceById(id: $id) { readingSeries(quantity: "water") { values } } }`,
      { id: deviceId },
    );
    expect(result.data!.deviceById).toBeNull();
  });
});

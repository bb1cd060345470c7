// POST /ttn/uplink (issue 11): The Things Stack's uplink webhook, over real HTTP in the
// real TTS v3 format (built by the fake TTS). Unauthenticated uplinks store nothing;
// malformed bodies get 400; everything else is acknowledged and stored exactly once,
// unknown devices and undecodable payloads included; registering a device claims its
// history; a reading reaches the device and its linked thing, colour included.
import { buildUplinkBody, type UplinkBodyInput } from '../src/integrations/ttn/wire.ts';
import { encodeLse01 } from '../src/devices/encoders.ts';
import { sendUplink } from '../src/integrations/ttn/fake.ts';
import { TTN_WEBHOOK_HEADER } from '../src/http/paths.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  TEST_TTN_WEBHOOK_SECRET,
  insertThing,
  mintJwt,
  startTestServer,
  type TestServer,
} from './helpers.ts';

let server: TestServer;
let ownerToken = '';
let ownerId = '';
let thingId = '';
const hex = (text: string) => Uint8Array.from(Buffer.from(text.replace(/\s/g, ''), 'hex'));

/** LSE01, normal mode, probe in the soil: 3.6 V, water as given (%), 20.00 °C, 500 µS/cm. */
const lse01 = (water: number) =>
  encodeLse01({ battery: 3.6, probeDetected: true, water, temperature: 20, conductivity: 500 });

function body(input: Partial<UplinkBodyInput> & { deviceId: string; fCnt: number }) {
  return buildUplinkBody({
    devEui: input.deviceId.replace(/^eui-/, '').padStart(16, '0').slice(-16).toUpperCase(),
    applicationId: 'bloomkeep-test',
    fPort: 2,
    frmPayload: lse01(45),
    sessionKeyId: 'AXA1',
    gateways: [{ id: 'gtw-castle-street', rssi: -71, snr: 7.5 }],
    ...input,
  });
}

const url = () => `${server.url}/ttn/uplink`;
const post = (payload: unknown, secret: string | null = TEST_TTN_WEBHOOK_SECRET) =>
  fetch(url(), {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(secret === null ? {} : { [TTN_WEBHOOK_HEADER]: secret }),
    },
    body: typeof payload === 'string' ? payload : JSON.stringify(payload),
  });
const send = async (payload: unknown) => {
  const response = await sendUplink(
    url(),
    TTN_WEBHOOK_HEADER,
    TEST_TTN_WEBHOOK_SECRET,
    payload as never,
  );
  return { status: response.status, body: JSON.parse(String(response.body)) as unknown };
};

async function createDevice(deviceId: string, model = 'LSE01', linkThing = true) {
  const result = await server.gql<{ createDevice: { device: { id: string } } }>(
    `mutation ($deviceId: String!, $model: DeviceModel!, $thingId: UUID) {
      createDevice(input: { model: $model, name: "Bed probe", isPublic: true, x: -3.68, y: 50.43,
        deviceId: $deviceId, thingId: $thingId }) { device { id } }
    }`,
    { deviceId, model, thingId: linkThing ? thingId : null },
    ownerToken,
  );
  expect(result.errors).toBeUndefined();
  return result.data!.createDevice.device.id;
}

const uplinkCount = async (deviceId: string) =>
  Number(
    (
      await server.sql<{ n: string }>(
        'select count(*) as n from app_private.uplinks where tts_device_id = $1',
        [deviceId],
      )
    )[0]!.n,
  );
const readingCount = async (id: string) =>
  Number(
    (
      await server.sql<{ n: string }>(
        'select count(*) as n from app_public.sensor_data where device_id = $1',
        [id],
      )
    )[0]!.n,
  );

beforeAll(async () => {
  server = await startTestServer();
  const [row] = await server.sql<{ id: string }>(
    `insert into app_public.users (username, name) values ('probe_owner', 'Pat Probe') returning id`,
  );
  ownerId = row!.id;
  ownerToken = mintJwt({ role: 'bk_user', userId: ownerId });
  thingId = (
    await insertThing(server, { name: 'Castle Street bed', ownerId, category: 'FLOWERBED' })
  ).id;
});

afterAll(async () => {
  await server?.close();
});

describe('authentication', () => {
  it.each([
    ['no secret header', null],
    ['a wrong secret', 'not-the-secret'],
    ['an empty secret', ''],
  ])('answers 401 to %s and stores nothing', async (_label, secret) => {
    const response = await post(body({ deviceId: 'eui-00000000000000f1', fCnt: 1 }), secret);
    expect(response.status).toBe(401);
    expect(await uplinkCount('eui-00000000000000f1')).toBe(0);
  });
});

describe('floods', () => {
  it('answers 413 to a body far larger than an uplink, and stores nothing', async () => {
    const huge = body({ deviceId: 'eui-00000000000000f2', fCnt: 1 }) as unknown as Record<
      string,
      unknown
    >;
    const response = await post({ ...huge, padding: 'x'.repeat(100_000) });
    expect(response.status).toBe(413);
    expect(await uplinkCount('eui-00000000000000f2')).toBe(0);
  });
});

describe('malformed bodies', () => {
  it.each([
    ['not JSON', '{"end_device_ids":'],
    ['no device ids', { uplink_message: { f_port: 2, frm_payload: 'AAAA' } }],
    ['a join accept, not an uplink', { end_device_ids: { device_id: 'eui-1', dev_eui: '1' } }],
    ['a NUL character in a string', '{"end_device_ids":{"device_id":"eui-\\u0000"}}'],
  ])('answers 400 with a reason to %s', async (_label, payload) => {
    const response = await post(payload);
    expect(response.status).toBe(400);
    const json = (await response.json()) as { errors: Array<{ message: string }> };
    expect(json.errors[0]!.message.length).toBeGreaterThan(5);
  });
});

describe('storing uplinks', () => {
  it('stores a reading on the device and its thing, with the colour of its hydration levels', async () => {
    const id = await createDevice('eui-0004a30b001c0530');
    const response = await send(
      body({ deviceId: 'eui-0004a30b001c0530', fCnt: 1, frmPayload: lse01(25) }),
    );
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ status: 'stored' });
    const [device] = await server.sql<Record<string, unknown>>(
      'select water, temperature, conductivity, battery, rssi, snr, indicator_colour from app_public.devices where id = $1',
      [id],
    );
    expect(device).toEqual({
      water: 25,
      temperature: 20,
      conductivity: 500,
      battery: 3.6,
      rssi: -71,
      snr: 7.5,
      indicator_colour: 'ORANGE',
    });
    const [thing] = await server.sql<{ water: number; indicator_colour: string; needs: boolean }>(
      `select water, indicator_colour, needs_water_notification_at is not null as needs
       from app_public.things where id = $1`,
      [thingId],
    );
    expect(thing).toEqual({ water: 25, indicator_colour: 'ORANGE', needs: true });

    // The owner raises the bands: the same reading (sent again later) is now too dry.
    const levels = await server.gql(
      `mutation ($id: UUID!) { setDeviceHydrationLevels(input: { id: $id, hydrationLevels: "[30, 40, 70, 100]" }) { device { hydrationLevels } } }`,
      { id },
      ownerToken,
    );
    expect(levels.errors).toBeUndefined();
    await send(body({ deviceId: 'eui-0004a30b001c0530', fCnt: 2, frmPayload: lse01(25) }));
    const [after] = await server.sql<{ indicator_colour: string; indicator_colour_last: string }>(
      'select indicator_colour, indicator_colour_last from app_public.things where id = $1',
      [thingId],
    );
    expect(after).toEqual({ indicator_colour: 'RED', indicator_colour_last: 'ORANGE' });
  });

  it('stores an uplink exactly once, however often TTS delivers it', async () => {
    const id = await createDevice('eui-00000000000000d1', 'LSE01', false);
    const uplinks = [1, 2, 3].map((fCnt) => body({ deviceId: 'eui-00000000000000d1', fCnt }));
    for (let round = 0; round < 3; round++) {
      const statuses = await Promise.all(
        uplinks.map(async (uplink) => (await send(uplink)).status),
      );
      expect(statuses).toEqual([200, 200, 200]);
    }
    expect(await readingCount(id)).toBe(3);
    // f_cnt starts again after a join: a new session is a new uplink.
    const rejoined = await send(
      body({ deviceId: 'eui-00000000000000d1', fCnt: 1, sessionKeyId: 'AXA2' }),
    );
    expect(rejoined.body).toEqual({ status: 'stored' });
    expect(await readingCount(id)).toBe(4);
    const again = await send(
      body({ deviceId: 'eui-00000000000000d1', fCnt: 1, sessionKeyId: 'AXA2' }),
    );
    expect(again.body).toEqual({ status: 'duplicate' });
    expect(await readingCount(id)).toBe(4);
  });

  it('stores a burst of concurrent deliveries once each, and one unstorable body costs only its own answer', async () => {
    // Uplinks that arrive together are stored together (devices/ingest.ts): a batch that fails
    // as a whole falls back to one by one, so the good uplinks beside a bad one are kept.
    const id = await createDevice('eui-00000000000000d2', 'LSE01', false);
    const uplinks = Array.from({ length: 40 }, (_, i) =>
      body({ deviceId: 'eui-00000000000000d2', fCnt: i + 1, frmPayload: lse01(10 + i) }),
    );
    const unstorable = JSON.stringify(
      body({ deviceId: 'eui-00000000000000d2', fCnt: 999 }),
    ).replace(/^\{/, '{"note":"\\u0000",');
    const answers = await Promise.all(
      [...uplinks, ...uplinks, unstorable].map(async (payload) => {
        const response = await post(payload);
        return `${response.status} ${JSON.stringify(await response.json())}`;
      }),
    );
    const tally = (answer: string) => answers.filter((given) => given === answer).length;
    expect(tally('200 {"status":"stored"}')).toBe(40);
    expect(tally('200 {"status":"duplicate"}')).toBe(40);
    expect(answers.at(-1)).toMatch(/^400 .*cannot be stored/);
    expect(await readingCount(id)).toBe(40);
  });

  it('keeps uplinks of an unknown device, shows it to admins, and hands its history over on registration', async () => {
    for (const fCnt of [1, 2]) {
      const response = await send(
        body({ deviceId: 'eui-00000000000000c1', fCnt, frmPayload: lse01(40 + fCnt) }),
      );
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ status: 'unknown_device' });
    }
    const [admin] = await server.sql<{ id: string }>(
      `insert into app_public.users (username, name, is_admin) values ('probe_admin', 'Ada Admin', true) returning id`,
    );
    const adminToken = mintJwt({ role: 'bk_admin', userId: admin!.id });
    const unclaimed = await server.gql<{
      unclaimedDevices: { nodes: Array<{ deviceId: string; uplinks: string }> };
    }>('{ unclaimedDevices { nodes { deviceId uplinks } } }', {}, adminToken);
    expect(unclaimed.data!.unclaimedDevices.nodes).toContainEqual({
      deviceId: 'eui-00000000000000c1',
      uplinks: '2',
    });
    const asUser = await server.gql('{ unclaimedDevices { nodes { deviceId } } }', {}, ownerToken);
    expect(asUser.errors?.length).toBeGreaterThan(0);

    const id = await createDevice('eui-00000000000000c1', 'LSE01', false);
    expect(await readingCount(id)).toBe(2);
    const [device] = await server.sql<{ water: number }>(
      'select water from app_public.devices where id = $1',
      [id],
    );
    expect(device!.water).toBe(42);
    const after = await server.gql<{ unclaimedDevices: { nodes: Array<{ deviceId: string }> } }>(
      '{ unclaimedDevices { nodes { deviceId } } }',
      {},
      adminToken,
    );
    expect(after.data!.unclaimedDevices.nodes.map((node) => node.deviceId)).not.toContain(
      'eui-00000000000000c1',
    );
  });

  it('keeps an undecodable payload and an unexpected port with their reason, changing no reading', async () => {
    const id = await createDevice('eui-00000000000000e1', 'LSE01', false);
    const short = await send(
      body({ deviceId: 'eui-00000000000000e1', fCnt: 1, frmPayload: hex('CE29 00F1') }),
    );
    expect(short.body).toEqual({ status: 'undecodable' });
    const port = await send(body({ deviceId: 'eui-00000000000000e1', fCnt: 2, fPort: 7 }));
    expect(port.body).toEqual({ status: 'unexpected_port' });
    const rows = await server.sql<{ status: string; reason: string }>(
      `select status, reason from app_private.uplinks where tts_device_id = 'eui-00000000000000e1' order by f_cnt`,
    );
    expect(rows.map((row) => row.status)).toEqual(['undecodable', 'unexpected_port']);
    expect(rows.every((row) => row.reason.length > 5)).toBe(true);
    expect(await readingCount(id)).toBe(0);
  });

  it('flags a probe pulled out of the soil instead of reading 0 %', async () => {
    const id = await createDevice('eui-00000000000000a9', 'LSE01', false);
    const out = Buffer.from(lse01(0));
    out.writeUInt8(0x00, 10); // sensor not detected
    await send(
      body({ deviceId: 'eui-00000000000000a9', fCnt: 1, frmPayload: Uint8Array.from(out) }),
    );
    const [device] = await server.sql<{
      water: number | null;
      probe_detected: boolean;
      indicator_colour: string;
    }>('select water, probe_detected, indicator_colour from app_public.devices where id = $1', [
      id,
    ]);
    expect(device).toEqual({ water: null, probe_detected: false, indicator_colour: 'GREY' });
  });

  it('notes where TTS’s decoded_payload disagrees, and keeps its own decoding', async () => {
    const id = await createDevice('eui-00000000000000b9', 'LSE01', false);
    await send(
      body({
        deviceId: 'eui-00000000000000b9',
        fCnt: 1,
        frmPayload: lse01(33),
        decodedPayload: { water_SOIL: '12.00', temp_SOIL: '20.00', BatV: 3.6 },
      }),
    );
    const [reading] = await server.sql<{ water: number; disagreement: string }>(
      `select water, data->>'disagreement' as disagreement from app_public.sensor_data where device_id = $1`,
      [id],
    );
    expect(reading!.water).toBe(33);
    expect(reading!.disagreement).toMatch(/water/i);
  });
});

// Demo devices (issue 11, "Demo data"): a fresh demo database has an LSE01, an LSPH01 and a
// The Things Uno owned by the demo steward, linked to seeded things, with 30 days of history
// that tells a story (drying, watering, a probe pulled out, a battery running down), and the
// device and thing show the newest reading. The simulator's encoders are the decoders'
// inverse, and `pnpm simulate --once` stores one reading per demo device through the real
// webhook.
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { batteryMonthsLeft, indicatorColourFor } from '@bloomkeep/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEMO_DEVICE_OWNER,
  DEMO_DEVICES,
  DEMO_HISTORY_READINGS,
  demoSeries,
  lse01Waterings,
  slotAt,
} from '../src/db/demoDevices.ts';
import { encodeLse01, encodeLsph01, encodeTheThingsUno } from '../src/devices/encoders.ts';
import { DEMO_THINGS, seedDemoData } from '../src/db/seed.ts';
import { decodeLse01, decodeLsph01, decodeTheThingsUno } from '../src/devices/decoders/index.ts';
import { TEST_TTN_WEBHOOK_SECRET, startTestServer, type TestServer } from './helpers.ts';

const REPO_ROOT = path.resolve(import.meta.dirname, '../../..');
const hex = (text: string) => Uint8Array.from(Buffer.from(text.replace(/\s/g, ''), 'hex'));
const toHex = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex');

interface Row {
  created_at: Date;
  water: number | null;
  temperature: number | null;
  conductivity: number | null;
  ph: number | null;
  battery: number | null;
  led_state: boolean | null;
  probe_detected: boolean;
}

let server: TestServer;
let seededAt = 0;
const ids = new Map<string, string>();

const history = (deviceId: string) =>
  server.sql<Row>(
    `select s.created_at, s.water, s.temperature, s.conductivity, s.ph, s.battery, s.led_state,
       s.probe_detected
     from app_public.sensor_data s join app_public.devices d on d.id = s.device_id
     where d.device_id = $1 order by s.created_at`,
    [deviceId],
  );

beforeAll(async () => {
  server = await startTestServer();
  seededAt = Date.now();
  // Some activity, so the moisture probe's waterings have actions to match.
  expect(await seedDemoData(server.db.ownerUrl, { activity: 1500 })).toEqual({ seeded: true });
});

afterAll(async () => {
  await server?.close();
});

describe('the seeded demo devices', () => {
  it('are one of each model, public, owned by the demo steward, on his things', async () => {
    const rows = await server.sql<{
      id: string;
      device_id: string;
      model: string;
      is_public: boolean;
      owner: string;
      thing: string;
      thing_owner: string;
    }>(
      `select d.id, d.device_id, d.model::text, d.is_public, u.username as owner, t.name as thing,
         (select tu.username from app_public.thing_accesses ta
            join app_public.users tu on tu.id = ta.user_id
          where ta.thing_id = t.id and ta.is_owner) as thing_owner
       from app_public.devices d
       join app_public.device_accesses a on a.device_id = d.id and a.is_owner
       join app_public.users u on u.id = a.user_id
       join app_public.things t on t.id = d.thing_id
       order by d.model`,
    );
    expect(rows.map(({ id: _id, ...row }) => row)).toEqual([
      {
        device_id: DEMO_DEVICES[0]!.deviceId,
        model: 'LSE01',
        is_public: true,
        owner: DEMO_DEVICE_OWNER,
        thing: 'Castle Street bee cafe',
        thing_owner: DEMO_DEVICE_OWNER,
      },
      {
        device_id: DEMO_DEVICES[1]!.deviceId,
        model: 'LSPH01',
        is_public: true,
        owner: DEMO_DEVICE_OWNER,
        thing: 'Baltic Wharf bee cafe',
        thing_owner: DEMO_DEVICE_OWNER,
      },
      {
        device_id: DEMO_DEVICES[2]!.deviceId,
        model: 'THE_THINGS_UNO',
        is_public: true,
        owner: DEMO_DEVICE_OWNER,
        thing: 'Ticklemore Street herb planter',
        thing_owner: DEMO_DEVICE_OWNER,
      },
    ]);
    for (const row of rows) ids.set(row.device_id, row.id);
    expect(DEMO_THINGS.map((thing) => thing.name)).toEqual(
      expect.arrayContaining(rows.map((row) => row.thing)),
    );
  });

  it('have 30 days of readings every 20 minutes, up to now', async () => {
    for (const device of DEMO_DEVICES) {
      const rows = await history(device.deviceId);
      expect(rows).toHaveLength(DEMO_HISTORY_READINGS);
      expect(DEMO_HISTORY_READINGS).toBe(2160);
      const first = +rows[0]!.created_at;
      const last = +rows.at(-1)!.created_at;
      expect(seededAt - last).toBeLessThan(20 * 60_000);
      expect(last).toBeLessThanOrEqual(Date.now());
      expect((last - first) / 86_400_000).toBeCloseTo(30 - 1 / 72, 5);
      const gaps = new Set(rows.slice(1).map((row, i) => +row.created_at - +rows[i]!.created_at));
      expect([...gaps]).toEqual([20 * 60_000]);
    }
  });

  it('show the bed drying, faster in the afternoon, and jumping when watered', async () => {
    const rows = (await history(DEMO_DEVICES[0]!.deviceId)).filter((row) => row.probe_detected);
    let jumps = 0;
    let drying = 0;
    // Drying summed over four afternoon hours and four night hours (noise cancels out).
    let afternoon = 0;
    let night = 0;
    for (let i = 1; i < rows.length; i++) {
      const step = rows[i]!.water! - rows[i - 1]!.water!;
      if (step > 8) jumps++;
      if (step < 0) drying++;
      if (Math.abs(step) > 1) continue; // watering and drainage
      const hour = rows[i]!.created_at.getUTCHours();
      if (hour >= 13 && hour < 17) afternoon += step;
      if (hour >= 1 && hour < 5) night += step;
    }
    // Watered every 3 to 5 days: 6 to 10 times in 30 days; otherwise it dries.
    expect(jumps).toBeGreaterThanOrEqual(5);
    expect(jumps).toBeLessThanOrEqual(11);
    expect(drying / rows.length).toBeGreaterThan(0.6);
    expect(afternoon).toBeLessThan(night * 2);
    const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;
    const waters = rows.map((row) => row.water!);
    expect(Math.min(...waters)).toBeGreaterThan(5);
    expect(Math.max(...waters)).toBeLessThan(60);
    // EC tracks moisture; soil temperature follows the day (warmer afternoons than nights).
    const correlation = pearson(
      waters,
      rows.map((row) => row.conductivity!),
    );
    expect(correlation).toBeGreaterThan(0.9);
    const temperatureAt = (from: number, to: number) =>
      mean(
        rows
          .filter(
            (row) => row.created_at.getUTCHours() >= from && row.created_at.getUTCHours() < to,
          )
          .map((row) => row.temperature!),
      );
    expect(temperatureAt(14, 17) - temperatureAt(3, 6)).toBeGreaterThan(3);
  });

  it('have the waterings recorded as actions on the bed, at the jumps', async () => {
    const from = seededAt - 30 * 86_400_000;
    const waterings = lse01Waterings(from, seededAt);
    const actions = await server.sql<{ created_at: Date }>(
      `select a.created_at from app_public.actions a join app_public.things t on t.id = a.thing_id
       where t.name = 'Castle Street bee cafe' and a.type = 'WATERING' and a.created_at >= $1
       order by a.created_at`,
      [new Date(from)],
    );
    expect(actions.length).toBeGreaterThan(0);
    for (const action of actions) {
      expect(
        waterings.some((time) => Math.abs(time - 10 * 60_000 - +action.created_at) < 1000),
      ).toBe(true);
    }
    // The activity's size is unchanged: 1500 actions besides the CREATED ones.
    const [count] = await server.sql<{ n: number }>(
      `select count(*)::int as n from app_public.actions where type <> 'CREATED'`,
    );
    expect(count!.n).toBe(1500);
  });

  it('include one probe-out episode of a few hours, flagged and without readings', async () => {
    const rows = await history(DEMO_DEVICES[0]!.deviceId);
    const out = rows.flatMap((row, i) => (row.probe_detected ? [] : [i]));
    expect(out.length).toBeGreaterThanOrEqual(6);
    expect(out.length).toBeLessThanOrEqual(18);
    // One episode: consecutive readings.
    expect(out.at(-1)! - out[0]!).toBe(out.length - 1);
    for (const i of out) {
      expect(rows[i]).toMatchObject({ water: null, temperature: null, conductivity: null });
      expect(rows[i]!.battery).toBeGreaterThan(3);
    }
    expect(rows[out[0]! - 1]!.water).not.toBeNull();
    expect(rows[out.at(-1)! + 1]!.water).not.toBeNull();
  });

  it('have batteries running down slowly, with months left on the trend', async () => {
    for (const device of DEMO_DEVICES.slice(0, 2)) {
      const rows = await history(device.deviceId);
      const months = batteryMonthsLeft(
        rows.map((row) => ({ time: row.created_at, volts: row.battery! })),
      );
      expect(months).toBeGreaterThan(1);
      expect(months).toBeLessThan(12);
      expect(rows.at(-1)!.battery!).toBeGreaterThan(3.3);
    }
  });

  it('keep pH near 6.2 and toggle the Uno on its watering runs', async () => {
    const ph = (await history(DEMO_DEVICES[1]!.deviceId)).map((row) => row.ph!);
    expect(Math.min(...ph)).toBeGreaterThan(5.9);
    expect(Math.max(...ph)).toBeLessThan(6.5);
    const uno = await history(DEMO_DEVICES[2]!.deviceId);
    const switches = uno.slice(1).filter((row, i) => row.led_state !== uno[i]!.led_state).length;
    expect(switches).toBeGreaterThanOrEqual(20);
    expect(uno.filter((row) => row.led_state).length).toBeLessThan(uno.length / 10);
  });

  it('show the newest reading on the device and on its thing, colour included', async () => {
    for (const device of DEMO_DEVICES) {
      const last = (await history(device.deviceId)).at(-1)!;
      const [row] = await server.sql<{
        water: number | null;
        temperature: number | null;
        conductivity: number | null;
        ph: number | null;
        battery: number | null;
        led_state: boolean | null;
        last_sensor_data: Date;
        t_water: number | null;
        t_temperature: number | null;
        t_conductivity: number | null;
        t_ph: number | null;
        t_led_state: boolean | null;
        t_last_sensor_data: Date;
        t_colour: string;
      }>(
        `select d.water, d.temperature, d.conductivity, d.ph, d.battery, d.led_state,
           d.last_sensor_data, t.water as t_water, t.temperature as t_temperature,
           t.conductivity as t_conductivity, t.ph as t_ph, t.led_state as t_led_state,
           t.last_sensor_data as t_last_sensor_data, t.indicator_colour::text as t_colour
         from app_public.devices d join app_public.things t on t.id = d.thing_id
         where d.device_id = $1`,
        [device.deviceId],
      );
      expect(+row!.last_sensor_data).toBe(+last.created_at);
      expect(+row!.t_last_sensor_data).toBe(+last.created_at);
      if (device.model === 'LSE01') {
        expect(row).toMatchObject({
          water: last.water,
          temperature: last.temperature,
          conductivity: last.conductivity,
          battery: last.battery,
          t_water: last.water,
          t_temperature: last.temperature,
          t_conductivity: last.conductivity,
        });
        expect(row!.t_colour).toBe(indicatorColourFor('WATER', { water: last.water }));
      } else if (device.model === 'LSPH01') {
        expect(row).toMatchObject({
          ph: last.ph,
          temperature: last.temperature,
          battery: last.battery,
          t_ph: last.ph,
          t_temperature: last.temperature,
        });
      } else {
        expect(row).toMatchObject({ led_state: last.led_state, t_led_state: last.led_state });
      }
    }
  });
});

describe('the demo world', () => {
  it('is deterministic, and a later range continues an earlier one exactly', () => {
    for (const device of DEMO_DEVICES) {
      const end = Date.UTC(2026, 5, 1, 12);
      const last = slotAt(device, end);
      const whole = demoSeries(device, last - 200, last, { end });
      const again = demoSeries(device, last - 200, last, { end });
      const tail = demoSeries(device, last - 50, last, { end, firstFCnt: 151 });
      expect(again.map((s) => toHex(s.frmPayload))).toEqual(whole.map((s) => toHex(s.frmPayload)));
      expect(tail.map((s) => toHex(s.frmPayload))).toEqual(
        whole.slice(150).map((s) => toHex(s.frmPayload)),
      );
    }
  });
});

describe('uplink encoders', () => {
  it('round-trip LSE01 readings through the decoder, boundaries and negatives included', () => {
    for (const uplink of [
      { battery: 3.6, probeDetected: true, water: 45.67, temperature: 20.5, conductivity: 512 },
      { battery: 3.05, probeDetected: true, water: 0, temperature: -1, conductivity: 0 },
      { battery: 16.383, probeDetected: true, water: 100, temperature: -40, conductivity: 20000 },
      { battery: 3.3, probeDetected: true, water: 12.34, temperature: 85, conductivity: 1 },
      {
        battery: 3.42,
        externalTemperature: -12.5,
        probeDetected: true,
        water: 1,
        temperature: 0.01,
        conductivity: 7,
      },
    ]) {
      const result = decodeLse01(encodeLse01(uplink));
      expect(result).toMatchObject({
        ok: true,
        notes: [],
        readings: {
          battery: uplink.battery,
          externalTemperature: uplink.externalTemperature ?? 0,
          probeDetected: true,
          mode: 'normal',
          interrupt: false,
          water: uplink.water,
          temperature: uplink.temperature,
          conductivity: uplink.conductivity,
        },
      });
    }
    // The probe out of the soil: flagged, no readings.
    expect(decodeLse01(encodeLse01({ battery: 3.4, probeDetected: false }))).toMatchObject({
      ok: true,
      readings: { probeDetected: false, water: null, temperature: null, conductivity: null },
    });
    // Bytes -1.00 °C as two's complement, flags with the sensor bit.
    expect(
      toHex(
        encodeLse01({
          battery: 3.6,
          probeDetected: true,
          water: 20,
          temperature: -1,
          conductivity: 500,
        }),
      ),
    ).toBe('0e10000007d0ff9c01f410');
    expect(() =>
      encodeLse01({
        battery: 3.6,
        probeDetected: true,
        water: 700,
        temperature: 0,
        conductivity: 0,
      }),
    ).toThrow(RangeError);
  });

  it('round-trip LSPH01 readings, re-encoding the documented example byte for byte', () => {
    const example = hex('0D23 0000 0254 00F9 0000 01');
    const decoded = decodeLsph01(example);
    expect(decoded).toMatchObject({
      ok: true,
      readings: { battery: 3.363, ph: 5.96, temperature: 24.9 },
    });
    if (!decoded.ok) throw new Error('example does not decode');
    const r = decoded.readings;
    expect(
      toHex(encodeLsph01({ battery: r.battery!, ph: r.ph!, temperature: r.temperature! })),
    ).toBe(toHex(example));
    for (const uplink of [
      { battery: 3.6, ph: 14, temperature: -10 },
      { battery: 3.2, ph: 0, temperature: 85 },
      { battery: 3.5, ph: 6.21, temperature: -40, externalTemperature: 21.3 },
    ]) {
      expect(decodeLsph01(encodeLsph01(uplink))).toMatchObject({
        ok: true,
        notes: [],
        readings: {
          battery: uplink.battery,
          ph: uplink.ph,
          temperature: uplink.temperature,
          externalTemperature: uplink.externalTemperature ?? 0,
        },
      });
    }
  });

  it('round-trip the Uno state', () => {
    for (const ledState of [true, false]) {
      expect(decodeTheThingsUno(encodeTheThingsUno({ ledState }))).toEqual({
        ok: true,
        readings: { ledState },
        notes: [],
      });
    }
  });
});

describe('pnpm simulate --once', () => {
  it('stores one new reading per demo device through the real webhook', async () => {
    const before = new Map<string, Row>();
    for (const device of DEMO_DEVICES)
      before.set(device.deviceId, (await history(device.deviceId)).at(-1)!);
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', 'scripts/simulate.mts', server.url, '--once'],
      {
        cwd: REPO_ROOT,
        env: { ...process.env, TTN_WEBHOOK_SECRET: TEST_TTN_WEBHOOK_SECRET },
        timeout: 60_000,
      },
    );
    expect(stdout).toContain('Sent 3 uplinks.');
    for (const device of DEMO_DEVICES) {
      const rows = await history(device.deviceId);
      expect(rows).toHaveLength(DEMO_HISTORY_READINGS + 1);
      const newest = rows.at(-1)!;
      expect(+newest.created_at).toBeGreaterThan(+before.get(device.deviceId)!.created_at);
      expect(stdout).toContain(device.name);
      const [stored] = await server.sql<{ status: string; f_cnt: string; readings: number }>(
        `select u.status, u.f_cnt::text,
           (select count(*)::int from app_public.sensor_data s where s.id = u.sensor_data_id) as readings
         from app_private.uplinks u where u.tts_device_id = $1`,
        [device.deviceId],
      );
      expect(stored).toEqual({ status: 'stored', f_cnt: '1', readings: 1 });
      // The series continues: the device now shows the simulated reading.
      const [shown] = await server.sql<{ last_sensor_data: Date }>(
        'select last_sensor_data from app_public.devices where device_id = $1',
        [device.deviceId],
      );
      expect(+shown!.last_sensor_data).toBe(+newest.created_at);
    }
    const bed = (await history(DEMO_DEVICES[0]!.deviceId)).slice(-2);
    // One 20-minute step further: a small change, no jump back to an unrelated value.
    expect(Math.abs(bed[1]!.water! - bed[0]!.water!)).toBeLessThan(25);
  });
});

function pearson(xs: number[], ys: number[]): number {
  const n = xs.length;
  const mx = xs.reduce((a, b) => a + b, 0) / n;
  const my = ys.reduce((a, b) => a + b, 0) / n;
  let sxy = 0;
  let sxx = 0;
  let syy = 0;
  for (let i = 0; i < n; i++) {
    sxy += (xs[i]! - mx) * (ys[i]! - my);
    sxx += (xs[i]! - mx) ** 2;
    syy += (ys[i]! - my) ** 2;
  }
  return sxy / Math.sqrt(sxx * syy);
}

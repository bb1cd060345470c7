// Demo devices (issue 11, "Demo data"): one soil sensor or pump controller of each model,
// owned by the demo steward and linked to seeded things, with 30 days of history that
// `pnpm simulate` (scripts/simulate.mts) continues through the real webhook.
//
// The readings come from a small deterministic "world": soil temperature follows the day and a
// few days' weather, the bed dries faster on warm afternoons and is watered every 3 to 5 days,
// pH drifts slowly, the pump runs on most mornings. Its randomness is hashed from the time
// slot, so the same moment always gives the same reading (stable screenshots), and the
// simulator continues exactly the world the seed drew. Only the battery (which declines from
// the moment the history ends) and the probe-out episode are placed relative to that moment.
//
// Every stored value goes through the real encoders and decoders, so the history holds exactly
// what ingestion would have stored for those uplinks.
import type pg from 'pg';
import {
  decodeLse01,
  decodeLsph01,
  decodeTheThingsUno,
  UPLINK_FPORT,
  type DecodeResult,
  type Readings,
} from '../devices/decoders/index.ts';
import { encodeLse01, encodeLsph01, encodeTheThingsUno } from '../devices/encoders.ts';

type Model = 'LSE01' | 'LSPH01' | 'THE_THINGS_UNO';

export interface DemoDevice {
  /** The TTS end device id (eui-…), as its uplinks name it. */
  deviceId: string;
  /** 16 hex digits. */
  devEui: string;
  name: string;
  model: Model;
  /** The seeded thing (by name, from DEMO_THINGS) it is linked to. */
  thing: string;
  /** Minutes past each 20-minute slot when it sends (devices do not all send at once). */
  offsetMinutes: number;
  /** Signal at the Civic Hall gateway. */
  rssi: number;
  snr: number;
  /** Battery when the seeded history ends, V, and how fast it falls, V a day. */
  batteryAtEnd: number;
  batteryPerDay: number;
}

/** Owned by the demo steward; all public. */
export const DEMO_DEVICE_OWNER = 'stewardsam';

export const DEMO_DEVICES: readonly DemoDevice[] = [
  {
    deviceId: 'eui-a8404151e1c2b301',
    devEui: 'A8404151E1C2B301',
    name: 'Castle Street bed moisture probe',
    model: 'LSE01',
    thing: 'Castle Street bee cafe',
    offsetMinutes: 3,
    rssi: -91,
    snr: 6.5,
    // About 2 months until 3.3 V at 2 mV a day.
    batteryAtEnd: 3.42,
    batteryPerDay: 0.002,
  },
  {
    deviceId: 'eui-a84041b2d3f4a502',
    devEui: 'A84041B2D3F4A502',
    name: 'Baltic Wharf border pH probe',
    model: 'LSPH01',
    thing: 'Baltic Wharf bee cafe',
    offsetMinutes: 9,
    rssi: -104,
    snr: 2.5,
    batteryAtEnd: 3.53,
    batteryPerDay: 0.0012,
  },
  {
    deviceId: 'eui-0004a30b001c0530',
    devEui: '0004A30B001C0530',
    name: 'Ticklemore herb planter pump',
    model: 'THE_THINGS_UNO',
    thing: 'Ticklemore Street herb planter',
    offsetMinutes: 15,
    rssi: -78,
    snr: 9,
    // Mains powered: the Uno reports no battery.
    batteryAtEnd: 0,
    batteryPerDay: 0,
  },
];

/** The gateway every demo uplink is heard by. */
export const DEMO_GATEWAY = 'gtw-totnes-civic-hall';
/** The TTS application the demo devices belong to. */
export const DEMO_APPLICATION_ID = 'bloomkeep-demo';

export const SLOT_MINUTES = 20;
const SLOT_MS = SLOT_MINUTES * 60_000;
const DAY_MS = 86_400_000;
/** Days of seeded history. */
export const DEMO_HISTORY_DAYS = 30;
/** Readings per device in the seeded history (every 20 minutes for 30 days). */
export const DEMO_HISTORY_READINGS = (DEMO_HISTORY_DAYS * DAY_MS) / SLOT_MS;

// ---------------------------------------------------------------------------------------------
// The demo world

/** Deterministic noise in [0, 1) for a slot and a stream (an integer hash). */
function noise(slot: number, stream: number): number {
  let t = (Math.imul(slot | 0, 0x9e3779b1) ^ Math.imul(stream + 1, 0x85ebca6b)) >>> 0;
  t = Math.imul(t ^ (t >>> 16), 0x7feb352d);
  t = Math.imul(t ^ (t >>> 15), 0x846ca68b);
  return ((t ^ (t >>> 16)) >>> 0) / 4294967296;
}

/** Smooth noise in [-1, 1] over days (weather), interpolated between daily values. */
function smooth(days: number, stream: number): number {
  const day = Math.floor(days);
  const f = days - day;
  const blend = f * f * (3 - 2 * f);
  const a = noise(day, stream) * 2 - 1;
  const b = noise(day + 1, stream) * 2 - 1;
  return a + (b - a) * blend;
}

/** Hours since midnight, Totnes solar time (about UTC − 15 min). */
function solarHour(time: number): number {
  const hours = (time / 3_600_000 - 0.25) % 24;
  return hours < 0 ? hours + 24 : hours;
}

/** Soil temperature, °C: a daily cycle peaking mid-afternoon, on a few days' weather. */
function soilTemperature(time: number, slot: number, stream: number): number {
  const days = time / DAY_MS;
  const weather = 14 + 3.5 * smooth(days / 3, stream) + 1.5 * smooth(days, stream + 1);
  const daily = 3 * Math.cos((2 * Math.PI * (solarHour(time) - 15.5)) / 24);
  return weather + daily + (noise(slot, stream + 2) - 0.5) * 0.3;
}

/** Waterings of the LSE01's bed: every 3 to 5 days, morning or evening. */
export function lse01Waterings(from: number, to: number): number[] {
  // A fixed anchor, so the schedule is the same for the seed and the simulator.
  const anchor = Date.UTC(2024, 0, 1);
  const events: number[] = [];
  let day = 0;
  for (let n = 0; ; n++) {
    day += 3 + Math.floor(noise(n, 101) * 3);
    const morning = noise(n, 102) < 0.6;
    const hour = morning ? 7 + noise(n, 103) * 2 : 18 + noise(n, 103) * 2;
    const time = anchor + day * DAY_MS + Math.round(hour * 60) * 60_000;
    if (time > to) break;
    if (time >= from) events.push(time);
  }
  return events;
}

/** Whether the Uno's pump runs in this slot: most mornings, 20 to 60 minutes from about 6:00. */
function unoRunning(time: number): boolean {
  const day = Math.floor(time / DAY_MS);
  if (noise(day, 201) < 0.3) return false; // rain, or no need
  const start = day * DAY_MS + (6 * 60 + Math.floor(noise(day, 202) * 40)) * 60_000;
  const slots = 1 + Math.floor(noise(day, 203) * 3);
  return time >= start && time < start + slots * SLOT_MS;
}

export interface DemoSample {
  time: Date;
  fCnt: number;
  frmPayload: Uint8Array;
  fPort: number;
  rssi: number;
  snr: number;
  /** What the decoder makes of it (always ok for the demo). */
  decoded: Extract<DecodeResult, { ok: true }>;
}

export interface SeriesOptions {
  /** When the seeded history ends: the battery declines towards its value here. */
  end: number;
  /** Probe-out episodes (LSE01): [from, to) in ms. */
  probeOut?: ReadonlyArray<readonly [number, number]>;
  /** f_cnt of the first sample. */
  firstFCnt?: number;
}

/** The time of the slot `slot` for a device (multiples of 20 min, plus its offset). */
export function slotTime(device: DemoDevice, slot: number): number {
  return slot * SLOT_MS + device.offsetMinutes * 60_000;
}

/** The device's last slot at or before `time`. */
export function slotAt(device: DemoDevice, time: number): number {
  return Math.floor((time - device.offsetMinutes * 60_000) / SLOT_MS);
}

/** Round to a fixed number of decimals (the payloads' resolution). */
const round = (value: number, decimals: number) => Number(value.toFixed(decimals));

/**
 * The device's uplinks for slots `fromSlot` … `toSlot` (inclusive), encoded and decoded.
 * Moisture is integrated from the last watering before the range, so any range of the same
 * world agrees with any other.
 */
export function demoSeries(
  device: DemoDevice,
  fromSlot: number,
  toSlot: number,
  options: SeriesOptions,
): DemoSample[] {
  const stream = device.model === 'LSE01' ? 10 : device.model === 'LSPH01' ? 20 : 30;
  const fromTime = slotTime(device, fromSlot);
  const toTime = slotTime(device, toSlot);
  const waterings =
    device.model === 'LSE01' ? lse01Waterings(fromTime - 10 * DAY_MS, toTime + 1) : [];
  // Moisture: integrate from the last watering at or before the range (or 10 days before it).
  let moisture = 30;
  let slot = fromSlot;
  let next = 0;
  if (device.model === 'LSE01') {
    const index = waterings.findLastIndex((time) => time <= fromTime);
    next = Math.max(0, index);
    slot = slotAt(device, index >= 0 ? waterings[index]! : fromTime - 10 * DAY_MS);
  }
  const samples: DemoSample[] = [];
  let fCnt = options.firstFCnt ?? 1;
  for (; slot <= toSlot; slot++) {
    const time = slotTime(device, slot);
    const temperature = soilTemperature(time, slot, stream);
    if (device.model === 'LSE01') {
      let watered = false;
      while (next < waterings.length && waterings[next]! <= time) {
        watered = true;
        next++;
      }
      if (watered) {
        moisture = Math.max(moisture, 46 + noise(slot, stream + 3) * 8);
      } else {
        // Drainage after watering, then drying: faster on warm afternoons, slower when dry.
        if (moisture > 38) moisture -= 0.08 * (moisture - 38);
        const hour = solarHour(time);
        const afternoon = hour > 10 && hour < 19 ? Math.sin((Math.PI * (hour - 10)) / 9) : 0;
        const warmth = Math.max(0, temperature - 10) / 6;
        const rate = 0.035 + 0.11 * afternoon * warmth;
        moisture -= rate * Math.min(1.2, moisture / 35);
        moisture = Math.max(6, moisture);
      }
    }
    if (slot < fromSlot) continue;
    const days = time / DAY_MS;
    const radio = {
      rssi: Math.round(device.rssi + (noise(slot, stream + 4) - 0.5) * 8),
      snr: round(device.snr + (noise(slot, stream + 5) - 0.5) * 3, 1),
    };
    const battery = round(
      device.batteryAtEnd +
        (device.batteryPerDay * (options.end - time)) / DAY_MS +
        // Cold nights sag the cell a little.
        (temperature < 11 ? -0.004 : 0) +
        (noise(slot, stream + 6) - 0.5) * 0.004,
      3,
    );
    let frmPayload: Uint8Array;
    let decoded: DecodeResult;
    if (device.model === 'LSE01') {
      const probeOut = options.probeOut?.some(([a, b]) => time >= a && time < b) ?? false;
      const water = moisture + (noise(slot, stream + 7) - 0.5) * 0.3;
      frmPayload = encodeLse01({
        battery,
        probeDetected: !probeOut,
        water: round(water, 2),
        temperature: round(temperature, 2),
        // EC follows moisture: more water carries more of the soil's salts.
        conductivity: Math.round(90 + 10.5 * water + (noise(slot, stream + 8) - 0.5) * 20),
      });
      decoded = decodeLse01(frmPayload);
    } else if (device.model === 'LSPH01') {
      const ph = 6.2 + 0.12 * smooth(days / 6, stream + 9) + 0.04 * smooth(days, stream + 10);
      frmPayload = encodeLsph01({
        battery,
        ph: round(ph + (noise(slot, stream + 11) - 0.5) * 0.03, 2),
        temperature: round(temperature, 1),
      });
      decoded = decodeLsph01(frmPayload);
    } else {
      frmPayload = encodeTheThingsUno({ ledState: unoRunning(time) });
      decoded = decodeTheThingsUno(frmPayload);
    }
    if (!decoded.ok) throw new Error(`demo uplink does not decode: ${decoded.reason}`);
    samples.push({
      time: new Date(time),
      fCnt: fCnt++,
      frmPayload,
      fPort: UPLINK_FPORT[device.model],
      decoded,
      ...radio,
    });
  }
  return samples;
}

/** The `data` ingestion stores beside a reading (http/ttnUplink.ts), notes included. */
export function sampleData(sample: DemoSample): Record<string, unknown> {
  return {
    payload: Buffer.from(sample.frmPayload).toString('hex'),
    fPort: sample.fPort,
    fCnt: sample.fCnt,
    rssi: sample.rssi,
    snr: sample.snr,
    gateways: [{ id: DEMO_GATEWAY, rssi: sample.rssi, snr: sample.snr }],
    ...(sample.decoded.notes.length ? { notes: sample.decoded.notes } : {}),
  };
}

// ---------------------------------------------------------------------------------------------
// Seeding

const WATERING_COMMENTS = [
  'Two cans on the roots before the heat.',
  'Watered from the butt; soil was dusty.',
  'Gave it a long soak, the top inch was dry.',
];

const UPKEEP_COMMENTS = [
  'Deadheaded and cut back the lavender.',
  'Weeded around the edges and tidied the mulch.',
  'Topped up the mulch around the catmint.',
];

/**
 * Insert the demo devices with their history (one bulk INSERT), then apply each device's last
 * reading as ingestion does (app_private.apply_reading), so the device and its thing show it.
 * Runs inside seedDemoData's transaction, as the owner.
 */
export async function seedDemoDevices(
  client: pg.Client,
  ownerId: string,
  thingIds: ReadonlyMap<string, string>,
  now: number = Date.now(),
): Promise<void> {
  const rows = {
    device: [] as string[],
    at: [] as string[],
    water: [] as (number | null)[],
    temperature: [] as (number | null)[],
    conductivity: [] as (number | null)[],
    ph: [] as (number | null)[],
    battery: [] as (number | null)[],
    led: [] as (boolean | null)[],
    probe: [] as boolean[],
    rssi: [] as number[],
    snr: [] as number[],
    data: [] as string[],
  };
  const lasts: Array<{ id: string; sample: DemoSample }> = [];
  for (const device of DEMO_DEVICES) {
    const thingId = thingIds.get(device.thing);
    if (!thingId) throw new Error(`demo thing ${device.thing} is missing`);
    const { rows: inserted } = await client.query<{ id: string }>(
      `insert into app_public.devices (device_id, name, model, is_public, location, thing_id, created_at)
       select $1, $2, $3, true, point(t.location[0] + 0.00004, t.location[1] - 0.00003), t.id,
         now() - make_interval(days => $5)
       from app_public.things t where t.id = $4
       returning id`,
      [device.deviceId, device.name, device.model, thingId, DEMO_HISTORY_DAYS + 12],
    );
    const id = inserted[0]!.id;
    await client.query(
      'insert into app_public.device_accesses (device_id, user_id, is_owner) values ($1, $2, true)',
      [id, ownerId],
    );
    const last = slotAt(device, now);
    const first = last - DEMO_HISTORY_READINGS + 1;
    // One probe-out episode of four hours, nine days ago, late morning.
    const day = Math.floor((now - 9 * DAY_MS) / DAY_MS) * DAY_MS;
    const probeOut = [[day + 10.5 * 3_600_000, day + 14.5 * 3_600_000] as const];
    const samples = demoSeries(device, first, last, { end: now, probeOut, firstFCnt: 1 });
    for (const sample of samples.slice(0, -1)) {
      const readings: Readings = sample.decoded.readings;
      rows.device.push(id);
      rows.at.push(sample.time.toISOString());
      rows.water.push(readings.water ?? null);
      rows.temperature.push(readings.temperature ?? null);
      rows.conductivity.push(readings.conductivity ?? null);
      rows.ph.push(readings.ph ?? null);
      rows.battery.push(readings.battery ?? null);
      rows.led.push(readings.ledState ?? null);
      rows.probe.push(readings.probeDetected ?? true);
      rows.rssi.push(sample.rssi);
      rows.snr.push(sample.snr);
      rows.data.push(JSON.stringify(sampleData(sample)));
    }
    lasts.push({ id, sample: samples[samples.length - 1]! });
  }
  await client.query(
    `insert into app_public.sensor_data (device_id, created_at, water, temperature, conductivity,
       ph, battery, led_state, probe_detected, rssi, snr, data)
     select * from unnest($1::uuid[], $2::timestamptz[], $3::float8[], $4::float8[], $5::float8[],
       $6::float8[], $7::float8[], $8::boolean[], $9::boolean[], $10::float8[], $11::float8[],
       $12::jsonb[])`,
    [
      rows.device,
      rows.at,
      rows.water,
      rows.temperature,
      rows.conductivity,
      rows.ph,
      rows.battery,
      rows.led,
      rows.probe,
      rows.rssi,
      rows.snr,
      rows.data,
    ],
  );
  // The newest reading takes the ingestion path: latest values, the thing's readings and colour.
  for (const { id, sample } of lasts) {
    await client.query(
      `select app_private.apply_reading(d, $2, $3::jsonb, $4::jsonb)
       from app_public.devices d where d.id = $1`,
      [
        id,
        sample.time,
        JSON.stringify(sample.decoded.readings),
        JSON.stringify(sampleData(sample)),
      ],
    );
  }
  await alignWaterings(client, thingIds.get(DEMO_DEVICES[0]!.thing)!, now);
}

/**
 * Let the seeded activity tell the same story as the chart: on the moisture probe's thing, the
 * recorded actions of the last 30 days nearest each watering become that watering (at its
 * time), and other waterings there become upkeep. The number of actions does not change, and
 * a database seeded without activity has none to align.
 */
async function alignWaterings(client: pg.Client, thingId: string, now: number): Promise<void> {
  const from = now - DEMO_HISTORY_DAYS * DAY_MS;
  const { rows: actions } = await client.query<{ id: string; at: Date; type: string }>(
    `select id, created_at as at, type::text from app_public.actions
     where thing_id = $1 and type <> 'CREATED' and created_at >= $2 and created_at <= $3
     order by created_at`,
    [thingId, new Date(from), new Date(now)],
  );
  if (actions.length === 0) return;
  const unused = new Set(actions.map((action) => action.id));
  const waterings = lse01Waterings(from, now);
  for (const [n, time] of waterings.entries()) {
    let best: (typeof actions)[number] | undefined;
    for (const action of actions) {
      if (!unused.has(action.id)) continue;
      if (!best || Math.abs(+action.at - time) < Math.abs(+best.at - time)) best = action;
    }
    if (!best) break;
    unused.delete(best.id);
    await client.query(
      `update app_public.actions set type = 'WATERING', created_at = $2,
         comments = case when type = 'WATERING' then comments else $3 end
       where id = $1`,
      [best.id, new Date(time - 10 * 60_000), WATERING_COMMENTS[n % WATERING_COMMENTS.length]],
    );
  }
  await client.query(
    `update app_public.actions a set type = 'UPKEEP', comments = ($2::text[])[1 + n.i % 3]
     from (select id, row_number() over (order by created_at)::int as i
           from app_public.actions where id = any ($1::uuid[]) and type = 'WATERING') n
     where a.id = n.id`,
    [[...unused], UPKEEP_COMMENTS],
  );
  await client.query(
    `update app_public.things t set last_action =
       (select max(a.created_at) from app_public.actions a where a.thing_id = t.id)
     where t.id = $1`,
    [thingId],
  );
}

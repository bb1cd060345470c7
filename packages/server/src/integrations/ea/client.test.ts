// The EA client against the local fake over real HTTP: finding gauges near a
// garden, reading their rainfall with each query window, and how each failure is
// reported so callers can fall back to cached data.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEaClient, type EaClient } from './client.ts';
import { demoRainfall, startEaFake, type EaFake } from './fake.ts';
import type { RainfallReading } from './wire.ts';

const NOW = new Date('2024-03-23T12:00:00Z');
const TOTNES = { latitude: 50.43, longitude: -3.68 };
const MEASURE = '50108-rainfall-tipping_bucket_raingauge-t-15_min-mm';

let ea: EaFake;
let client: EaClient;
beforeAll(async () => {
  ea = await startEaFake({ now: NOW });
  client = createEaClient({ rootUrl: ea.url });
});
afterAll(async () => {
  await ea?.close();
});

const times = (outcome: { status: string; value?: RainfallReading[] }) =>
  (outcome.value ?? []).map((reading) => reading.at);

async function readings(query: Parameters<EaClient['readings']>[1]): Promise<RainfallReading[]> {
  const outcome = await client.readings({ measureId: MEASURE }, query);
  if (outcome.status !== 'ok') throw new Error(`expected ok, got ${JSON.stringify(outcome)}`);
  return outcome.value;
}

describe('stations and measures', () => {
  it('finds the rain gauges within 10 km of Totnes, and none near London', async () => {
    const near = await client.stationsNear({ ...TOTNES, distanceKm: 10 });
    expect(near.status).toBe('ok');
    if (near.status !== 'ok') return;
    expect(near.value.map((station) => station.reference).sort()).toEqual([
      '45117',
      '50108',
      '50119',
    ]);
    expect(ea.requests.at(-1)).toEqual({
      method: 'GET',
      path: '/id/stations',
      query: { parameter: 'rainfall', lat: '50.43', long: '-3.68', dist: '10' },
    });
    const wider = await client.stationsNear({ ...TOTNES, distanceKm: 15 });
    expect(wider.status === 'ok' && wider.value.length).toBe(4);
    const limited = await client.stationsNear({ ...TOTNES, distanceKm: 15, limit: 2 });
    expect(limited.status === 'ok' && limited.value.length).toBe(2);
    expect(
      await client.stationsNear({ latitude: 51.5074, longitude: -0.1278, distanceKm: 10 }),
    ).toEqual({ status: 'ok', value: [] });
  });

  it('reads one station, whose items is a single object', async () => {
    expect(await client.station('50108')).toEqual({
      status: 'ok',
      value: {
        id: '50108',
        reference: '50108',
        notation: '50108',
        latitude: 50.432,
        longitude: -3.686,
        easting: 280500,
        northing: 60400,
        status: 'active',
        measures: [
          { id: MEASURE, qualifier: 'Tipping Bucket Raingauge', periodSeconds: 900, unit: 'mm' },
        ],
        label: 'Totnes',
        town: 'Totnes',
        gridReference: 'SX8050060400',
      },
    });
  });

  it("reads a station's measures and filters the measures list", async () => {
    expect(await client.stationMeasures('50108')).toEqual({
      status: 'ok',
      value: [
        {
          id: MEASURE,
          stationReference: '50108',
          qualifier: 'Tipping Bucket Raingauge',
          periodSeconds: 900,
          unit: 'mm',
        },
      ],
    });
    const ids = async (filter: Parameters<EaClient['measures']>[0]) => {
      const outcome = await client.measures(filter);
      return outcome.status === 'ok' ? outcome.value.map((measure) => measure.id) : outcome;
    };
    expect(await ids({ stationReference: '50119' })).toEqual([
      '50119-rainfall-tipping_bucket_raingauge-t-15_min-mm',
    ]);
    expect(await ids({ station: '45117' })).toEqual([
      '45117-rainfall-tipping_bucket_raingauge-t-15_min-mm',
    ]);
    expect(await ids({ qualifier: 'Tipping Bucket Raingauge' })).toHaveLength(4);
    expect(await ids({ qualifier: 'Storage Gauge' })).toEqual([]);
    expect(ea.requests.at(-1)?.query).toEqual({
      parameter: 'rainfall',
      qualifier: 'Storage Gauge',
    });
  });
});

describe('readings', () => {
  it('latest: the newest reading of a measure, or of each measure of a station', async () => {
    expect(await readings({ latest: true })).toEqual([
      { measureId: MEASURE, at: '2024-03-23T12:00:00Z', mm: expect.any(Number) },
    ]);
    const station = await client.readings({ stationId: '50119' }, { latest: true });
    expect(station).toMatchObject({
      status: 'ok',
      value: [{ measureId: '50119-rainfall-tipping_bucket_raingauge-t-15_min-mm' }],
    });
    expect(ea.requests.at(-1)).toEqual({
      method: 'GET',
      path: '/id/stations/50119/readings',
      query: { parameter: 'rainfall', latest: '' },
    });
  });

  it('today, date and startdate/enddate select whole UTC days, oldest first', async () => {
    const today = await readings({ today: true });
    expect(today).toHaveLength(49); // 00:00 to 12:00 inclusive
    expect(today[0]?.at).toBe('2024-03-23T00:00:00Z');
    expect(today.at(-1)?.at).toBe('2024-03-23T12:00:00Z');

    const day = await readings({ date: '2024-03-01' });
    expect(day).toHaveLength(96);
    expect(day.every((reading) => reading.at.startsWith('2024-03-01'))).toBe(true);

    const range = await readings({ startDate: '2024-03-01', endDate: '2024-03-03' });
    expect(range).toHaveLength(3 * 96);
    expect([range[0]?.at, range.at(-1)?.at]).toEqual([
      '2024-03-01T00:00:00Z',
      '2024-03-03T23:45:00Z',
    ]);
  });

  it('since: only readings strictly after the time', async () => {
    expect(
      times({ status: 'ok', value: await readings({ since: '2024-03-23T11:00:00Z' }) }),
    ).toEqual([
      '2024-03-23T11:15:00Z',
      '2024-03-23T11:30:00Z',
      '2024-03-23T11:45:00Z',
      '2024-03-23T12:00:00Z',
    ]);
  });

  it('pages newest first with _sorted, _limit and _offset', async () => {
    const first = await readings({ today: true, sorted: true, limit: 3 });
    expect(first.map((reading) => reading.at)).toEqual([
      '2024-03-23T12:00:00Z',
      '2024-03-23T11:45:00Z',
      '2024-03-23T11:30:00Z',
    ]);
    const second = await readings({ today: true, sorted: true, limit: 3, offset: 3 });
    expect(second.map((reading) => reading.at)).toEqual([
      '2024-03-23T11:15:00Z',
      '2024-03-23T11:00:00Z',
      '2024-03-23T10:45:00Z',
    ]);
  });

  it('returns 500 readings unless told otherwise, and asks for at most 10000', async () => {
    const month = { startDate: '2024-02-01', endDate: '2024-03-31' } as const;
    expect(await readings(month)).toHaveLength(500);
    const all = await readings({ ...month, limit: 50_000 });
    expect(ea.requests.at(-1)?.query._limit).toBe('10000');
    expect(all).toHaveLength(30 * 96);
    // The API itself refuses more than 10000 with 400 (the fake does too).
    const tooMany = await fetch(`${ea.url}/id/measures/${MEASURE}/readings?latest&_limit=10001`);
    expect(tooMany.status).toBe(400);
    await tooMany.body?.cancel();
  });

  it('the demo readings are deterministic tipping-bucket totals: mostly dry, some showers', async () => {
    const all = await readings({ startDate: '2024-02-01', endDate: '2024-03-31', limit: 10_000 });
    const wet = all.filter((reading) => reading.mm > 0);
    expect(wet.length).toBeGreaterThan(0);
    expect(wet.length).toBeLessThan(all.length / 2);
    expect(all.every((reading) => Number.isInteger(Math.round(reading.mm * 5 * 1e6) / 1e6))).toBe(
      true,
    );
    expect(demoRainfall({ now: NOW, days: 30 })).toEqual(demoRainfall({ now: NOW, days: 30 }));
  });

  it('skips and counts readings whose value is not a number', async () => {
    const station = demoRainfall({ now: NOW, days: 0 }).stations[0]!;
    const odd = await startEaFake({
      now: NOW,
      stations: [station],
      readings: [
        { measureId: MEASURE, at: '2024-03-23T11:45:00Z', mm: 0.4 },
        { measureId: MEASURE, at: '2024-03-23T12:00:00Z', mm: Number.NaN }, // null on the wire
      ],
    });
    try {
      const oddClient = createEaClient({ rootUrl: odd.url });
      expect(await oddClient.readings({ measureId: MEASURE }, { today: true })).toEqual({
        status: 'ok',
        value: [{ measureId: MEASURE, at: '2024-03-23T11:45:00Z', mm: 0.4 }],
        skipped: 1,
      });
    } finally {
      await odd.close();
    }
  });
});

describe('failures', () => {
  it('reports an unknown station or measure as not_found', async () => {
    expect(await client.station('99999')).toEqual({ status: 'not_found' });
    expect(await client.stationMeasures('99999')).toEqual({ status: 'not_found' });
    expect(await client.readings({ measureId: 'nope' }, { latest: true })).toEqual({
      status: 'not_found',
    });
  });

  it('reports 503 and 429 as unavailable, and the next call goes through', async () => {
    ea.failNext(1, 503);
    ea.failNext(1, 429);
    expect(await client.station('50108')).toEqual({
      status: 'unavailable',
      httpStatus: 503,
      reason: 'the Environment Agency answered 503: Injected failure 503',
    });
    expect(await client.station('50108')).toMatchObject({ status: 'unavailable', httpStatus: 429 });
    expect(await client.station('50108')).toMatchObject({ status: 'ok' });
  });

  it('reports another 4xx as rejected', async () => {
    ea.failNext(1, 400);
    expect(await client.readings({ measureId: MEASURE }, { latest: true })).toMatchObject({
      status: 'rejected',
      httpStatus: 400,
    });
  });

  it('reports an unreachable API as unavailable', async () => {
    const gone = await startEaFake({ now: NOW });
    await gone.close();
    const unreachable = createEaClient({ rootUrl: gone.url });
    expect(await unreachable.stationsNear({ ...TOTNES, distanceKm: 10 })).toMatchObject({
      status: 'unavailable',
      httpStatus: null,
      reason: expect.stringMatching(/^could not reach the Environment Agency: /),
    });
  });

  it('reports a request that never gets an answer as unavailable after timeoutMs', async () => {
    ea.hang(1);
    const impatient = createEaClient({ rootUrl: ea.url, timeoutMs: 200 });
    expect(await impatient.readings({ measureId: MEASURE }, { latest: true })).toEqual({
      status: 'unavailable',
      httpStatus: null,
      reason: 'the Environment Agency did not answer within 200 ms',
    });
  });

  it('reports a 200 it cannot read as unavailable, with the reason', async () => {
    const answering = (body: string) =>
      createEaClient({
        rootUrl: 'https://ea.invalid/flood-monitoring',
        fetch: async () =>
          new Response(body, { status: 200, headers: { 'content-type': 'text/html' } }),
      });
    expect(await answering('<html>Service maintenance</html>').station('50108')).toEqual({
      status: 'unavailable',
      httpStatus: 200,
      reason: 'the Environment Agency answered 200 with a body that is not JSON',
    });
    expect(
      await answering('{"meta":{}}').readings({ stationId: '50108' }, { today: true }),
    ).toEqual({
      status: 'unavailable',
      httpStatus: 200,
      reason:
        'the Environment Agency answered 200 with a body we cannot read: the readings body has no items array',
    });
  });

  it('refuses ids that could leave their place in the path, without a request', async () => {
    const before = ea.requests.length;
    expect(await client.station('50108/readings')).toEqual({
      status: 'rejected',
      httpStatus: null,
      reason: 'not a station id: "50108/readings"',
    });
    expect(await client.stationMeasures('..')).toMatchObject({ status: 'rejected' });
    expect(await client.readings({ measureId: '../stations' }, { latest: true })).toMatchObject({
      status: 'rejected',
    });
    expect(await client.readings({ stationId: '50108' }, { date: 'yesterday' })).toMatchObject({
      status: 'rejected',
      reason: 'date must be YYYY-MM-DD',
    });
    expect(ea.requests.length).toBe(before);
  });

  it('encodes ids it does send', async () => {
    expect(await client.station('a b?c')).toEqual({ status: 'not_found' });
    expect(ea.requests.at(-1)).toMatchObject({ path: '/id/stations/a%20b%3Fc', query: {} });
  });
});

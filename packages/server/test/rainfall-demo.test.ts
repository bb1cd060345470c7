// The offline demo's rainfall (issue 12): outside production without EA_ROOT the server
// serves the local EA fake and fills the cache from it before it listens, so a fresh
// database shows the Totnes gauges' month of readings at once, and a restart fetches only
// what is new. EA_ROOT itself: the real API by default in production, and checked.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadEaRoot } from '../src/config.ts';
import { refreshDemoRainfall } from '../src/db/demoRainfall.ts';
import { createEaClient } from '../src/integrations/ea/client.ts';
import { startEaFake, type EaFake } from '../src/integrations/ea/fake.ts';
import { EA_DEFAULT_ROOT } from '../src/integrations/ea/wire.ts';
import { createTestDatabase, ownerPool, type TestDatabase } from './helpers.ts';

let db: TestDatabase;
let ea: EaFake;

beforeAll(async () => {
  db = await createTestDatabase();
  ea = await startEaFake();
});

afterAll(async () => {
  await ea?.close();
  await db?.drop();
});

describe('the demo rainfall', () => {
  it('caches a month of readings at the gauges near the demo things, then only what is new', async () => {
    const pool = ownerPool(db.ownerUrl, 1);
    try {
      await pool.query(
        `insert into app_public.things (name, category, location) values ('Demo bed', 'FLOWERBED', point(-3.6884, 50.4331))`,
      );
      const client = createEaClient({ rootUrl: ea.url });
      const first = await refreshDemoRainfall(db.ownerUrl, client);
      // Four gauges, each with 30 days of 15-minute readings.
      expect(first).toEqual({ stations: 4, readings: 4 * 30 * 96 });
      const { rows } = await pool.query<{ id: string; readings: number }>(
        `select s.id, count(r.*)::int as readings from app_public.rainfall_stations s
         join app_public.rainfall_measures m on m.station_id = s.id
         left join app_public.rainfall_readings r on r.measure_id = m.id
         group by s.id order by s.id`,
      );
      expect(rows).toEqual(
        ['45117', '50108', '50119', '50124'].map((id) => ({ id, readings: 30 * 96 })),
      );
      // A restart within the hour asks the EA nothing: everything is fresh.
      const calls = ea.requests.length;
      expect(await refreshDemoRainfall(db.ownerUrl, client)).toEqual({ stations: 0, readings: 0 });
      expect(ea.requests.length).toBe(calls);
    } finally {
      await pool.end();
    }
  });
});

describe('EA_ROOT', () => {
  it('is the real API in production, the local fake (unset) elsewhere, and must be a URL', () => {
    expect(loadEaRoot({}, true)).toBe(EA_DEFAULT_ROOT);
    expect(loadEaRoot({}, false)).toBeUndefined();
    expect(loadEaRoot({ EA_ROOT: 'http://127.0.0.1:9999/flood-monitoring/' }, true)).toBe(
      'http://127.0.0.1:9999/flood-monitoring',
    );
    expect(() => loadEaRoot({ EA_ROOT: 'not a url' }, false)).toThrow(/EA_ROOT must be a URL/);
  });
});

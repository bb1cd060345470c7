// The map's box rule lives twice: validateMapBounds in @bloomkeep/schema (the app checks a
// box before asking) and app_hidden.map_bounds_error in SQL (migration 0022). Same boxes,
// same answers; and the grid's Web Mercator y is the same number on both sides.
import { mercatorY, validateMapBounds, type MapBounds } from '@bloomkeep/schema';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from './helpers.ts';

let db: TestDatabase;
let client: pg.Client;
beforeAll(async () => {
  db = await createTestDatabase();
  client = new pg.Client({ connectionString: db.ownerUrl });
  await client.connect();
});
afterAll(async () => {
  await client?.end();
  await db?.drop();
});

const totnes = { west: -3.75, south: 50.4, east: -3.62, north: 50.46 };
const cases: Array<[MapBounds, number]> = [
  [totnes, 12],
  [totnes, 13.7],
  [totnes, 16], // too large at street level
  [{ ...totnes, south: 50.5 }, 12],
  [{ ...totnes, south: 50.46 }, 12],
  [{ ...totnes, north: 90.5 }, 2],
  [{ ...totnes, south: -90, north: 90 }, 0],
  [{ ...totnes, west: -180.01 }, 0],
  [{ ...totnes, east: 181 }, 0],
  [{ ...totnes, east: -3.75 }, 12],
  [{ west: 179, south: -18, east: -179, north: -17 }, 8],
  [{ west: 179, south: -18, east: -179, north: -17 }, 12],
  [{ west: -180, south: -85, east: 180, north: 85 }, 0],
  [{ west: -180, south: -85, east: 180, north: 85 }, 4],
  [totnes, -0.5],
  [totnes, 22.5],
  [{ ...totnes, west: Number.NaN }, 12],
  [{ ...totnes, north: Number.POSITIVE_INFINITY }, 12],
  [totnes, Number.NaN],
];

describe('validateMapBounds and app_hidden.map_bounds_error agree', () => {
  for (const [bounds, zoom] of cases) {
    const expected = validateMapBounds(bounds, zoom);
    it(`${JSON.stringify(bounds)} at ${zoom}: ${expected ?? 'accepted'}`, async () => {
      const { rows } = await client.query<{ error: string | null }>(
        'select app_hidden.map_bounds_error($1, $2, $3, $4, $5) as error',
        [bounds.west, bounds.south, bounds.east, bounds.north, zoom].map(String),
      );
      expect(rows[0]!.error).toBe(expected);
    });
  }
});

it('Web Mercator y is the same number in SQL', async () => {
  const latitudes = [-90, -85.0511287798, -45, 0, 17.8, 50.431, 85, 89.9];
  const { rows } = await client.query<{ y: number }>(
    'select app_hidden.mercator_y(l) as y from unnest($1::float8[]) l',
    [latitudes],
  );
  rows.forEach((row, i) => expect(row.y).toBeCloseTo(mercatorY(latitudes[i]!), 12));
});

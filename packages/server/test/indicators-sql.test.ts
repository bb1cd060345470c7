// The database keeps each thing's indicator colour (migration 0003:
// app_private.indicator_colour_for, called by the things trigger); the app and
// kit read thresholds and colours from packages/schema indicators.ts. Compare the
// two on every boundary, and the stored colour of real rows.
import {
  INDICATOR_PARAMETERS,
  INDICATOR_RANGES,
  indicatorColourFor,
  isValidLngLat,
  pointFromLngLat,
  DEFAULT_HYDRATION_BANDS,
  type IndicatorParameter,
  type IndicatorReadings,
  type LngLat,
} from '@bloomkeep/schema';
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

const READING: Record<IndicatorParameter, keyof IndicatorReadings> = {
  WATER: 'water',
  TEMPERATURE: 'temperature',
  PH: 'ph',
  CONDUCTIVITY: 'conductivity',
};

/** Each threshold, and a step either side of it, plus far outside and no reading. */
function samples(parameter: IndicatorParameter): Array<number | null> {
  const thresholds =
    parameter === 'WATER'
      ? DEFAULT_HYDRATION_BANDS.map((band) => band.upTo)
      : Object.values(INDICATOR_RANGES[parameter]).flatMap(({ min, max }) => [min, max]);
  const around = thresholds.flatMap((t) => [t - 0.01, t, t + 0.01]);
  return [null, -1000, -1, 0, ...around, 10_000];
}

describe.each(INDICATOR_PARAMETERS)('app_private.indicator_colour_for %s', (parameter) => {
  it('agrees with indicatorColourFor on every boundary', async () => {
    const values = samples(parameter);
    const { rows } = await client.query<{ value: number | null; colour: string }>(
      `select value, app_private.indicator_colour_for($1::app_public.indicator_parameter,
         case when $1 = 'WATER' then value end, case when $1 = 'TEMPERATURE' then value end,
         case when $1 = 'PH' then value end, case when $1 = 'CONDUCTIVITY' then value end
       )::text as colour
       from unnest($2::float8[]) with ordinality as sample(value, n) order by n`,
      [parameter, values],
    );
    expect(rows).toHaveLength(values.length);
    for (const { value, colour } of rows) {
      const expected = indicatorColourFor(parameter, { [READING[parameter]]: value });
      expect({ parameter, value, colour }).toEqual({ parameter, value, colour: expected });
    }
  });
});

describe('app_private.indicator_colour_for with a device’s hydration levels (0014)', () => {
  it('agrees with indicatorColourFor given the same bands, on every boundary', async () => {
    for (const levels of [
      [20, 30, 60, 100],
      [30, 40, 70, 100],
      [5, 10.5, 90, 95],
    ]) {
      const bands = levels.map((upTo, index) => ({
        name: DEFAULT_HYDRATION_BANDS[index]!.name,
        upTo,
      }));
      const values = [null, -1, 0, ...levels.flatMap((t) => [t - 0.01, t, t + 0.01]), 10_000];
      const { rows } = await client.query<{ value: number | null; colour: string }>(
        `select value, app_private.indicator_colour_for('WATER', value, null, null, null, $2::jsonb)::text
           as colour
         from unnest($1::float8[]) with ordinality as sample(value, n) order by n`,
        [values, JSON.stringify(levels)],
      );
      for (const { value, colour } of rows) {
        const expected = indicatorColourFor('WATER', { water: value }, bands);
        expect({ levels, value, colour }).toEqual({ levels, value, colour: expected });
      }
    }
  });
});

describe('the things trigger', () => {
  it('stores the colour that indicatorColourFor gives, on insert and update', async () => {
    const at = pointFromLngLat({ longitude: -3.6884, latitude: 50.4331 });
    await client.query('begin');
    try {
      const inserted = await client.query<{ id: string; indicator_colour: string }>(
        `insert into app_public.things (name, category, location, water)
         values ('Parity planter', 'PLANTER', point($1, $2), 25)
         returning id, indicator_colour::text`,
        [at.x, at.y],
      );
      const { id, indicator_colour } = inserted.rows[0]!;
      expect(indicator_colour).toBe(indicatorColourFor('WATER', { water: 25 }));
      const updated = await client.query<{ indicator_colour: string }>(
        `update app_public.things set indicator_parameter = 'PH', ph = 8.6 where id = $1
         returning indicator_colour::text`,
        [id],
      );
      expect(updated.rows[0]!.indicator_colour).toBe(indicatorColourFor('PH', { ph: 8.6 }));
    } finally {
      await client.query('rollback');
    }
  });
});

describe('app_private.location_error', () => {
  it('accepts exactly the positions isValidLngLat accepts', async () => {
    const positions: LngLat[] = [
      { longitude: -3.6884, latitude: 50.4331 },
      { longitude: 180, latitude: 90 },
      { longitude: -180, latitude: -90 },
      { longitude: 180.001, latitude: 0 },
      { longitude: 0, latitude: -90.001 },
      // A swapped pair: latitude 100 is impossible.
      { longitude: 50, latitude: 100 },
    ];
    for (const position of positions) {
      const { x, y } = pointFromLngLat(position);
      const { rows } = await client.query<{ message: string | null }>(
        'select app_private.location_error(point($1, $2)) as message',
        [x, y],
      );
      expect({ position, valid: rows[0]!.message === null }).toEqual({
        position,
        valid: isValidLngLat(position),
      });
    }
  });
});

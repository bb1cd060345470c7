// Many public things for the map benchmark (issue 12: 100,000 things must pan smoothly)
// and for test/map-scale.test.ts. One set-based INSERT with generate_series: each row still
// passes the things trigger (name, location and colour rules), so the things are valid,
// but nothing runs per row in JavaScript. 100,000 take a few seconds.
import type pg from 'pg';
import type { MapBounds } from '@bloomkeep/schema';

/** South Devon around Totnes (the demo area): dense enough that any view of /map is busy. */
export const MAP_BENCH_REGION: MapBounds = { west: -4.3, south: 50.2, east: -3.1, north: 50.75 };

export interface MapBenchOptions {
  /** How many things; 100,000 by default. */
  count?: number;
  /** Where they go; MAP_BENCH_REGION by default. */
  region?: MapBounds;
}

/**
 * Insert public things spread over a region, half evenly and half crowded around a few
 * towns (as real things are), with every category and every water colour. No owners:
 * bench things are the community's. Returns how many were inserted. Run as the database
 * owner; call `analyze app_public.things` afterwards so plans see them.
 */
export async function insertMapBenchThings(
  client: Pick<pg.Client, 'query'>,
  options: MapBenchOptions = {},
): Promise<number> {
  const count = options.count ?? 100_000;
  const { west, south, east, north } = options.region ?? MAP_BENCH_REGION;
  const result = await client.query(
    `with g as (
       select n,
         -- An even spread: the R2 low-discrepancy sequence (no clumps, no gaps).
         (n * 0.7548776662466927) % 1 as u, (n * 0.5698402909980532) % 1 as v,
         -- A crowd around one of five towns, within about a tenth of the region.
         (array[0.5, 0.2, 0.75, 0.35, 0.6])[1 + n % 5] as tu,
         (array[0.45, 0.7, 0.3, 0.2, 0.8])[1 + n % 5] as tv,
         ((n * 0.3819660112501051) % 1 - 0.5) * ((n * 0.2360679774997897) % 1) / 5 as du,
         ((n * 0.6180339887498949) % 1 - 0.5) * ((n * 0.1458980337503155) % 1) / 5 as dv
       from generate_series(1, $1::int) n
     )
     insert into app_public.things (name, category, location, is_public, indicator_parameter, water)
     select 'Map bench ' || lower(c.category::text) || ' ' || g.n, c.category,
       point($2::float8 + ($4::float8 - $2::float8) * case when g.n % 2 = 0 then g.u else least(1, greatest(0, g.tu + g.du)) end,
             $3::float8 + ($5::float8 - $3::float8) * case when g.n % 2 = 0 then g.v else least(1, greatest(0, g.tv + g.dv)) end),
       true, 'WATER',
       -- Every colour: none (grey) for one in seven, else 0–99 %.
       case when g.n % 7 = 0 then null else (g.n * 37 % 100)::double precision end
     from g
     cross join lateral (
       select (enum_range(null::app_public.thing_category))[
         1 + g.n % cardinality(enum_range(null::app_public.thing_category))] as category
     ) c`,
    [count, west, south, east, north],
  );
  return result.rowCount ?? 0;
}

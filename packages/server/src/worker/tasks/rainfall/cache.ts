// The rainfall cache (migration 0019) as the worker writes it: stations and their measures
// from the EA, new readings since the newest cached one, and a record of every call and
// how it went. Only the worker writes here (the API roles may only read).
//
// Politeness: a gauge's readings are asked for at most hourly (and by a visitor at most
// every 15 minutes), only since the newest reading we hold, one station at a time per job.
// An outage (time-out, 5xx, a body we cannot read) is recorded with its time on the
// station and in app_private.rainfall_refreshes; nothing cached is ever deleted for it.
import { RAINFALL_LIMITS } from '@bloomkeep/schema';
import type pg from 'pg';
import type { EaClient, EaOutcome } from '../../../integrations/ea/client.ts';
import { EA_MAX_LIMIT, type RainfallStation } from '../../../integrations/ea/wire.ts';

/** Gauges are looked up within this many km of each area's centre (areas are ~22 × 21 km). */
export const AREA_SEARCH_KM = 25;
/** Areas looked up per hourly run, oldest first (each is one call to the EA). */
export const AREAS_PER_RUN = 20;
/** An area's gauges are looked up again after this long. */
const AREA_REFRESH_INTERVAL = '1 day';
/** A station's details (name, status, measures) are fetched again after this long. */
const STATION_REFRESH_INTERVAL = '1 day';
/** Readings pages per measure and refresh (10,000 readings each: 35 days are 3,360). */
const MAX_PAGES = 3;

export const EA_NOT_CONFIGURED = 'The Environment Agency API is not configured on this server';

type Kind = 'area' | 'station' | 'readings';

type Failure = Exclude<EaOutcome<unknown>, { status: 'ok' }>;

/** Record one call to the EA and how it went. */
async function record(
  pool: pg.Pool,
  kind: Kind,
  target: string,
  outcome: EaOutcome<unknown> | { status: 'ok'; readings?: number },
): Promise<void> {
  const failure = outcome.status === 'ok' ? undefined : (outcome as Failure);
  await pool.query(
    `insert into app_private.rainfall_refreshes (kind, target, outcome, http_status, reason, readings)
     values ($1, $2, $3, $4, $5, $6)`,
    [
      kind,
      target,
      outcome.status,
      failure && 'httpStatus' in failure ? failure.httpStatus : null,
      failure && 'reason' in failure ? failure.reason : null,
      'readings' in outcome ? (outcome.readings ?? null) : null,
    ],
  );
}

/** The station's refresh failed: say when, keep everything cached. */
async function markFailed(pool: pg.Pool, stationId: string): Promise<void> {
  await pool.query(
    `update app_public.rainfall_stations set last_refresh_failed_at = now() where id = $1`,
    [stationId],
  );
}

/** Insert or update stations and their measures; `wanted` marks them as wanted now. */
export async function saveStations(
  pool: pg.Pool,
  stations: readonly RainfallStation[],
): Promise<void> {
  if (stations.length === 0) return;
  const rows = stations.map((station) => ({
    id: station.id,
    reference: station.reference,
    notation: station.notation,
    label: station.label ?? null,
    town: station.town ?? null,
    river_name: station.riverName ?? null,
    catchment_name: station.catchmentName ?? null,
    grid_reference: station.gridReference ?? null,
    x: station.longitude,
    y: station.latitude,
    easting: station.easting === null ? null : Math.round(station.easting),
    northing: station.northing === null ? null : Math.round(station.northing),
    status: station.status,
  }));
  const measures = stations.flatMap((station) =>
    station.measures.map((measure) => ({
      id: measure.id,
      station_id: station.id,
      qualifier: measure.qualifier,
      period_seconds: measure.periodSeconds === null ? null : Math.round(measure.periodSeconds),
      unit: measure.unit,
    })),
  );
  const client = await pool.connect();
  try {
    await client.query('begin');
    await client.query(
      `insert into app_public.rainfall_stations as s (id, reference, notation, label, town,
         river_name, catchment_name, grid_reference, location, easting, northing, status,
         fetched_at, wanted_at)
       select r.id, r.reference, r.notation, r.label, r.town, r.river_name, r.catchment_name,
         r.grid_reference, point(r.x, r.y), r.easting, r.northing, r.status, now(), now()
       from jsonb_to_recordset($1::jsonb) as r(id text, reference text, notation text,
         label text, town text, river_name text, catchment_name text, grid_reference text,
         x double precision, y double precision, easting integer, northing integer, status text)
       on conflict (id) do update set reference = excluded.reference,
         notation = excluded.notation, label = excluded.label, town = excluded.town,
         river_name = excluded.river_name, catchment_name = excluded.catchment_name,
         grid_reference = excluded.grid_reference, location = excluded.location,
         easting = excluded.easting, northing = excluded.northing, status = excluded.status,
         fetched_at = now(), wanted_at = now()`,
      [JSON.stringify(rows)],
    );
    // A measure the EA no longer lists keeps its readings: they are still true.
    await client.query(
      `insert into app_public.rainfall_measures as m (id, station_id, qualifier, period_seconds,
         unit, fetched_at)
       select r.id, r.station_id, r.qualifier, r.period_seconds, r.unit, now()
       from jsonb_to_recordset($1::jsonb) as r(id text, station_id text, qualifier text,
         period_seconds integer, unit text)
       on conflict (id) do update set station_id = excluded.station_id,
         qualifier = excluded.qualifier, period_seconds = excluded.period_seconds,
         unit = excluded.unit, fetched_at = now()`,
      [JSON.stringify(measures)],
    );
    await client.query('commit');
  } catch (error) {
    await client.query('rollback').catch(() => {});
    throw error;
  } finally {
    client.release();
  }
}

export interface AreaRefresh {
  /** Areas looked up successfully. */
  areas: number;
  /** Areas whose look-up failed. */
  failed: number;
}

/**
 * Look up the gauges near our things and devices: one EA call per area (a cell of 0.2°
 * latitude × 0.3° longitude holding a thing or a device) not looked up in the last day,
 * at most AREAS_PER_RUN per run, oldest first.
 */
export async function refreshAreas(
  pool: pg.Pool,
  ea: EaClient,
  limit: number = AREAS_PER_RUN,
): Promise<AreaRefresh> {
  const { rows: areas } = await pool.query<{ cell_row: number; cell_col: number }>(
    `with cells as (
       select floor(t.location[1] / 0.2)::int as cell_row, floor(t.location[0] / 0.3)::int as cell_col
       from app_public.things t where t.deleted_at is null
       union
       select floor(d.location[1] / 0.2)::int, floor(d.location[0] / 0.3)::int
       from app_public.devices d
     )
     select c.cell_row, c.cell_col from cells c
     left join app_private.rainfall_areas a using (cell_row, cell_col)
     where (a.fetched_at is null or a.fetched_at < now() - $2::interval)
       and (a.last_failed_at is null or a.last_failed_at < now() - interval '1 hour')
     order by a.fetched_at nulls first, c.cell_row, c.cell_col
     limit $1`,
    [limit, AREA_REFRESH_INTERVAL],
  );
  const result: AreaRefresh = { areas: 0, failed: 0 };
  for (const { cell_row: row, cell_col: col } of areas) {
    const latitude = (row + 0.5) * 0.2;
    const longitude = (col + 0.5) * 0.3;
    const outcome = await ea.stationsNear({ latitude, longitude, distanceKm: AREA_SEARCH_KM });
    await record(pool, 'area', `${latitude.toFixed(2)},${longitude.toFixed(2)}`, outcome);
    const ok = outcome.status === 'ok';
    if (ok) await saveStations(pool, outcome.value);
    await pool.query(
      `insert into app_private.rainfall_areas as a (cell_row, cell_col, fetched_at, last_failed_at)
       values ($1, $2, case when $3 then now() end, case when $3 then null else now() end)
       on conflict (cell_row, cell_col) do update set
         fetched_at = case when $3 then now() else a.fetched_at end,
         last_failed_at = case when $3 then a.last_failed_at else now() end`,
      [row, col, ok],
    );
    if (ok) result.areas += 1;
    else result.failed += 1;
  }
  return result;
}

/** The stations whose readings are due: wanted in the last two days, not refreshed this hour. */
export async function stationsDue(pool: pg.Pool): Promise<string[]> {
  const { rows } = await pool.query<{ id: string }>(
    `select s.id from app_public.rainfall_stations s
     where s.wanted_at > now() - interval '2 days'
       and s.status <> 'closed'
       and (s.readings_fetched_at is null or s.readings_fetched_at < now() - interval '50 minutes')
       and (s.last_refresh_failed_at is null or s.last_refresh_failed_at < now() - interval '50 minutes')
     order by s.readings_fetched_at nulls first, s.id`,
  );
  return rows.map((row) => row.id);
}

export type StationRefresh =
  | { status: 'ok'; readings: number }
  | { status: 'not_found' }
  | { status: 'failed'; reason: string };

interface CachedStation {
  id: string;
  details_stale: boolean;
}

/**
 * Refresh one station: its details when it is not cached or they are a day old, then the
 * readings of each of its rainfall measures since the newest cached one (the last 35 days
 * the first time). Never throws for the EA: a failure is recorded and answered.
 */
export async function refreshStation(
  pool: pg.Pool,
  ea: EaClient | undefined,
  stationId: string,
): Promise<StationRefresh> {
  const {
    rows: [cached],
  } = await pool.query<CachedStation>(
    `select id, fetched_at < now() - $2::interval as details_stale
     from app_public.rainfall_stations where id = $1`,
    [stationId, STATION_REFRESH_INTERVAL],
  );
  if (!ea) {
    await record(pool, 'station', stationId, {
      status: 'rejected',
      httpStatus: null,
      reason: EA_NOT_CONFIGURED,
    });
    if (cached) await markFailed(pool, stationId);
    return { status: 'failed', reason: EA_NOT_CONFIGURED };
  }
  if (!cached || cached.details_stale) {
    const outcome = await ea.station(stationId);
    await record(pool, 'station', stationId, outcome);
    if (outcome.status === 'not_found') {
      // Gone from the EA: what we have stays (it was true), and is no longer refreshed.
      await pool.query(
        `update app_public.rainfall_stations set status = 'closed', fetched_at = now() where id = $1`,
        [stationId],
      );
      return { status: 'not_found' };
    }
    if (outcome.status !== 'ok') {
      if (cached) await markFailed(pool, stationId);
      return { status: 'failed', reason: outcome.reason };
    }
    await saveStations(pool, [outcome.value]);
  }

  const { rows: measures } = await pool.query<{ id: string; since: Date }>(
    `select m.id, coalesce(m.latest_reading_at, now() - make_interval(days => $2)) as since
     from app_public.rainfall_measures m where m.station_id = $1 order by m.id`,
    [stationId, RAINFALL_LIMITS.keepDays],
  );
  let added = 0;
  for (const measure of measures) {
    let since = measure.since.toISOString();
    for (let page = 0; page < MAX_PAGES; page += 1) {
      const outcome = await ea.readings({ measureId: measure.id }, { since, limit: EA_MAX_LIMIT });
      if (outcome.status !== 'ok') {
        await record(pool, 'readings', measure.id, outcome);
        await markFailed(pool, stationId);
        return {
          status: 'failed',
          reason:
            outcome.status === 'not_found'
              ? `the Environment Agency has no measure ${measure.id}`
              : outcome.reason,
        };
      }
      const readings = outcome.value.filter((reading) => reading.measureId === measure.id);
      const {
        rows: [saved],
      } = await pool.query<{ count: number; latest: Date | null }>(
        `with input as (
           select r.at, r.mm from jsonb_to_recordset($2::jsonb) as r(at timestamptz, mm double precision)
         ), saved as (
           insert into app_public.rainfall_readings as x (measure_id, date_time, value)
           select $1, i.at, i.mm from input i
           where i.at > now() - make_interval(days => $3)
           on conflict (measure_id, date_time) do update set value = excluded.value
             where x.value is distinct from excluded.value
           returning 1
         )
         select (select count(*) from saved)::int as count, (select max(at) from input) as latest`,
        [
          measure.id,
          JSON.stringify(readings.map(({ at, mm }) => ({ at, mm }))),
          RAINFALL_LIMITS.keepDays,
        ],
      );
      added += saved?.count ?? 0;
      if (saved?.latest) {
        await pool.query(
          `update app_public.rainfall_measures
           set latest_reading_at = greatest(latest_reading_at, $2) where id = $1`,
          [measure.id, saved.latest],
        );
      }
      await record(pool, 'readings', measure.id, { status: 'ok', readings: readings.length });
      // A full page may have more behind it; the next page starts after its newest reading.
      if (outcome.value.length < EA_MAX_LIMIT || !saved?.latest) break;
      since = saved.latest.toISOString();
    }
  }
  await pool.query(
    `update app_public.rainfall_stations s set readings_fetched_at = now(),
       latest_reading_at = (select max(m.latest_reading_at) from app_public.rainfall_measures m
                            where m.station_id = s.id)
     where s.id = $1`,
    [stationId],
  );
  return { status: 'ok', readings: added };
}

/** Forget readings and refresh records older than the cache keeps. */
export async function pruneRainfall(pool: pg.Pool): Promise<void> {
  await pool.query(
    `delete from app_public.rainfall_readings where date_time < now() - make_interval(days => $1)`,
    [RAINFALL_LIMITS.keepDays],
  );
  await pool.query(
    `delete from app_private.rainfall_refreshes where at < now() - make_interval(days => $1)`,
    [RAINFALL_LIMITS.keepDays],
  );
}

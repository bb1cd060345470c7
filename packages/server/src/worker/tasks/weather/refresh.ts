// Keeps the weather cache (migration 0021, docs/decisions/0129) fresh where things are.
// weather__refresh runs hourly and, on demand, a few seconds after things are created or
// moved (one job_key'd job per burst). Each run fetches the cells that have things but no
// forecast younger than three hours, one after another (polite to a free service), at
// most MAX_CELLS_PER_RUN. A failed fetch is recorded on its cell and the cached forecast
// stays: pages keep showing it with its age, and the cell is tried again later.
import type pg from 'pg';
import type { WeatherClient } from '../../../integrations/weather/client.ts';
import { WEATHER_ATTRIBUTION, WEATHER_SOURCE } from '../../../integrations/weather/wire.ts';
import { defineTask } from '../../task.ts';

/** Open-Meteo's free tier allows 10,000 calls a day; 50 an hour stays far below. */
export const MAX_CELLS_PER_RUN = 50;

interface DueCell {
  cell_lat: number;
  cell_lon: number;
  latitude: number;
  longitude: number;
}

export interface RefreshResult {
  fetched: number;
  failed: Array<{ latitude: number; longitude: number; reason: string }>;
}

export async function refreshWeather(
  db: Pick<pg.Pool, 'query'>,
  client: WeatherClient,
  maxCells = MAX_CELLS_PER_RUN,
): Promise<RefreshResult> {
  const { rows: cells } = await db.query<DueCell>(
    'select * from app_private.weather_cells_due($1)',
    [maxCells],
  );
  const result: RefreshResult = { fetched: 0, failed: [] };
  for (const cell of cells) {
    const outcome = await client.forecast({ latitude: cell.latitude, longitude: cell.longitude });
    if (outcome.status === 'ok') {
      const forecast = outcome.value;
      await db.query(
        `insert into app_private.weather_forecasts as f (cell_lat, cell_lon, latitude, longitude,
           fetched_at, attempted_at, last_error, utc_offset_seconds, timezone, source, attribution,
           days, hours)
         values ($1, $2, $3, $4, now(), now(), null, $5, $6, $7, $8, $9, $10)
         on conflict (cell_lat, cell_lon) do update set fetched_at = now(), attempted_at = now(),
           last_error = null, utc_offset_seconds = excluded.utc_offset_seconds,
           timezone = excluded.timezone, source = excluded.source,
           attribution = excluded.attribution, days = excluded.days, hours = excluded.hours`,
        [
          cell.cell_lat,
          cell.cell_lon,
          cell.latitude,
          cell.longitude,
          forecast.utcOffsetSeconds,
          forecast.timezone,
          WEATHER_SOURCE,
          WEATHER_ATTRIBUTION,
          JSON.stringify(forecast.days),
          JSON.stringify(forecast.hours),
        ],
      );
      result.fetched += 1;
    } else {
      // The forecast already cached (if any) stays; only the attempt is recorded.
      await db.query(
        `insert into app_private.weather_forecasts as f (cell_lat, cell_lon, latitude, longitude,
           attempted_at, last_error)
         values ($1, $2, $3, $4, now(), $5)
         on conflict (cell_lat, cell_lon) do update set attempted_at = now(),
           last_error = excluded.last_error`,
        [cell.cell_lat, cell.cell_lon, cell.latitude, cell.longitude, outcome.reason],
      );
      result.failed.push({
        latitude: cell.latitude,
        longitude: cell.longitude,
        reason: outcome.reason,
      });
    }
  }
  return result;
}

export const refreshWeatherTask = defineTask({
  name: 'weather__refresh',
  schedule: '23 * * * *',
  needs: ['weather'],
  async run(_payload, { ownerPool, weather }) {
    const { failed } = await refreshWeather(ownerPool, weather!);
    // Not thrown: a retry within minutes would only hammer a service that is down; the
    // next run (hourly, or the next thing placed) tries again.
    if (failed.length > 0) {
      console.warn(
        `[weather] ${failed.length} forecast(s) could not be fetched; cached ones stay: ${failed[0]!.reason}`,
      );
    }
  },
});

// Rainfall for the offline demo (issue 12): outside production without EA_ROOT, the server
// serves a local fake of the Environment Agency API (a month of 15-minute rain at four
// gauges around Totnes) and fills the cache from it before it starts listening, through the
// real client, wire format and worker code, so /rainfall/{id} shows its charts at once.
// Incremental: after a restart only the readings since the newest cached one are fetched.
import pg from 'pg';
import type { EaClient } from '../integrations/ea/client.ts';
import { refreshAreas, refreshStation, stationsDue } from '../worker/tasks/rainfall/cache.ts';

export async function refreshDemoRainfall(
  databaseUrl: string,
  ea: EaClient,
): Promise<{ stations: number; readings: number }> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 1 });
  pool.on('error', () => {});
  try {
    await refreshAreas(pool, ea);
    let readings = 0;
    const due = await stationsDue(pool);
    for (const stationId of due) {
      const outcome = await refreshStation(pool, ea, stationId);
      if (outcome.status === 'ok') readings += outcome.readings;
    }
    return { stations: due.length, readings };
  } finally {
    await pool.end();
  }
}

/**
 * With the real EA: queue one refresh at start, so a new server fills its cache now rather
 * than at the next hourly run (the job key collapses it with a refresh already waiting).
 */
export async function queueRainfallRefresh(databaseUrl: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(
      `select graphile_worker.add_job('rainfall__refresh', '{}'::json, job_key => 'rainfall__refresh',
         max_attempts => 1)`,
    );
  } finally {
    await client.end();
  }
}

// rainfall__refresh (hourly): keep the rainfall cache (migration 0019) fresh near our things.
// 1. Look up the EA's gauges in the areas that hold a thing or a device (each area once a
//    day, a few per run: cache.ts refreshAreas).
// 2. Queue rainfall__station for every gauge that is wanted and due (one job per station,
//    on its job key, so the hourly run and visitors' refreshRainfallStation never queue
//    the same station twice).
// 3. Forget readings older than 35 days.
// Decision: docs/decisions/0127-rainfall-cache.md.
import { defineTask } from '../../task.ts';
import { pruneRainfall, refreshAreas, stationsDue } from './cache.ts';

export const refreshRainfallTask = defineTask({
  name: 'rainfall__refresh',
  // Hourly, off the hour (the EA publishes in batches; :00 is when everyone else polls).
  schedule: '23 * * * *',
  async run(_payload, { ownerPool, ea }) {
    if (ea) await refreshAreas(ownerPool, ea);
    for (const stationId of await stationsDue(ownerPool)) {
      await ownerPool.query('select app_private.queue_rainfall_station($1)', [stationId]);
    }
    await pruneRainfall(ownerPool);
  },
});

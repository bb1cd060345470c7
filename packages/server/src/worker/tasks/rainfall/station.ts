// rainfall__station {stationId}: fetch one gauge's new readings from the EA into the cache
// (its details first when it is not cached yet). Queued by rainfall__refresh and by
// refreshRainfallStation, always on the job key `rainfall__station:<id>` with one attempt:
// an outage is recorded on the station (lastRefreshFailedAt) and the next hourly run tries
// again, so nothing hammers an EA that is down.
import { defineTask } from '../../task.ts';
import { refreshStation } from './cache.ts';

function stationIdOf(payload: unknown): string | null {
  const id = (payload as { stationId?: unknown } | null)?.stationId;
  return typeof id === 'string' && id !== '' ? id : null;
}

export const refreshRainfallStationTask = defineTask({
  name: 'rainfall__station',
  async run(payload, { ownerPool, ea }) {
    const stationId = stationIdOf(payload);
    if (!stationId) return;
    await refreshStation(ownerPool, ea, stationId);
  },
});

// Rainfall (issue 12): the limits of the rainfall API and of its cache of Environment
// Agency data. The server's SQL has a twin (app_hidden.rainfall_limits() in migration
// 0019), held to these numbers by packages/server/test/rainfall.test.ts.

export const RAINFALL_LIMITS = {
  /** rainfallStations(x, y, dist): a larger dist is clamped to this many km. */
  maxDistanceKm: 50,
  /** How many days of 15-minute readings the cache keeps. */
  keepDays: 35,
  /** rainfallNear: the nearest gauge counts only within this many km of the point. */
  nearMaxKm: 25,
  /** rainfallReadings(_limit): at most this many readings (the EA's own maximum). */
  maxReadings: 10_000,
} as const;

/**
 * An Environment Agency station id as `/rainfall/{id}` and `refreshRainfallStation` accept it
 * (short references such as 50108 or E7050). Its SQL twin is the check in
 * app_public.refresh_rainfall_station (migration 0019).
 */
export const RAINFALL_STATION_ID_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/;

/** True when `value` could name a rain gauge; anything else is "not found" without asking. */
export function isRainfallStationId(value: unknown): value is string {
  return typeof value === 'string' && RAINFALL_STATION_ID_PATTERN.test(value);
}

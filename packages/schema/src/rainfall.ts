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

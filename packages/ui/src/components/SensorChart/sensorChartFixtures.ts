// Deterministic readings for stories, tests and the benchmark: no randomness, a fixed "now".
import type { SensorPoint } from './sensorChartData';

/** The stories' and tests' now: 12 Nov 2026, 15:00 UTC. */
export const FIXTURE_NOW = Date.UTC(2026, 10, 12, 15, 0);

const MINUTE = 60_000;

/** A little repeatable wobble in [-1, 1] (no Math.random, so pictures never change). */
const wobble = (i: number) => Math.sin(i * 12.9898) * 0.6 + Math.sin(i * 0.37) * 0.4;

/**
 * Soil moisture ending at `now`: `count` readings `everyMinutes` apart, drying by about 0.5 %
 * an hour, watered back up every `waterEveryHours`.
 */
export function waterSeries({
  count = 72,
  everyMinutes = 20,
  now = FIXTURE_NOW,
  waterEveryHours = 40,
}: {
  count?: number;
  everyMinutes?: number;
  now?: number;
  waterEveryHours?: number;
} = {}): SensorPoint[] {
  const points: SensorPoint[] = [];
  const start = now - (count - 1) * everyMinutes * MINUTE;
  for (let i = 0; i < count; i += 1) {
    const hours = (i * everyMinutes) / 60 + 14;
    const sinceWatering = hours % waterEveryHours;
    const value = Math.max(12, 62 - sinceWatering * 1.05) + wobble(i) * 0.8;
    points.push({
      time: new Date(start + i * everyMinutes * MINUTE).toISOString(),
      value: Math.round(value * 10) / 10,
    });
  }
  return points;
}

/** Soil temperature over a day and a night, every 20 minutes, ending at `now`. */
export function temperatureSeries(count = 72, now = FIXTURE_NOW): SensorPoint[] {
  const points: SensorPoint[] = [];
  const start = now - (count - 1) * 20 * MINUTE;
  for (let i = 0; i < count; i += 1) {
    const time = start + i * 20 * MINUTE;
    const hourOfDay = new Date(time).getUTCHours() + new Date(time).getUTCMinutes() / 60;
    const value = 9.5 + 3.2 * Math.sin(((hourOfDay - 9) / 24) * 2 * Math.PI) + wobble(i) * 0.2;
    points.push({ time, value: Math.round(value * 10) / 10 });
  }
  return points;
}

/** Water readings with a probe-out episode (nulls) and one lost uplink. */
export function gappySeries(): SensorPoint[] {
  return waterSeries().map((point, i) =>
    (i >= 30 && i < 39) || i === 55 ? { time: point.time, value: null } : point,
  );
}

/** `count` readings over the 30 days before `now`, newest first, as the API sends them. */
export function manyPoints(count = 10_000, now = FIXTURE_NOW): SensorPoint[] {
  const everyMinutes = (30 * 24 * 60) / count;
  return waterSeries({ count, everyMinutes, now, waterEveryHours: 70 }).reverse();
}

/** Showers in `rainSeries`: hours before `now` it starts, how long it lasts, its peak in mm/15 min. */
const SHOWERS: readonly { hoursAgo: number; hours: number; peak: number }[] = [
  { hoursAgo: 700, hours: 5, peak: 0.4 },
  { hoursAgo: 652, hours: 14, peak: 0.8 },
  { hoursAgo: 560, hours: 3, peak: 0.4 },
  // A front: a wet day and a night.
  { hoursAgo: 430, hours: 30, peak: 1.6 },
  { hoursAgo: 300, hours: 2, peak: 0.2 },
  // Then twelve dry days, and a shower this morning.
  { hoursAgo: 8, hours: 4, peak: 1.2 },
];

/**
 * A rain gauge's 15-minute totals over the `days` before `now`, oldest first as the server sends
 * them: a few showers and a front between long dry spells (zeros, not gaps), and one half-day
 * the gauge did not report (nulls). Amounts are whole tips of a 0.2 mm bucket.
 */
export function rainSeries(days = 30, now = FIXTURE_NOW): SensorPoint[] {
  const count = days * 96;
  const start = now - (count - 1) * 15 * MINUTE;
  const points: SensorPoint[] = [];
  for (let i = 0; i < count; i += 1) {
    const time = start + i * 15 * MINUTE;
    const hoursAgo = (now - time) / (60 * MINUTE);
    // The gauge was silent for 12 hours two weeks ago.
    if (hoursAgo > 340 && hoursAgo <= 352) {
      points.push({ time, value: null });
      continue;
    }
    let mm = 0;
    for (const shower of SHOWERS) {
      const into = shower.hoursAgo - hoursAgo;
      if (into < 0 || into >= shower.hours) continue;
      // Heaviest mid-shower, with some unevenness from one quarter-hour to the next.
      const shape = Math.sin((Math.PI * (into + 0.125)) / shower.hours);
      mm += shower.peak * shape * (0.75 + 0.25 * Math.abs(wobble(i)));
    }
    points.push({ time, value: Math.round(mm * 5) / 5 });
  }
  return points;
}

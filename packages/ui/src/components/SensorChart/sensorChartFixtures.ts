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

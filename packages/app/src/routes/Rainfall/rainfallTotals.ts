// The rain totals of the rainfall page: the last 24 hours, 7 and 30 days, summed from the
// 15-minute readings the page already has (the server's `total` is per UTC day, and these
// periods end now).
import type { SensorChartRange } from '@bloomkeep/ui';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** The periods the page totals, as the chart's presets name them. */
export const RAIN_PERIODS = [
  { preset: '24h', ms: DAY_MS, words: 'in the last 24 hours' },
  { preset: '7d', ms: 7 * DAY_MS, words: 'in the last 7 days' },
  { preset: '30d', ms: 30 * DAY_MS, words: 'in the last 30 days' },
] as const satisfies readonly {
  preset: Exclude<SensorChartRange['preset'], 'custom'>;
  ms: number;
  words: string;
}[];

const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * The readings the page loads: whole UTC days (as the EA and rainfallReadings count them)
 * from the day 30 days ago to today, so every preset and total is covered by one answer.
 */
export function rainfallWindow(now: number): { startdate: string; enddate: string } {
  return { startdate: isoDay(now - 30 * DAY_MS), enddate: isoDay(now) };
}

/**
 * The rain that fell in the `ms` before `now`: the sum of the readings whose period ended in
 * that span (times are the end of each period), and how many readings there were.
 */
export function rainSince(
  times: readonly unknown[],
  values: readonly (number | null | undefined)[],
  now: number,
  ms: number,
): { mm: number; readings: number } {
  let mm = 0;
  let readings = 0;
  for (let index = 0; index < times.length; index += 1) {
    const at = times[index];
    const time = typeof at === 'string' ? Date.parse(at) : Number.NaN;
    const value = values[index];
    if (Number.isNaN(time) || time <= now - ms || time > now || value == null) continue;
    mm += value;
    readings += 1;
  }
  // Sums of tenths drift (0.1 + 0.2); the EA reports to a tenth of a millimetre at best.
  return { mm: Math.round(mm * 100) / 100, readings };
}

const millimetres = new Intl.NumberFormat('en-GB', {
  minimumFractionDigits: 1,
  maximumFractionDigits: 1,
});

/** "12.4 mm", "0.0 mm". */
export function formatMillimetres(mm: number): string {
  return `${millimetres.format(mm)} mm`;
}

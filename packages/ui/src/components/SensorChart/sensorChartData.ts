// The pure half of SensorChart: what each quantity is called and how it is written, the time
// window of a range, and the series as the sorted columns uPlot draws. No React, no canvas, so
// the table, the keyboard readout and the plot all read the same points.
import { formatNumber } from '../../domain/readings';

export type SensorQuantity =
  'water' | 'temperature' | 'conductivity' | 'ph' | 'battery' | 'rainfall';

/** One reading; `value: null` is a gap (the device reported nothing usable, e.g. probe out). */
export interface SensorPoint {
  time: Date | string | number;
  value: number | null;
}

interface QuantityInfo {
  /** The default title and the table's value column. */
  label: string;
  /** The unit after the number, or '' (pH has none). */
  unit: string;
  /** What the reading is, after the number in the readout ("34 % soil moisture"). */
  noun: string;
  digits: 0 | 1 | 2;
  /**
   * What one point is: a `level` read at that moment (soil moisture, a battery's volts), or an
   * `amount` gathered over the interval before it (rain in 15 minutes). Amounts are drawn as
   * bars from 0, and their table cells say what they are ("0.4 mm of rain"), since a bare
   * "0 mm" reads like a depth.
   */
  kind: 'level' | 'amount';
}

export const sensorQuantities: Record<SensorQuantity, QuantityInfo> = {
  water: { label: 'Soil moisture', unit: '%', noun: 'soil moisture', digits: 1, kind: 'level' },
  temperature: {
    label: 'Soil temperature',
    unit: '°C',
    noun: 'soil temperature',
    digits: 1,
    kind: 'level',
  },
  conductivity: {
    label: 'Conductivity',
    unit: 'µS/cm',
    noun: 'conductivity',
    digits: 0,
    kind: 'level',
  },
  ph: { label: 'Soil pH', unit: '', noun: 'soil pH', digits: 1, kind: 'level' },
  battery: { label: 'Battery', unit: 'V', noun: 'battery', digits: 2, kind: 'level' },
  // A rain gauge's total for each period (the Environment Agency's are 15 minutes).
  rainfall: { label: 'Rain', unit: 'mm', noun: 'of rain', digits: 1, kind: 'amount' },
};

/** A reading with its unit: "34 %", "12.5 °C", "420 µS/cm", "pH 6.8", "3.41 V". */
export function formatReading(quantity: SensorQuantity, value: number | null): string {
  if (value == null || Number.isNaN(value)) return 'no reading';
  const { unit, digits } = sensorQuantities[quantity];
  const number = formatNumber(value, digits);
  if (quantity === 'ph') return `pH ${number}`;
  return `${number} ${unit}`;
}

/**
 * A table cell: the reading with its unit, and for amounts what it is ("0.4 mm of rain"); a
 * level's column heading already names it ("34 %" under "Soil moisture").
 */
export function formatTableValue(quantity: SensorQuantity, value: number): string {
  const reading = formatReading(quantity, value);
  const { kind, noun } = sensorQuantities[quantity];
  return kind === 'amount' ? `${reading} ${noun}` : reading;
}

/** The readout of one point: "12 Nov 14:20 — 34 % soil moisture" or "12 Nov 14:20 — no reading". */
export function readoutText(
  quantity: SensorQuantity,
  time: number,
  value: number | null,
  timeZone?: string,
): string {
  const when = formatPointTime(time, timeZone);
  if (value == null || Number.isNaN(value)) return `${when} — no reading`;
  const reading = formatReading(quantity, value);
  return quantity === 'ph'
    ? `${when} — ${reading}`
    : `${when} — ${reading} ${sensorQuantities[quantity].noun}`;
}

const timeFormats = new Map<string, Intl.DateTimeFormat>();

/** "12 Nov 14:20", in the given IANA time zone (the browser's by default). */
export function formatPointTime(time: number, timeZone?: string): string {
  const key = timeZone ?? '';
  let format = timeFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', {
      day: 'numeric',
      month: 'short',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      timeZone,
    });
    timeFormats.set(key, format);
  }
  const parts = Object.fromEntries(format.formatToParts(time).map((p) => [p.type, p.value]));
  return `${parts.day} ${parts.month} ${parts.hour}:${parts.minute}`;
}

export type SensorChartPreset = '24h' | '7d' | '30d';

/** A preset span back from now, or a custom from–to of calendar days (`YYYY-MM-DD`, both inclusive). */
export type SensorChartRange =
  { preset: SensorChartPreset } | { preset: 'custom'; from: string; to: string };

export const presetLabels: Record<SensorChartPreset | 'custom', string> = {
  '24h': 'Last 24 hours',
  '7d': 'Last 7 days',
  '30d': 'Last 30 days',
  custom: 'Custom range',
};

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const presetSpan: Record<SensorChartPreset, number> = {
  '24h': DAY,
  '7d': 7 * DAY,
  '30d': 30 * DAY,
};

/** `YYYY-MM-DD` at midnight UTC, or NaN for anything else. */
export function parseDay(day: string): number {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return Number.NaN;
  return Date.parse(`${day}T00:00:00Z`);
}

/**
 * The time window of a range, in epoch milliseconds: presets end at `now`; a custom range runs
 * from the start of its first day to the end of its last (UTC). The app asks the API for
 * readings after `from` (`allSensorData(createdAt > from)`).
 */
export function sensorChartWindow(
  range: SensorChartRange,
  now: number,
): { from: number; to: number } {
  if (range.preset === 'custom') {
    return { from: parseDay(range.from), to: parseDay(range.to) + DAY - 1 };
  }
  return { from: now - presetSpan[range.preset], to: now };
}

export function toEpochMs(time: Date | string | number): number {
  if (time instanceof Date) return time.getTime();
  if (typeof time === 'number') return time;
  return Date.parse(time);
}

/** The points inside the window, oldest first, as parallel columns (times in ms). */
export interface SensorColumns {
  times: number[];
  values: (number | null)[];
}

/**
 * Sorts the series (the API sends newest first) and keeps the points inside the window.
 * Invalid times are dropped; NaN values count as gaps.
 */
export function toColumns(
  series: readonly SensorPoint[],
  window: { from: number; to: number },
): SensorColumns {
  const points: [number, number | null][] = [];
  let sorted = true;
  let last = -Infinity;
  for (const point of series) {
    const time = toEpochMs(point.time);
    if (Number.isNaN(time) || time < window.from || time > window.to) continue;
    const value = point.value == null || Number.isNaN(point.value) ? null : point.value;
    if (time < last) sorted = false;
    last = time;
    points.push([time, value]);
  }
  if (!sorted) points.sort((a, b) => a[0] - b[0]);
  const times = new Array<number>(points.length);
  const values = new Array<number | null>(points.length);
  for (let i = 0; i < points.length; i += 1) {
    times[i] = points[i]![0];
    values[i] = points[i]![1];
  }
  return { times, values };
}

/** True when both hold the same readings at the same times. */
export function sameColumns(a: SensorColumns, b: SensorColumns): boolean {
  if (a === b) return true;
  if (a.times.length !== b.times.length) return false;
  for (let i = 0; i < a.times.length; i += 1) {
    if (a.times[i] !== b.times[i] || a.values[i] !== b.values[i]) return false;
  }
  return true;
}

/** True when the window holds no actual reading (no points, or only gaps). */
export function hasReadings(columns: SensorColumns): boolean {
  return columns.values.some((value) => value != null);
}

/**
 * Where a key moves the cursor: arrows by one point, Page Up/Down by a tenth of the points,
 * Home/End to the oldest and newest. The first arrow press lands on the newest point.
 * Undefined for keys the chart does not handle.
 */
export function nextCursorIndex(
  key: string,
  index: number | null,
  count: number,
): number | undefined {
  if (count === 0) return undefined;
  const last = count - 1;
  const page = Math.max(1, Math.round(count / 10));
  const step = (by: number) => (index == null ? last : Math.min(last, Math.max(0, index + by)));
  switch (key) {
    case 'ArrowRight':
      return step(1);
    case 'ArrowLeft':
      return step(-1);
    case 'PageUp':
      return step(page);
    case 'PageDown':
      return step(-page);
    case 'Home':
      return 0;
    case 'End':
      return last;
    default:
      return undefined;
  }
}

const axisFormats = new Map<string, { time: Intl.DateTimeFormat; day: Intl.DateTimeFormat }>();

/**
 * Time-axis labels in the readout's words: "15:00" within a day or two, with the day under the
 * first tick and each midnight ("00:00\n12 Nov"); just the day ("12 Nov") over longer periods.
 */
export function timeAxisLabels(
  ticks: readonly number[],
  spanMs: number,
  timeZone?: string,
): string[] {
  const key = timeZone ?? '';
  let formats = axisFormats.get(key);
  if (!formats) {
    formats = {
      time: new Intl.DateTimeFormat('en-GB', {
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
        timeZone,
      }),
      day: new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone }),
    };
    axisFormats.set(key, formats);
  }
  const { time, day } = formats;
  if (spanMs > 3 * DAY) return ticks.map((tick) => day.format(tick));
  let lastDay = '';
  return ticks.map((tick) => {
    const clock = time.format(tick);
    const date = day.format(tick);
    const label = date !== lastDay ? `${clock}\n${date}` : clock;
    lastDay = date;
    return label;
  });
}

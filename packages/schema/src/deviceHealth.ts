// Device health (issue 11, decision 0121): pure rules shared by the server (SQL, jobs, digest),
// the app and the kit. Every threshold is here once, with its reason. The pump guardrails live
// in pumpGuardrails.ts.
import { UPLINK_INTERVAL_MINUTES } from './devices';

// ---------------------------------------------------------------------------------------------
// Last seen

/** A device is offline after this many missed uplinks in a row. */
export const MISSED_UPLINKS_BEFORE_OFFLINE = 3;

export type DeviceConnection = 'online' | 'offline' | 'never-reported';

type Instant = Date | string | number;

const toMillis = (value: Instant): number =>
  value instanceof Date ? value.getTime() : typeof value === 'number' ? value : Date.parse(value);

/**
 * Whether a device has missed 3 uplinks: more than 3 × `intervalMinutes` (60 min by default)
 * since its last uplink. A device that never reported is not "offline" (see `deviceConnection`).
 * SQL twin: `last_seen < now() - make_interval(mins => 3 * 20)`, which is false for NULL too.
 */
export function isOffline(
  lastSeen: Instant | null | undefined,
  now: Instant,
  intervalMinutes: number = UPLINK_INTERVAL_MINUTES,
): boolean {
  if (lastSeen == null) return false;
  const seen = toMillis(lastSeen);
  if (Number.isNaN(seen)) return false;
  return toMillis(now) - seen > MISSED_UPLINKS_BEFORE_OFFLINE * intervalMinutes * 60_000;
}

/** Online, offline (3 missed uplinks) or never reported. */
export function deviceConnection(
  lastSeen: Instant | null | undefined,
  now: Instant,
  intervalMinutes: number = UPLINK_INTERVAL_MINUTES,
): DeviceConnection {
  if (lastSeen == null || Number.isNaN(toMillis(lastSeen))) return 'never-reported';
  return isOffline(lastSeen, now, intervalMinutes) ? 'offline' : 'online';
}

/** "45 min", "3 h", "2 days": how long ago, short, for problem lines. */
export function formatSinceShort(from: Instant, now: Instant): string {
  const minutes = Math.max(0, Math.floor((toMillis(now) - toMillis(from)) / 60_000));
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return `${hours} h`;
  return `${Math.floor(hours / 24)} days`;
}

// ---------------------------------------------------------------------------------------------
// Battery

/**
 * LSE01 and LSPH01 run on one 3.6 V Li-SOCl2 cell (ER26500). Its voltage stays near 3.6 V for most
 * of its life and falls steeply at the end, so a voltage is a level, not a percentage:
 * - at or above 3.3 V the cell is fine;
 * - below 3.3 V (BATTERY_LOW_VOLTS) it is past the knee: replace it within weeks;
 * - below 3.1 V (BATTERY_CRITICAL_VOLTS) transmit bursts pull it under the radio's brown-out
 *   level and uplinks start to fail: replace it now.
 */
export const BATTERY_FULL_VOLTS = 3.6;
export const BATTERY_LOW_VOLTS = 3.3;
export const BATTERY_CRITICAL_VOLTS = 3.1;

export type DeviceBatteryLevel = 'good' | 'low' | 'critical';

/** good ≥ 3.3 V, low 3.1–3.3 V, critical < 3.1 V; null without a reading. */
export function batteryLevel(volts: number | null | undefined): DeviceBatteryLevel | null {
  if (volts == null || Number.isNaN(volts)) return null;
  if (volts < BATTERY_CRITICAL_VOLTS) return 'critical';
  if (volts < BATTERY_LOW_VOLTS) return 'low';
  return 'good';
}

export interface BatterySample {
  time: Instant;
  volts: number;
}

/** Fewer samples than this, or a shorter span, give no trend: the voltage sags with cold nights. */
export const BATTERY_TREND_MIN_SAMPLES = 6;
export const BATTERY_TREND_MIN_DAYS = 7;
/** A slope above −0.1 mV a day (−3 mV a month) is flat: more than 8 years to fall 0.3 V. */
export const BATTERY_TREND_FLAT_VOLTS_PER_DAY = -0.0001;
/** A month, in days, for "months left". */
export const DAYS_PER_MONTH = 30.44;

const DAY_MS = 24 * 60 * 60 * 1000;

/** The least-squares slope of the battery voltage, in volts per day; null with too few samples. */
export function batteryVoltsPerDay(samples: readonly BatterySample[]): number | null {
  const points = samples
    .map((sample) => ({ x: toMillis(sample.time) / DAY_MS, y: sample.volts }))
    .filter((point) => Number.isFinite(point.x) && Number.isFinite(point.y));
  if (points.length < BATTERY_TREND_MIN_SAMPLES) return null;
  const xs = points.map((point) => point.x);
  if (Math.max(...xs) - Math.min(...xs) < BATTERY_TREND_MIN_DAYS) return null;
  const meanX = xs.reduce((sum, x) => sum + x, 0) / points.length;
  const meanY = points.reduce((sum, point) => sum + point.y, 0) / points.length;
  let sxy = 0;
  let sxx = 0;
  for (const { x, y } of points) {
    sxy += (x - meanX) * (y - meanY);
    sxx += (x - meanX) ** 2;
  }
  return sxx === 0 ? null : sxy / sxx;
}

/**
 * Months until the fitted voltage trend reaches `untilVolts` (the low threshold by default),
 * counted from the newest sample. 0 when the trend is already there. null when there are too few
 * samples (6 over 7 days) or the trend is flat or rising.
 */
export function batteryMonthsLeft(
  samples: readonly BatterySample[],
  untilVolts: number = BATTERY_LOW_VOLTS,
): number | null {
  const slope = batteryVoltsPerDay(samples);
  if (slope == null || slope >= BATTERY_TREND_FLAT_VOLTS_PER_DAY) return null;
  const points = samples.filter(
    (sample) => Number.isFinite(toMillis(sample.time)) && Number.isFinite(sample.volts),
  );
  const xs = points.map((sample) => toMillis(sample.time) / DAY_MS);
  const meanX = xs.reduce((sum, x) => sum + x, 0) / points.length;
  const meanY = points.reduce((sum, sample) => sum + sample.volts, 0) / points.length;
  const newestX = Math.max(...xs);
  const fittedNow = meanY + slope * (newestX - meanX);
  const days = (untilVolts - fittedNow) / slope;
  return Math.max(0, days / DAYS_PER_MONTH);
}

/** "about 2 months", "about 1 month", "less than a month". */
export function formatMonthsLeft(months: number): string {
  if (months < 1) return 'less than a month';
  const rounded = Math.round(months);
  return `about ${rounded} ${rounded === 1 ? 'month' : 'months'}`;
}

/** Warn that the battery is running down when the trend reaches the low threshold this soon. */
export const BATTERY_WARNING_MONTHS = 3;

// ---------------------------------------------------------------------------------------------
// Signal

/**
 * LoRa link quality from the gateway's RSSI (dBm) and SNR (dB); the worse of the two wins.
 * - RSSI: ≥ −90 excellent, ≥ −100 good, ≥ −110 fair, below poor (EU868 receivers are sensitive to
 *   about −120 dBm at SF7 and −137 dBm at SF12, so below −110 dBm little margin is left for rain,
 *   leaves and a growing plant).
 * - SNR: ≥ 5 excellent, ≥ 0 good, ≥ −7.5 fair (the demodulation floor at SF7; only slower spreading
 *   factors still get through), below poor.
 * Without an SNR the RSSI decides alone.
 */
export const SIGNAL_RSSI_THRESHOLDS = { excellent: -90, good: -100, fair: -110 } as const;
export const SIGNAL_SNR_THRESHOLDS = { excellent: 5, good: 0, fair: -7.5 } as const;

export type DeviceSignalQuality = 'excellent' | 'good' | 'fair' | 'poor';

const SIGNAL_ORDER: readonly DeviceSignalQuality[] = ['poor', 'fair', 'good', 'excellent'];

function grade(
  value: number,
  thresholds: { excellent: number; good: number; fair: number },
): DeviceSignalQuality {
  if (value >= thresholds.excellent) return 'excellent';
  if (value >= thresholds.good) return 'good';
  if (value >= thresholds.fair) return 'fair';
  return 'poor';
}

/** excellent/good/fair/poor from RSSI and SNR (the worse wins); null without an RSSI. */
export function signalQuality(
  rssi: number | null | undefined,
  snr?: number | null,
): DeviceSignalQuality | null {
  if (rssi == null || Number.isNaN(rssi)) return null;
  const byRssi = grade(rssi, SIGNAL_RSSI_THRESHOLDS);
  if (snr == null || Number.isNaN(snr)) return byRssi;
  const bySnr = grade(snr, SIGNAL_SNR_THRESHOLDS);
  return SIGNAL_ORDER.indexOf(byRssi) < SIGNAL_ORDER.indexOf(bySnr) ? byRssi : bySnr;
}

export const SIGNAL_QUALITY_LABELS: Record<DeviceSignalQuality, string> = {
  excellent: 'Excellent signal',
  good: 'Good signal',
  fair: 'Fair signal',
  poor: 'Weak signal',
};

// ---------------------------------------------------------------------------------------------
// Probe

/** A reading whose "sensor detected" bit is clear: the probe is out of the soil (not 0 % water). */
export function isProbeOut(probeDetected: boolean | null | undefined): boolean {
  return probeDetected === false;
}

// ---------------------------------------------------------------------------------------------
// Problems, in words users read

export type DeviceHealthProblemKind =
  | 'never-reported'
  | 'offline'
  | 'battery-critical'
  | 'battery-low'
  | 'battery-running-down'
  | 'probe-out'
  | 'weak-signal';

export interface DeviceHealthProblem {
  kind: DeviceHealthProblemKind;
  /** critical: the device cannot do its job now; warning: it will soon, or does it badly. */
  severity: 'warning' | 'critical';
  message: string;
}

export interface DeviceHealthInput {
  /** The last uplink; null when the device never reported. */
  lastSeen: Instant | null | undefined;
  /** Latest battery voltage; null for boards without one (The Things Uno on USB). */
  battery?: number | null;
  /** Battery history, any order, for the trend. */
  batteryHistory?: readonly BatterySample[];
  rssi?: number | null;
  snr?: number | null;
  /** The latest reading's "sensor detected" bit; null/undefined for boards without a probe. */
  probeDetected?: boolean | null;
  intervalMinutes?: number;
}

/** Everything wrong with a device, worst first, as sentences for the device page, lists and e-mail. */
export function deviceHealthProblems(
  input: DeviceHealthInput,
  now: Instant,
): DeviceHealthProblem[] {
  const problems: DeviceHealthProblem[] = [];
  const connection = deviceConnection(input.lastSeen, now, input.intervalMinutes);
  if (connection === 'never-reported') {
    problems.push({
      kind: 'never-reported',
      severity: 'warning',
      message: 'Never reported: no uplink has arrived yet',
    });
  } else if (connection === 'offline' && input.lastSeen != null) {
    problems.push({
      kind: 'offline',
      severity: 'critical',
      message: `Offline: last seen ${formatSinceShort(input.lastSeen, now)} ago`,
    });
  }

  const level = batteryLevel(input.battery);
  const history = input.batteryHistory ?? [];
  if (level === 'critical') {
    problems.push({
      kind: 'battery-critical',
      severity: 'critical',
      message: 'Battery almost empty: replace it now',
    });
  } else if (level === 'low') {
    const left = batteryMonthsLeft(history, BATTERY_CRITICAL_VOLTS);
    problems.push({
      kind: 'battery-low',
      severity: 'warning',
      message:
        left == null
          ? 'Battery low: replace it soon'
          : `Battery low: ${formatMonthsLeft(left)} left`,
    });
  } else if (level === 'good') {
    const left = batteryMonthsLeft(history);
    if (left != null && left <= BATTERY_WARNING_MONTHS) {
      problems.push({
        kind: 'battery-running-down',
        severity: 'warning',
        message: `Battery running down: low in ${formatMonthsLeft(left)}`,
      });
    }
  }

  if (isProbeOut(input.probeDetected)) {
    problems.push({ kind: 'probe-out', severity: 'critical', message: 'Probe out of the soil' });
  }

  if (signalQuality(input.rssi, input.snr) === 'poor') {
    problems.push({
      kind: 'weak-signal',
      severity: 'warning',
      message: 'Weak signal: some uplinks may not arrive',
    });
  }
  return problems;
}

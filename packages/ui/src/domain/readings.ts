// Wording and thresholds for device readings (Dragino LSE01/LSPH01 uplinks, LoRaWAN metadata).

/** Dragino sensors run on a Li-SOCl2 cell: about 3.6 V when full, 3.0 V when nearly empty. */
export const BATTERY_FULL_VOLTS = 3.6;
export const BATTERY_EMPTY_VOLTS = 3.0;

export type BatteryLevel = 'low' | 'medium' | 'full';

/** Battery charge in percent (0–100, whole numbers) from the reported voltage. */
export function batteryPercentFromVolts(volts: number): number {
  const ratio = (volts - BATTERY_EMPTY_VOLTS) / (BATTERY_FULL_VOLTS - BATTERY_EMPTY_VOLTS);
  return Math.round(Math.min(1, Math.max(0, ratio)) * 100);
}

/** low ≤ 20 %, medium ≤ 60 %, full above. */
export function batteryLevel(percent: number): BatteryLevel {
  if (percent <= 20) return 'low';
  if (percent <= 60) return 'medium';
  return 'full';
}

export const batteryLevelLabel: Record<BatteryLevel, string> = {
  low: 'Low',
  medium: 'Medium',
  full: 'Full',
};

export type SignalQuality = 'excellent' | 'good' | 'fair' | 'weak' | 'poor';

/** RSSI thresholds (dBm): ≥ -90 excellent, ≥ -100 good, ≥ -110 fair, > -120 weak, else poor. */
export function signalQuality(rssi: number): SignalQuality {
  if (rssi >= -90) return 'excellent';
  if (rssi >= -100) return 'good';
  if (rssi >= -110) return 'fair';
  if (rssi > -120) return 'weak';
  return 'poor';
}

/** Bars lit out of 4. */
export const signalBars: Record<SignalQuality, number> = {
  excellent: 4,
  good: 3,
  fair: 2,
  weak: 1,
  poor: 0,
};

export const signalQualityLabel: Record<SignalQuality, string> = {
  excellent: 'Excellent',
  good: 'Good',
  fair: 'Fair',
  weak: 'Weak',
  poor: 'Poor',
};

export type PhRegion = 'acidic' | 'neutral' | 'alkaline';

/** pH below 6.5 is acidic, above 7.5 alkaline, in between neutral (the 7 on a 0–14 scale). */
export function phRegion(ph: number): PhRegion {
  if (ph < 6.5) return 'acidic';
  if (ph > 7.5) return 'alkaline';
  return 'neutral';
}

export const phRegionLabel: Record<PhRegion, string> = {
  acidic: 'acidic',
  neutral: 'neutral',
  alkaline: 'alkaline',
};

const number = (digits: number) =>
  new Intl.NumberFormat('en-US', { minimumFractionDigits: 0, maximumFractionDigits: digits });
const oneDecimal = number(1);
const twoDecimals = number(2);
const whole = number(0);

/** Formats a reading in en-US with up to `digits` decimals. */
export function formatNumber(value: number, digits: 0 | 1 | 2 = 1): string {
  return (digits === 0 ? whole : digits === 1 ? oneDecimal : twoDecimals).format(value);
}

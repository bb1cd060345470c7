import { Battery, BatteryFull, BatteryLow, BatteryMedium } from 'lucide-react';
import { batteryLevel as voltageLevel } from '@bloomkeep/schema';
import {
  batteryLevel,
  batteryLevelLabel,
  batteryPercentFromVolts,
  formatNumber,
  type BatteryLevel,
} from '../../domain/readings';
import * as styles from './BatteryIndicator.css';

export interface BatteryIndicatorProps {
  /** The voltage the device reports (Dragino: about 3.0 V empty to 3.6 V full). */
  volts?: number | null;
  /** Charge in percent, when known directly; wins over `volts`. */
  percent?: number | null;
}

const icons = { low: BatteryLow, medium: BatteryMedium, full: BatteryFull } as const;

/** A device's battery: an icon, the charge in percent and its level in words. */
export function BatteryIndicator({ volts, percent }: BatteryIndicatorProps) {
  const charge =
    percent != null && !Number.isNaN(percent)
      ? Math.round(Math.min(100, Math.max(0, percent)))
      : volts != null && !Number.isNaN(volts)
        ? batteryPercentFromVolts(volts)
        : null;

  if (charge == null) {
    return (
      <span className={styles.root({ level: 'unknown' })} data-level="unknown">
        <Battery className={styles.icon} aria-hidden="true" />
        Battery unknown
      </span>
    );
  }
  // From a voltage, "low" is the shared health rule (below 3.3 V, decision 0121), so the
  // indicator never says "medium" next to a "Battery low" problem.
  const fromVolts = percent == null && volts != null ? voltageLevel(volts) : null;
  const level: BatteryLevel =
    fromVolts === 'low' || fromVolts === 'critical' ? 'low' : batteryLevel(charge);
  const Icon = icons[level];
  return (
    <span className={styles.root({ level })} data-level={level}>
      <Icon className={styles.icon} aria-hidden="true" />
      <span>
        Battery {charge}% ({batteryLevelLabel[level].toLowerCase()})
        {volts != null && percent == null ? (
          <span className={styles.detail}> · {formatNumber(volts, 2)} V</span>
        ) : null}
      </span>
    </span>
  );
}

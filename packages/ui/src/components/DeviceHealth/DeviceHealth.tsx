import { useId } from 'react';
import { AlertTriangle, CircleCheck, AlertOctagon } from 'lucide-react';
import {
  BATTERY_LOW_VOLTS,
  BATTERY_CRITICAL_VOLTS,
  BATTERY_TREND_FLAT_VOLTS_PER_DAY,
  batteryLevel,
  batteryMonthsLeft,
  batteryVoltsPerDay,
  deviceConnection,
  deviceHealthProblems,
  formatMonthsLeft,
  type BatterySample,
  type DeviceConnection,
  type DeviceHealthProblem,
} from '@bloomkeep/schema';
import { formatNumber } from '../../domain/readings';
import { isoDateTime, timeAgo } from '../../domain/timeAgo';
import { useRenderTime } from '../../domain/renderTime';
import { BatteryIndicator } from '../BatteryIndicator/BatteryIndicator';
import { Heading } from '../Heading/Heading';
import { SignalIndicator } from '../SignalIndicator/SignalIndicator';
import * as styles from './DeviceHealth.css';

export interface DeviceHealthProps {
  /** The last uplink; null when the device never reported. */
  lastSeen: string | Date | null | undefined;
  /** Latest battery voltage (V). */
  battery?: number | null;
  /** Battery voltage history for the trend and the months left (any order). */
  batteryHistory?: readonly BatterySample[];
  /** Received signal strength of the last uplink, dBm. */
  rssi?: number | null;
  /** Signal-to-noise ratio of the last uplink, dB. */
  snr?: number | null;
  /** The last reading's "sensor detected" bit; leave undefined for boards without a probe. */
  probeDetected?: boolean | null;
  /** false for boards without a battery reading (The Things Uno on USB): no battery line. */
  showBattery?: boolean;
  /** `compact` for lists and cards (one status line, indicators and problems); `full` for the device page. */
  variant?: 'compact' | 'full';
  /** The full variant's heading level ("Problems" goes one below). */
  headingLevel?: 2 | 3;
  /** Minutes between uplinks (Dragino default 20). */
  intervalMinutes?: number;
  /** "Now" for relative times; pass a fixed date in stories and tests. */
  now?: Date;
}

const CONNECTION_LABELS: Record<DeviceConnection, string> = {
  online: 'Online',
  offline: 'Offline',
  'never-reported': 'Never reported',
};

const exactTime = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: 'UTC',
  timeZoneName: 'short',
});

/** "Jun 10, 2025, 11:40 UTC": server times are UTC, like formatDate. */
function formatExact(value: string | Date): string {
  return exactTime.format(typeof value === 'string' ? new Date(value) : value);
}

/** The battery trend in words: "Falling 14 mV a week · low in about 5 months". */
function batteryTrend(
  battery: number | null | undefined,
  history: readonly BatterySample[],
): string {
  const slope = batteryVoltsPerDay(history);
  if (slope == null) return 'Not enough history for a trend yet';
  if (slope >= BATTERY_TREND_FLAT_VOLTS_PER_DAY) return 'Steady';
  const perWeek = `Falling ${formatNumber(Math.abs(slope) * 7 * 1000, 0)} mV a week`;
  const level = batteryLevel(battery);
  if (level === 'critical') return perWeek;
  if (level === 'low') {
    const left = batteryMonthsLeft(history, BATTERY_CRITICAL_VOLTS);
    return left == null ? perWeek : `${perWeek} · ${formatMonthsLeft(left)} left`;
  }
  const left = batteryMonthsLeft(history, BATTERY_LOW_VOLTS);
  return left == null ? perWeek : `${perWeek} · low in ${formatMonthsLeft(left)}`;
}

function Problems({
  problems,
  labelledBy,
}: {
  problems: readonly DeviceHealthProblem[];
  labelledBy?: string;
}) {
  return (
    <ul
      className={styles.problems}
      aria-label={labelledBy ? undefined : 'Health problems'}
      aria-labelledby={labelledBy}
    >
      {problems.map((problem) => {
        const Icon = problem.severity === 'critical' ? AlertOctagon : AlertTriangle;
        return (
          <li key={problem.kind} className={styles.problem({ severity: problem.severity })}>
            <Icon className={styles.problemIcon} aria-hidden="true" />
            {problem.message}
          </li>
        );
      })}
    </ul>
  );
}

/**
 * A device's health: last seen and online/offline (3 missed uplinks), battery with its trend and
 * months left, LoRa signal, probe out of the soil, and every problem in words. The rules are
 * @bloomkeep/schema's deviceHealth, shared with the server and the digest e-mail.
 */
export function DeviceHealth({
  lastSeen,
  battery,
  batteryHistory = [],
  rssi,
  snr,
  probeDetected,
  showBattery = true,
  variant = 'compact',
  headingLevel = 2,
  intervalMinutes,
  now: nowProp,
}: DeviceHealthProps) {
  const headingId = useId();
  const problemsId = useId();
  const now = useRenderTime(nowProp);
  // An unreadable time is no time: shown as never reported, never a crash.
  const seen = lastSeen && !Number.isNaN(new Date(lastSeen).getTime()) ? lastSeen : null;
  const connection = deviceConnection(seen, now, intervalMinutes);
  const problems = deviceHealthProblems(
    { lastSeen: seen, battery, batteryHistory, rssi, snr, probeDetected, intervalMinutes },
    now,
  );
  const lastSeenTime = seen ? (
    <time dateTime={isoDateTime(seen)} title={formatExact(seen)}>
      {timeAgo(seen, now)}
    </time>
  ) : null;
  const statusLine = (
    <p className={styles.status({ connection })}>
      <span className={styles.dot({ connection })} aria-hidden="true" />
      {CONNECTION_LABELS[connection]}
      {lastSeenTime ? (
        <span className={connection === 'offline' ? undefined : styles.muted}>
          {' · last seen '}
          {lastSeenTime}
        </span>
      ) : null}
    </p>
  );

  if (variant === 'compact') {
    // The status line already says offline or never reported.
    const listed = problems.filter(
      (problem) => problem.kind !== 'offline' && problem.kind !== 'never-reported',
    );
    return (
      <div className={styles.compact} role="group" aria-label="Device health">
        <div className={styles.compactRow}>
          {statusLine}
          {showBattery ? <BatteryIndicator volts={battery} /> : null}
          <SignalIndicator rssi={rssi} snr={snr} />
        </div>
        {listed.length > 0 ? <Problems problems={listed} /> : null}
      </div>
    );
  }

  return (
    <section className={styles.full} aria-labelledby={headingId}>
      <Heading level={headingLevel} id={headingId}>
        Health
      </Heading>
      {statusLine}
      <dl className={styles.facts}>
        <dt className={styles.term}>Last seen</dt>
        <dd className={styles.detail}>
          {seen ? (
            <>
              <span>{lastSeenTime}</span>
              <span className={styles.muted}>{formatExact(seen)}</span>
            </>
          ) : (
            'No uplink yet'
          )}
        </dd>
        {showBattery ? (
          <>
            <dt className={styles.term}>Battery</dt>
            <dd className={styles.detail}>
              <BatteryIndicator volts={battery} />
              <span className={styles.muted}>{batteryTrend(battery, batteryHistory)}</span>
            </dd>
          </>
        ) : null}
        <dt className={styles.term}>Signal</dt>
        <dd className={styles.detail}>
          <SignalIndicator rssi={rssi} snr={snr} />
        </dd>
        {probeDetected != null ? (
          <>
            <dt className={styles.term}>Probe</dt>
            <dd className={styles.detail}>{probeDetected ? 'In the soil' : 'Out of the soil'}</dd>
          </>
        ) : null}
      </dl>
      {problems.length > 0 ? (
        <>
          <Heading level={headingLevel === 2 ? 3 : 4} id={problemsId}>
            Problems
          </Heading>
          <Problems problems={problems} labelledBy={problemsId} />
        </>
      ) : (
        <p className={styles.noProblems}>
          <CircleCheck className={styles.problemIcon} aria-hidden="true" />
          No problems found
        </p>
      )}
    </section>
  );
}

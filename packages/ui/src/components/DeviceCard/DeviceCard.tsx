import { useId, useState, type ReactNode } from 'react';
import { Link } from 'react-aria-components';
import {
  AlertCircle,
  Clock,
  Cpu,
  Droplets,
  Link2,
  Shovel,
  Thermometer,
  TestTubeDiagonal,
  Zap,
} from 'lucide-react';
import {
  CLASS_A_QUEUED_MESSAGE,
  DEVICE_MODEL_LABELS,
  PUMP_DAILY_BUDGET_MINUTES,
  PUMP_MAX_RUN_MINUTES,
  PUMP_MIN_RUN_MINUTES,
  isProbeOut,
  pumpRefusalMessage,
  type BatterySample,
  type DeviceModel,
} from '@bloomkeep/schema';
import { formatNumber } from '../../domain/readings';
import { Button } from '../Button/Button';
import { Card } from '../Card/Card';
import { DeviceHealth } from '../DeviceHealth/DeviceHealth';
import { Heading } from '../Heading/Heading';
import { HydrationGauge } from '../HydrationGauge/HydrationGauge';
import { NumberField } from '../NumberField/NumberField';
import { PhScale } from '../PhScale/PhScale';
import { Switch } from '../Switch/Switch';
import * as styles from './DeviceCard.css';

export interface DeviceReadings {
  /** Soil moisture, percent. */
  water?: number | null;
  /** Soil temperature, °C. */
  temperature?: number | null;
  /** Electrical conductivity, µS/cm. */
  conductivity?: number | null;
  ph?: number | null;
  /** Battery voltage, V. */
  battery?: number | null;
  /** Received signal strength, dBm. */
  rssi?: number | null;
  /** Signal-to-noise ratio, dB. */
  snr?: number | null;
}

export interface DeviceCardProps {
  name: string;
  model: DeviceModel;
  /** The LoRaWAN device id (`eui-…`). */
  deviceId: string;
  readings: DeviceReadings;
  /** When the device last reported (its last uplink): drives online/offline in the health summary. */
  updatedAt?: string | Date | null;
  /**
   * The last reading's "sensor detected" bit (LSE01/LSPH01). false shows "Probe out of the soil"
   * instead of readings that are not the soil's.
   */
  probeDetected?: boolean | null;
  /** Battery voltage history, for the trend and months left in the health summary. */
  batteryHistory?: readonly BatterySample[];
  /** The thing the device measures; null shows "Not linked to a thing". */
  linkedThing?: { name: string; href?: string } | null;
  /** The Things Uno: whether the pump (LED output) is on. */
  ledState?: boolean;
  /** The Things Uno: called when the user switches the pump; without it the switch is read-only. */
  onLedChange?: (on: boolean) => void;
  /** The Things Uno: a switch command is on its way (it arrives after the next uplink). */
  isLedPending?: boolean;
  /**
   * The Things Uno: called with the minutes when the user asks for a timed run (1 to
   * PUMP_MAX_RUN_MINUTES). Shows "Run for N minutes"; without `onLedChange` it replaces the switch,
   * which has no time limit.
   */
  onRunPump?: (minutes: number) => void;
  /** The Things Uno: a run command waits in the queue for the board's next uplink. */
  isPumpPending?: boolean;
  /** The Things Uno: pump minutes used in the last 24 hours, to show and cap what is left. */
  pumpUsedMinutes?: number;
  /** The Things Uno: the server refused a run (a guardrail message from @bloomkeep/schema). */
  pumpError?: string | null;
  /**
   * The Things Uno: the last command failed for good; the reason as the server recorded it
   * ("The Things Network refused the command: …", "Downlinks are not configured …").
   */
  commandError?: string | null;
  /** Makes the device name a link. */
  href?: string;
  /** "Now" for relative times; pass a fixed date in stories and tests. */
  now?: Date;
  headingLevel?: 2 | 3 | 4;
}

/** The model's name and what it is, in the spec's words (@bloomkeep/schema devices.ts). */
export const deviceModelName: Record<DeviceModel, string> = DEVICE_MODEL_LABELS;

const isSet = (value: number | null | undefined): value is number =>
  value != null && !Number.isNaN(value);

function Reading({
  icon,
  label,
  value,
  unit,
}: {
  icon: ReactNode;
  label: string;
  value: number | null | undefined;
  unit: string;
}) {
  return (
    <div className={styles.reading}>
      <dt className={styles.readingLabel}>
        {icon}
        {label}
      </dt>
      <dd className={styles.readingValue}>
        {isSet(value) ? (
          <>
            {formatNumber(value, 1)}
            <span className={styles.unit}>{unit}</span>
          </>
        ) : (
          <span className={styles.unit}>No reading</span>
        )}
      </dd>
    </div>
  );
}

function PumpRun({
  onRunPump,
  isQueued,
  usedMinutes,
}: {
  onRunPump: (minutes: number) => void;
  isQueued: boolean;
  usedMinutes: number;
}) {
  const left = Math.max(0, PUMP_DAILY_BUDGET_MINUTES - usedMinutes);
  const max = Math.min(PUMP_MAX_RUN_MINUTES, left);
  const [chosen, setMinutes] = useState(10);
  // What is left of the budget can shrink under the chosen value (another run, a refresh).
  const minutes = Number.isNaN(chosen)
    ? chosen
    : Math.min(chosen, Math.max(max, PUMP_MIN_RUN_MINUTES));
  const valid =
    Number.isInteger(minutes) && minutes >= PUMP_MIN_RUN_MINUTES && minutes <= max && !isQueued;
  const description =
    left === 0
      ? pumpRefusalMessage('daily-budget', usedMinutes)
      : `At most ${PUMP_MAX_RUN_MINUTES} minutes a run and ${PUMP_DAILY_BUDGET_MINUTES} minutes a day; ${left} left today.`;
  return (
    <div className={styles.pumpRun}>
      <div className={styles.pumpField}>
        <NumberField
          label="Run time (minutes)"
          description={description}
          value={minutes}
          onChange={setMinutes}
          minValue={PUMP_MIN_RUN_MINUTES}
          maxValue={Math.max(max, PUMP_MIN_RUN_MINUTES)}
          step={1}
          isReadOnly={isQueued || left === 0}
        />
      </div>
      <Button
        tone="brand"
        isDisabled={!valid}
        icon={<Clock className={styles.readingIcon} aria-hidden="true" />}
        onPress={() => onRunPump(minutes)}
      >
        {Number.isNaN(minutes)
          ? 'Run'
          : `Run for ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`}
      </Button>
    </div>
  );
}

/** One device: its model-specific readings (or pump control), health summary and linked thing. */
export function DeviceCard({
  name,
  model,
  deviceId,
  readings,
  updatedAt,
  linkedThing,
  ledState,
  onLedChange,
  isLedPending = false,
  probeDetected,
  batteryHistory,
  onRunPump,
  isPumpPending = false,
  pumpUsedMinutes = 0,
  pumpError,
  commandError,
  href,
  now,
  headingLevel = 3,
}: DeviceCardProps) {
  const headingId = useId();
  const { water, temperature, conductivity, ph, battery, rssi, snr } = readings;
  const hasSensorData =
    model === 'LSE01'
      ? [water, temperature, conductivity].some(isSet)
      : model === 'LSPH01'
        ? [ph, temperature].some(isSet)
        : true;
  const ModelIcon = model === 'LSE01' ? Droplets : model === 'LSPH01' ? TestTubeDiagonal : Cpu;
  const temperatureIcon = <Thermometer className={styles.readingIcon} aria-hidden="true" />;

  let body: ReactNode;
  if (model === 'THE_THINGS_UNO') {
    const isQueued = isLedPending || isPumpPending;
    body = (
      <div className={styles.pump}>
        {onRunPump && !onLedChange ? (
          <p className={styles.pumpState}>Pump {ledState ? 'on' : 'off'}</p>
        ) : (
          <Switch
            isSelected={ledState ?? false}
            onChange={onLedChange}
            isDisabled={!onLedChange || isQueued}
            isPending={isLedPending}
            description="The command reaches the board after its next uplink."
          >
            Pump
          </Switch>
        )}
        {onRunPump ? (
          <PumpRun onRunPump={onRunPump} isQueued={isQueued} usedMinutes={pumpUsedMinutes} />
        ) : null}
        <div role="status" className={styles.statusSlot}>
          {isQueued ? (
            <p className={styles.notice({ tone: 'info' })}>
              <Clock className={styles.noticeIcon} aria-hidden="true" />
              {CLASS_A_QUEUED_MESSAGE}
            </p>
          ) : null}
        </div>
        <div role="alert" className={styles.statusSlot}>
          {pumpError ? (
            <p className={styles.notice({ tone: 'critical' })}>
              <AlertCircle className={styles.noticeIcon} aria-hidden="true" />
              {pumpError}
            </p>
          ) : null}
          {commandError ? (
            <p className={styles.notice({ tone: 'critical' })}>
              <AlertCircle className={styles.noticeIcon} aria-hidden="true" />
              {commandError}
            </p>
          ) : null}
        </div>
      </div>
    );
  } else if (isProbeOut(probeDetected)) {
    body = (
      <div className={styles.probeOut}>
        <Shovel className={styles.probeOutIcon} aria-hidden="true" />
        <div>
          <p className={styles.probeOutTitle}>Probe out of the soil</p>
          <p className={styles.probeOutText}>
            Its readings are not the soil&apos;s, so none are shown. Push the probe back into the
            soil; the next uplink will show them again.
          </p>
        </div>
      </div>
    );
  } else if (!hasSensorData) {
    body = <p className={styles.empty}>No data yet. Readings appear after the first uplink.</p>;
  } else if (model === 'LSE01') {
    body = (
      <>
        <HydrationGauge value={water ?? null} />
        <dl className={styles.readings}>
          <Reading icon={temperatureIcon} label="Temperature" value={temperature} unit="°C" />
          <Reading
            icon={<Zap className={styles.readingIcon} aria-hidden="true" />}
            label="Conductivity"
            value={conductivity}
            unit="µS/cm"
          />
        </dl>
      </>
    );
  } else {
    body = (
      <>
        <PhScale value={ph ?? null} />
        <dl className={styles.readings}>
          <Reading icon={temperatureIcon} label="Temperature" value={temperature} unit="°C" />
        </dl>
      </>
    );
  }

  return (
    <Card as="article" aria-labelledby={headingId}>
      <div className={styles.layout}>
        <div className={styles.header}>
          <span className={styles.modelIcon} aria-hidden="true">
            <ModelIcon className={styles.modelIconSvg} />
          </span>
          <div className={styles.titles}>
            <Heading level={headingLevel} id={headingId}>
              {href ? (
                <Link className={styles.link} href={href}>
                  {name}
                </Link>
              ) : (
                <span className={styles.nameText}>{name}</span>
              )}
            </Heading>
            <p className={styles.subtitle}>{deviceModelName[model]}</p>
            <p className={`${styles.subtitle} ${styles.deviceId}`}>{deviceId}</p>
            {linkedThing !== undefined ? (
              <p className={styles.linked}>
                <Link2 className={styles.linkedIcon} aria-hidden="true" />
                {linkedThing ? (
                  <>
                    Linked to{' '}
                    {linkedThing.href ? (
                      <Link className={styles.link} href={linkedThing.href}>
                        {linkedThing.name}
                      </Link>
                    ) : (
                      linkedThing.name
                    )}
                  </>
                ) : (
                  'Not linked to a thing'
                )}
              </p>
            ) : null}
          </div>
        </div>
        {body}
        <div className={styles.footer}>
          <DeviceHealth
            lastSeen={updatedAt}
            battery={battery}
            batteryHistory={batteryHistory}
            rssi={rssi}
            snr={snr}
            showBattery={!(model === 'THE_THINGS_UNO' && !isSet(battery))}
            now={now}
          />
        </div>
      </div>
    </Card>
  );
}

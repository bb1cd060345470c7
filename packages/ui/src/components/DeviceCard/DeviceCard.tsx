import { useId, type ReactNode } from 'react';
import { Link } from 'react-aria-components';
import { Cpu, Droplets, Link2, Thermometer, TestTubeDiagonal, Zap } from 'lucide-react';
import { DEVICE_MODEL_LABELS, type DeviceModel } from '@bloomkeep/schema';
import { formatNumber } from '../../domain/readings';
import { isoDateTime, timeAgo } from '../../domain/timeAgo';
import { BatteryIndicator } from '../BatteryIndicator/BatteryIndicator';
import { Card } from '../Card/Card';
import { Heading } from '../Heading/Heading';
import { HydrationGauge } from '../HydrationGauge/HydrationGauge';
import { PhScale } from '../PhScale/PhScale';
import { SignalIndicator } from '../SignalIndicator/SignalIndicator';
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
  /** When the device last reported. */
  updatedAt?: string | Date | null;
  /** The thing the device measures; null shows "Not linked to a thing". */
  linkedThing?: { name: string; href?: string } | null;
  /** The Things Uno: whether the pump (LED output) is on. */
  ledState?: boolean;
  /** The Things Uno: called when the user switches the pump; without it the switch is read-only. */
  onLedChange?: (on: boolean) => void;
  /** The Things Uno: a switch command is on its way (it arrives after the next uplink). */
  isLedPending?: boolean;
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

/** One device: its model-specific readings (or pump control), battery, signal and linked thing. */
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
    body = (
      <Switch
        isSelected={ledState ?? false}
        onChange={onLedChange}
        isDisabled={!onLedChange}
        isPending={isLedPending}
        description="The command reaches the board after its next uplink."
      >
        Pump
      </Switch>
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
          {model === 'THE_THINGS_UNO' && !isSet(battery) ? null : (
            <BatteryIndicator volts={battery} />
          )}
          <SignalIndicator rssi={rssi} snr={snr} />
          {updatedAt ? (
            <span className={styles.updated}>
              Updated{' '}
              <time dateTime={isoDateTime(updatedAt)}>{timeAgo(updatedAt, now ?? new Date())}</time>
            </span>
          ) : (
            <span className={styles.updated}>Never reported</span>
          )}
        </div>
      </div>
    </Card>
  );
}

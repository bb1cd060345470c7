// A device's readings history: the newest 100 readings as an accessible table, newest
// first. The kit's SensorChart goes in the `chart` slot above the table (issue 11);
// the table stays as its accessible alternative.
import type { ReactNode } from 'react';
import { graphql, useFragment } from 'react-relay';
import { EmptyState, Heading, Stack } from '@bloomkeep/ui';
import type { DeviceModel } from '@bloomkeep/schema';
import type { DeviceReadings_device$key } from '../../__generated__/DeviceReadings_device.graphql';
import * as styles from './Devices.css';

const readingTime = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  hour: '2-digit',
  minute: '2-digit',
});

/** How many readings the table shows. */
export const READINGS_SHOWN = 100;

const fragment = graphql`
  fragment DeviceReadings_device on Device {
    id
    name
    model
    sensorData(first: 100, orderBy: [CREATED_AT_DESC, ID_DESC]) {
      nodes {
        nodeId
        createdAt
        water
        temperature
        conductivity
        ph
        battery
        probeDetected
        ledState
      }
    }
  }
`;

type Reading = {
  readonly water?: number | null;
  readonly temperature?: number | null;
  readonly conductivity?: number | null;
  readonly ph?: number | null;
  readonly battery?: number | null;
  readonly probeDetected?: boolean | null;
  readonly ledState?: boolean | null;
};

interface Column {
  id: string;
  name: string;
  value: (reading: Reading) => string;
}

const number = (value: number | null | undefined, digits: number, unit = '') =>
  value == null || Number.isNaN(value) ? '–' : `${value.toFixed(digits)}${unit}`;

const WATER: Column = {
  id: 'water',
  name: 'Water (%)',
  value: (r) => (r.probeDetected === false ? 'Probe out of soil' : number(r.water, 1)),
};
const TEMPERATURE: Column = {
  id: 'temperature',
  name: 'Temperature (°C)',
  value: (r) => number(r.temperature, 1),
};
const CONDUCTIVITY: Column = {
  id: 'conductivity',
  name: 'Conductivity (µS/cm)',
  value: (r) => number(r.conductivity, 0),
};
const PH: Column = {
  id: 'ph',
  name: 'pH',
  value: (r) => (r.probeDetected === false ? 'Probe out of soil' : number(r.ph, 1)),
};
const BATTERY: Column = { id: 'battery', name: 'Battery (V)', value: (r) => number(r.battery, 2) };
const PUMP: Column = {
  id: 'ledState',
  name: 'Pump',
  value: (r) => (r.ledState == null ? '–' : r.ledState ? 'On' : 'Off'),
};

/** The columns a model reports (spec §3). */
export const READING_COLUMNS: Record<DeviceModel, Column[]> = {
  LSE01: [WATER, TEMPERATURE, CONDUCTIVITY, BATTERY],
  LSPH01: [PH, TEMPERATURE, BATTERY],
  THE_THINGS_UNO: [PUMP],
};

export function DeviceReadings({
  device,
  chart,
  headingLevel = 2,
}: {
  device: DeviceReadings_device$key;
  /** The chart of the readings, shown above the table (the kit's SensorChart). */
  chart?: ReactNode;
  headingLevel?: 2 | 3;
}) {
  const data = useFragment(fragment, device);
  const readings = data.sensorData.nodes;
  const columns = READING_COLUMNS[data.model];
  return (
    <Stack space="small">
      <Heading level={headingLevel}>Readings</Heading>
      {chart}
      {readings.length === 0 ? (
        <EmptyState
          title="No readings yet"
          description="Readings appear here as soon as the device sends its first uplink."
        />
      ) : (
        // A focusable, labelled region: the table scrolls sideways inside it on a phone.
        <div
          className={styles.tableScroll}
          tabIndex={0}
          role="region"
          aria-label={`Readings of ${data.name}`}
        >
          <table className={styles.table}>
            <caption className={styles.caption}>
              The newest {Math.min(readings.length, READINGS_SHOWN)} readings of {data.name}, newest
              first
            </caption>
            <thead>
              <tr>
                <th scope="col" className={styles.cell}>
                  Time
                </th>
                {columns.map((column) => (
                  <th key={column.id} scope="col" className={styles.cell}>
                    {column.name}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {readings.map((reading) => (
                <tr key={reading.nodeId}>
                  <th scope="row" className={styles.cell}>
                    <time dateTime={reading.createdAt}>
                      {readingTime.format(new Date(reading.createdAt))}
                    </time>
                  </th>
                  {columns.map((column) => (
                    <td key={column.id} className={styles.cell}>
                      {column.value(reading)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Stack>
  );
}

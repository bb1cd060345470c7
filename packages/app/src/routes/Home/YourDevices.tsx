// The home dashboard's devices (spec §2 "/": things, devices, …): the signed-in user's
// sensors and pump controllers, each with its latest reading and health (offline,
// battery, signal, probe out), updating live as uplinks arrive.
import { useMemo } from 'react';
import { graphql, useFragment, useSubscription } from 'react-relay';
import type { GraphQLSubscriptionConfig } from 'relay-runtime';
import { DEVICE_MODEL_NAMES } from '@bloomkeep/schema';
import { DeviceHealth, Link, formatNumber } from '@bloomkeep/ui';
import type { YourDevicesSubscription } from '../../__generated__/YourDevicesSubscription.graphql';
import type { YourDevices_devices$key } from '../../__generated__/YourDevices_devices.graphql';
import * as homeStyles from './HomeRoute.css';
import * as styles from './NeedsWaterList.css';

const fragment = graphql`
  fragment YourDevices_devices on Device @relay(plural: true) {
    id
    name
    model
    water
    ph
    ledState
    battery
    rssi
    snr
    probeDetected
    updated
    thing {
      name
    }
  }
`;

// Only what this list shows: the device page's subscription would re-read 100 readings per
// uplink for every device here.
const subscription = graphql`
  subscription YourDevicesSubscription($id: UUID!) {
    deviceUpdated(id: $id) {
      device {
        ...YourDevices_devices
      }
    }
  }
`;

function useLiveDevice(id: string) {
  const config = useMemo<GraphQLSubscriptionConfig<YourDevicesSubscription>>(
    // A lost socket is retried by the client (relay/reconnect.ts); the list stays usable.
    () => ({ subscription, variables: { id }, onError: () => undefined }),
    [id],
  );
  useSubscription<YourDevicesSubscription>(config);
}

type Device = NonNullable<ReturnType<typeof useYourDevices>>[number];
const useYourDevices = (devices: YourDevices_devices$key) => useFragment(fragment, devices);

/** The reading a steward looks for first, in words. */
export function latestReading(device: {
  model: string;
  water?: number | null;
  ph?: number | null;
  ledState?: boolean | null;
  probeDetected?: boolean | null;
}): string {
  if (device.model === 'THE_THINGS_UNO') {
    return device.ledState == null
      ? 'Pump: no report yet'
      : `Pump ${device.ledState ? 'on' : 'off'}`;
  }
  if (device.probeDetected === false) return 'Probe out of the soil';
  if (device.model === 'LSPH01') {
    return device.ph == null ? 'No reading yet' : `Soil pH ${formatNumber(device.ph, 1)}`;
  }
  return device.water == null
    ? 'No reading yet'
    : `Soil moisture ${formatNumber(device.water, 0)} %`;
}

function DeviceItem({ device, now }: { device: Device; now: Date }) {
  useLiveDevice(device.id);
  return (
    <li className={styles.item}>
      <div className={styles.details}>
        <Link href={`/devices/${device.id}`}>{device.name}</Link>
        <span className={styles.meta}>
          {DEVICE_MODEL_NAMES[device.model as keyof typeof DEVICE_MODEL_NAMES] ?? device.model}
          {device.thing ? ` · ${device.thing.name}` : ''} · {latestReading(device)}
        </span>
      </div>
      <DeviceHealth
        variant="compact"
        lastSeen={device.updated}
        battery={device.battery}
        rssi={device.rssi}
        snr={device.snr}
        probeDetected={device.probeDetected}
        now={now}
      />
    </li>
  );
}

export function YourDevices({ devices, now }: { devices: YourDevices_devices$key; now: Date }) {
  const data = useYourDevices(devices);
  if (data.length === 0) {
    return (
      <p className={homeStyles.muted}>
        You have no devices yet. <Link href="/devices/new">Add a device</Link> to see its readings
        here.
      </p>
    );
  }
  return (
    <ul className={styles.list} aria-label="Your devices">
      {data.map((device) => (
        <DeviceItem key={device.id} device={device} now={now} />
      ))}
    </ul>
  );
}

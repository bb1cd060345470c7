// The device page's body: the kit's DeviceCard with the latest readings, the facts of
// spec §3 (model, device id, visibility, linked thing, owners, hydration levels) and,
// for owners, the way to edit it and its settings.
import { graphql, useFragment } from 'react-relay';
import { DeviceCard, Link, Stack, Tag } from '@bloomkeep/ui';
import { DEVICE_MODEL_LABELS } from '@bloomkeep/schema';
import type { DeviceDetails_device$key } from '../../__generated__/DeviceDetails_device.graphql';
import { DeviceControls } from './DeviceControls';
import { HYDRATION_LEVEL_LABELS, hydrationLevelsOf } from './hydrationLevels';
import * as styles from './Devices.css';

const fragment = graphql`
  fragment DeviceDetails_device on Device
  @argumentDefinitions(signedIn: { type: "Boolean!", defaultValue: false }) {
    id
    name
    model
    deviceId
    isPublic
    isOwner
    hydrationLevels
    water
    temperature
    conductivity
    ph
    battery
    rssi
    snr
    ledState
    probeDetected
    updated
    thing {
      id
      name
    }
    ...DeviceControls_device
    accesses(first: 20, orderBy: [CREATED_AT_ASC]) @include(if: $signedIn) {
      nodes {
        isOwner
        user {
          name
          username
        }
      }
    }
  }
`;

export function DeviceDetails({ device }: { device: DeviceDetails_device$key }) {
  const data = useFragment(fragment, device);
  const owners = (data.accesses?.nodes ?? []).filter((access) => access.isOwner && access.user);
  const levels = hydrationLevelsOf(data.hydrationLevels);
  const path = `/devices/${data.id}`;
  return (
    <Stack space="medium">
      {data.isOwner ? (
        <div className={styles.actions}>
          <Link href={`${path}/edit`}>Edit device</Link>
          <Link href={`${path}/settings`}>Device settings</Link>
        </div>
      ) : null}
      <DeviceControls
        device={data}
        card={
          <DeviceCard
            name={data.name}
            model={data.model}
            deviceId={data.deviceId}
            headingLevel={2}
            readings={{
              water: data.probeDetected === false ? null : data.water,
              temperature: data.temperature,
              conductivity: data.conductivity,
              ph: data.probeDetected === false ? null : data.ph,
              battery: data.battery,
              rssi: data.rssi,
              snr: data.snr,
            }}
            updatedAt={data.updated ?? null}
            linkedThing={
              data.thing ? { name: data.thing.name, href: `/things/${data.thing.id}` } : null
            }
            ledState={data.ledState ?? false}
            probeDetected={data.probeDetected}
          />
        }
      />
      <dl className={styles.facts}>
        <dt className={styles.factLabel}>Model</dt>
        <dd className={styles.factValue}>{DEVICE_MODEL_LABELS[data.model]}</dd>
        <dt className={styles.factLabel}>Device id</dt>
        <dd className={styles.factValue}>
          <code>{data.deviceId}</code>
        </dd>
        <dt className={styles.factLabel}>Visibility</dt>
        <dd className={styles.factValue}>{data.isPublic ? 'Public' : <Tag>Private</Tag>}</dd>
        <dt className={styles.factLabel}>Linked thing</dt>
        <dd className={styles.factValue}>
          {data.thing ? (
            <>
              <Link href={`/things/${data.thing.id}`}>{data.thing.name}</Link> (
              <Link href={`/things/${data.thing.id}/readings`}>its readings</Link>)
            </>
          ) : (
            'Not linked to a thing'
          )}
        </dd>
        {owners.length > 0 ? (
          <>
            <dt className={styles.factLabel}>{owners.length === 1 ? 'Owner' : 'Owners'}</dt>
            <dd className={styles.factValue}>
              {owners
                .map((access) => `${access.user!.name} (@${access.user!.username})`)
                .join(', ')}
            </dd>
          </>
        ) : null}
        {data.model !== 'THE_THINGS_UNO' ? (
          <>
            <dt className={styles.factLabel}>Hydration levels</dt>
            <dd className={styles.factValue}>
              {levels
                .map((level, index) => `${HYDRATION_LEVEL_LABELS[index]} ${level} %`)
                .join(' · ')}
            </dd>
          </>
        ) : null}
      </dl>
    </Stack>
  );
}

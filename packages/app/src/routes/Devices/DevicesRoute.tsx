// /devices: the devices the visitor may see, as tiles by default (spec §9), with views
// all / own / recent, a search over name and device id, a model filter, a sort and the
// layout, kept per user like the things list (decision 0123). Visits store a
// last-visited time; devices added since the previous visit are marked new.
import { useEffect, useMemo, useState } from 'react';
import { graphql, usePreloadedQuery } from 'react-relay';
import { useSearchParams } from 'react-router-dom';
import {
  Button,
  Card,
  DeviceCard,
  EmptyState,
  Heading,
  Link,
  SearchField,
  Select,
  Tabs,
  Tag,
  timeAgo,
  useMountTime,
} from '@bloomkeep/ui';
import { DEVICE_MODELS, DEVICE_MODEL_LABELS, DEVICE_MODEL_NAMES } from '@bloomkeep/schema';
import type { DevicesRouteQuery } from '../../__generated__/DevicesRouteQuery.graphql';
import { useAuth } from '../../auth/AuthProvider';
import { isNewSince, useLastVisited } from '../../local/lastVisited';
import { useListSettings, type ListSettings } from '../../local/localState';
import { useRequiredRouteQuery } from '../../relay/routeQuery';
import { PageTitle } from '../../system/PageTitle';
import {
  DEFAULT_DEVICE_LIST,
  DEVICE_LIST,
  DEVICE_SORTS,
  DEVICE_VIEW_LABELS,
  deviceViewsFor,
  visibleDevices,
  visibleDeviceView,
  type DeviceView,
} from './deviceList';
import * as styles from './Devices.css';
import { LayoutSelect } from '../../system/LayoutSelect';

/** At most this many devices are listed: the API's page size; the list filters in the browser (0123). */
export const DEVICES_LISTED = 200;

const query = graphql`
  query DevicesRouteQuery {
    allDevices(first: 200, orderBy: [NAME_ASC, PRIMARY_KEY_ASC]) {
      nodes {
        id
        name
        deviceId
        model
        createdAt
        updated
        isOwner
        isPublic
        water
        temperature
        conductivity
        ph
        battery
        rssi
        snr
        ledState
        probeDetected
        thing {
          id
          name
        }
      }
    }
  }
`;

const MODEL_ITEMS = [
  { id: 'all', label: 'All models' },
  ...DEVICE_MODELS.map((id) => ({ id, label: DEVICE_MODEL_NAMES[id] })),
];

export function DevicesRoute() {
  const queryRef = useRequiredRouteQuery<DevicesRouteQuery>();
  const data = usePreloadedQuery<DevicesRouteQuery>(query, queryRef);
  const { isLoggedIn } = useAuth();
  const previousVisit = useLastVisited('/devices');
  const [stored, change] = useListSettings(DEVICE_LIST, DEFAULT_DEVICE_LIST);
  const settings = useMemo(
    () => ({ ...stored, view: visibleDeviceView(stored.view, isLoggedIn) }),
    [stored, isLoggedIn],
  );
  const [, setSearchParams] = useSearchParams();
  const [searchText, setSearchText] = useState(settings.search);
  const now = useMountTime();
  const all = data.allDevices?.nodes ?? [];
  const devices = visibleDevices(all, settings, now);

  useEffect(() => {
    if (searchText === settings.search) return;
    const timer = setTimeout(() => change({ search: searchText }), 300);
    return () => clearTimeout(timer);
  }, [searchText, settings.search, change]);

  const filtered = settings.search.trim() !== '' || settings.filter !== null;
  const clearFilters = () => {
    setSearchText('');
    change({ search: '', filter: null });
  };

  const empty = (
    <EmptyState
      title={
        filtered
          ? 'No devices match'
          : settings.view === 'own'
            ? 'You have no devices yet'
            : settings.view === 'recent'
              ? 'No device reported in the last 24 hours'
              : 'No devices yet'
      }
      description={
        filtered
          ? 'Try other words or another model, or clear the filters.'
          : 'Devices are soil sensors and pump controllers linked to things.'
      }
      action={
        filtered ? (
          <Button tone="neutral" onPress={clearFilters}>
            Clear filters
          </Button>
        ) : isLoggedIn ? (
          <Link href="/devices/new">Add a device</Link>
        ) : undefined
      }
    />
  );

  const panel = (
    <>
      <div className={styles.controls}>
        <SearchField
          label="Search devices"
          value={searchText}
          onChange={setSearchText}
          placeholder="Name or device id"
        />
        <Select
          label="Model"
          items={MODEL_ITEMS}
          selectedKey={settings.filter ?? 'all'}
          onSelectionChange={(id) => change({ filter: !id || id === 'all' ? null : id })}
        />
        <Select
          label="Sort by"
          items={DEVICE_SORTS}
          selectedKey={settings.sort}
          isDisabled={settings.view === 'recent'}
          description={settings.view === 'recent' ? 'Recent: newest reading first' : undefined}
          onSelectionChange={(id) => id && change({ sort: id as ListSettings['sort'] })}
        />
        <LayoutSelect
          value={settings.layout}
          onChange={(layout) => change({ layout })}
          defaultLayout="tiles"
        />
      </div>
      <div className={styles.results}>
        <p role="status" className={styles.meta}>
          {countText(devices.length, filtered)}
        </p>
        {devices.length === 0 ? (
          empty
        ) : settings.layout === 'tiles' ? (
          <ul className={styles.tiles} aria-label="Devices">
            {devices.map((device) => (
              <li key={device.id}>
                <DeviceCard
                  name={device.name}
                  model={device.model}
                  deviceId={device.deviceId}
                  href={`/devices/${device.id}`}
                  headingLevel={2}
                  readings={{
                    water: device.probeDetected === false ? null : device.water,
                    temperature: device.temperature,
                    conductivity: device.conductivity,
                    ph: device.probeDetected === false ? null : device.ph,
                    battery: device.battery,
                    rssi: device.rssi,
                    snr: device.snr,
                  }}
                  updatedAt={device.updated ?? null}
                  linkedThing={
                    device.thing
                      ? { name: device.thing.name, href: `/things/${device.thing.id}` }
                      : null
                  }
                  ledState={device.ledState ?? false}
                  probeDetected={device.probeDetected}
                  now={now}
                />
                <DeviceTags
                  isNew={isNewSince(device.createdAt, previousVisit)}
                  isOwner={Boolean(device.isOwner)}
                  isPublic={device.isPublic}
                />
              </li>
            ))}
          </ul>
        ) : (
          <ul className={styles.rows} aria-label="Devices">
            {devices.map((device) => (
              <li key={device.id}>
                <Card>
                  <div className={styles.row}>
                    <Heading level={2}>
                      <Link href={`/devices/${device.id}`}>{device.name}</Link>
                    </Heading>
                    <DeviceTags
                      isNew={isNewSince(device.createdAt, previousVisit)}
                      isOwner={Boolean(device.isOwner)}
                      isPublic={device.isPublic}
                    />
                  </div>
                  <p className={styles.meta}>
                    <span>{DEVICE_MODEL_LABELS[device.model]}</span>
                    <code>{device.deviceId}</code>
                    <span>
                      {device.updated
                        ? `Last reading ${timeAgo(device.updated, now)}`
                        : 'No readings yet'}
                    </span>
                  </p>
                </Card>
              </li>
            ))}
          </ul>
        )}
      </div>
    </>
  );

  return (
    <PageTitle title="Devices">
      {isLoggedIn ? (
        <p>
          <Link href="/devices/new">Add a device</Link>
        </p>
      ) : null}
      <Tabs
        aria-label="Which devices"
        selectedKey={settings.view}
        onSelectionChange={(id) => {
          change({ view: id as DeviceView });
          setSearchParams({}, { replace: true });
        }}
        items={deviceViewsFor(isLoggedIn).map((view) => ({
          id: view,
          label: DEVICE_VIEW_LABELS[view],
          content: panel,
        }))}
      />
    </PageTitle>
  );
}

/** "3 devices", or "1 device matches the filters". */
export function countText(count: number, filtered: boolean): string {
  const devices = count === 1 ? '1 device' : `${count} devices`;
  if (!filtered) return devices;
  return `${devices} ${count === 1 ? 'matches' : 'match'} the filters`;
}

function DeviceTags({
  isNew,
  isOwner,
  isPublic,
}: {
  isNew: boolean;
  isOwner: boolean;
  isPublic: boolean;
}) {
  if (!isNew && !isOwner && isPublic) return null;
  return (
    <p className={styles.meta}>
      {isNew ? <Tag tone="accent">New since your last visit</Tag> : null}
      {isOwner ? <Tag tone="info">Yours</Tag> : null}
      {isPublic ? null : <Tag>Private</Tag>}
    </p>
  );
}

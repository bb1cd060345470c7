// /account/devices: the devices the user owns, each with a link to its page; an
// empty state offers to add one.
import { useId } from 'react';
import { graphql, usePreloadedQuery } from 'react-relay';
import { Card, EmptyState, Heading, Link, Tag } from '@bloomkeep/ui';
import { DEVICE_MODEL_LABELS } from '@bloomkeep/schema';
import type { AccountDevicesRouteQuery } from '../../__generated__/AccountDevicesRouteQuery.graphql';
import { useRequiredRouteQuery } from '../../relay/routeQuery';
import { AccountPage } from '../Account/AccountPage';
import * as styles from './Devices.css';

const query = graphql`
  query AccountDevicesRouteQuery {
    currentUser {
      deviceAccesses(first: 200, condition: { isOwner: true }) {
        nodes {
          device {
            id
            name
            model
            deviceId
            isPublic
            thing {
              id
              name
            }
          }
        }
      }
    }
  }
`;

type OwnedDevice = NonNullable<
  NonNullable<
    AccountDevicesRouteQuery['response']['currentUser']
  >['deviceAccesses']['nodes'][number]['device']
>;

function AccountDeviceCard({ device }: { device: OwnedDevice }) {
  const headingId = useId();
  return (
    <Card as="article" aria-labelledby={headingId}>
      <div className={styles.row}>
        <Heading level={2} id={headingId}>
          <Link href={`/devices/${device.id}`}>{device.name}</Link>
        </Heading>
        {device.isPublic ? null : <Tag>Private</Tag>}
      </div>
      <p className={styles.meta}>
        <span>{DEVICE_MODEL_LABELS[device.model]}</span>
        <code>{device.deviceId}</code>
      </p>
      <p className={styles.meta}>
        {device.thing ? (
          <span>
            Linked to <Link href={`/things/${device.thing.id}`}>{device.thing.name}</Link>
          </span>
        ) : (
          'Not linked to a thing'
        )}
      </p>
    </Card>
  );
}

export function AccountDevicesRoute() {
  const queryRef = useRequiredRouteQuery<AccountDevicesRouteQuery>();
  const data = usePreloadedQuery<AccountDevicesRouteQuery>(query, queryRef);
  const devices = (data.currentUser?.deviceAccesses.nodes ?? [])
    .flatMap((access) => (access.device ? [access.device] : []))
    .sort((a, b) => a.name.localeCompare(b.name, 'en-US', { sensitivity: 'base' }));
  return (
    <AccountPage
      title="Devices"
      href="/account/devices"
      description={
        devices.length > 0
          ? `You own ${devices.length} ${devices.length === 1 ? 'device' : 'devices'}.`
          : 'The devices you own.'
      }
    >
      {devices.length > 0 ? (
        <>
          <p>
            <Link href="/devices/new">Add a device</Link>
          </p>
          <ul className={styles.tiles} aria-label="Your devices">
            {devices.map((device) => (
              <li key={device.id}>
                <AccountDeviceCard device={device} />
              </li>
            ))}
          </ul>
        </>
      ) : (
        <EmptyState
          title="No devices yet"
          description="Add a soil sensor or pump controller to see its readings here."
          action={<Link href="/devices/new">Add a device</Link>}
        />
      )}
    </AccountPage>
  );
}

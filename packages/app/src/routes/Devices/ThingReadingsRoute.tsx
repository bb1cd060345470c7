// /things/{id}/readings: the readings of the devices linked to a thing, each as the
// same history table as the device page.
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { EmptyState, Heading, Link, Stack } from '@bloomkeep/ui';
import type { ThingReadingsRouteQuery } from '../../__generated__/ThingReadingsRouteQuery.graphql';
import { useRouteQuery } from '../../relay/routeQuery';
import { PageTitle } from '../../system/PageTitle';
import { ThingNotFound } from '../Thing/ThingNotFound';
import { DeviceReadings } from './DeviceReadings';
import * as styles from './Devices.css';

const query = graphql`
  query ThingReadingsRouteQuery($id: UUID!) {
    thingById(id: $id) {
      id
      name
      # Each device brings 100 readings: four keep the page (and its cost, decision 0104) light.
      devices(first: 4, orderBy: [NAME_ASC, PRIMARY_KEY_ASC]) {
        totalCount
        nodes {
          id
          name
          ...DeviceReadings_device
        }
      }
    }
  }
`;

export function ThingReadingsRoute() {
  const queryRef = useRouteQuery<ThingReadingsRouteQuery>();
  if (!queryRef) return <ThingNotFound />;
  return <ThingReadings queryRef={queryRef} />;
}

function ThingReadings({ queryRef }: { queryRef: PreloadedQuery<ThingReadingsRouteQuery> }) {
  const { thingById: thing } = usePreloadedQuery<ThingReadingsRouteQuery>(query, queryRef);
  if (!thing) return <ThingNotFound />;
  const devices = thing.devices.nodes;
  return (
    <PageTitle title={`Readings of ${thing.name}`}>
      <div className={styles.page}>
        <p>
          <Link href={`/things/${thing.id}`}>Back to {thing.name}</Link>
        </p>
        {devices.length === 0 ? (
          <EmptyState
            title="No linked devices"
            description="Link a soil sensor to this thing (on the device's edit page) to see its readings here."
            action={<Link href="/devices">All devices</Link>}
          />
        ) : (
          <>
            {thing.devices.totalCount > devices.length ? (
              <p>
                Showing the readings of {devices.length} of the {thing.devices.totalCount} devices
                linked to {thing.name}; the others are on their own pages (
                <Link href="/devices">all devices</Link>).
              </p>
            ) : null}
            {devices.map((device) => (
              <section key={device.id} aria-labelledby={`device-${device.id}`}>
                <Stack space="small">
                  <Heading level={2} id={`device-${device.id}`}>
                    <Link href={`/devices/${device.id}`}>{device.name}</Link>
                  </Heading>
                  <DeviceReadings device={device} headingLevel={3} />
                </Stack>
              </section>
            ))}
          </>
        )}
      </div>
    </PageTitle>
  );
}

// /devices/{id}: the device, its latest readings (live over deviceUpdated), its linked
// thing, owners and the readings history. Not found and private look the same (spec §2).
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import type { DeviceRouteQuery } from '../../__generated__/DeviceRouteQuery.graphql';
import { useRouteQuery } from '../../relay/routeQuery';
import { PageTitle } from '../../system/PageTitle';
import { DeviceChart } from './DeviceChart';
import { DeviceDetails } from './DeviceDetails';
import { DeviceNotFound } from './DeviceNotFound';
import { DeviceReadings } from './DeviceReadings';
import { useDeviceUpdatedSubscription } from './useDeviceUpdatedSubscription';
import * as styles from './Devices.css';

const query = graphql`
  query DeviceRouteQuery($id: UUID!, $signedIn: Boolean!) {
    deviceById(id: $id) {
      id
      name
      ...DeviceDetails_device @arguments(signedIn: $signedIn)
      ...DeviceReadings_device
      ...DeviceChart_device
    }
  }
`;

export function DeviceRoute() {
  const queryRef = useRouteQuery<DeviceRouteQuery>();
  if (!queryRef) return <DeviceNotFound />;
  return <DevicePage queryRef={queryRef} />;
}

function DevicePage({ queryRef }: { queryRef: PreloadedQuery<DeviceRouteQuery> }) {
  const { deviceById: device } = usePreloadedQuery<DeviceRouteQuery>(query, queryRef);
  if (!device) return <DeviceNotFound />;
  return <LiveDevice device={device} />;
}

function LiveDevice({
  device,
}: {
  device: NonNullable<DeviceRouteQuery['response']['deviceById']>;
}) {
  useDeviceUpdatedSubscription(device.id);
  return (
    <PageTitle title={device.name}>
      <div className={styles.page}>
        <DeviceDetails device={device} />
        <DeviceReadings device={device} chart={<DeviceChart device={device} />} />
      </div>
    </PageTitle>
  );
}

// Live readings on the device page (issue 11): deviceUpdated(id) over graphql-ws. Each
// event carries the device re-read under the subscriber's permissions, with the same
// fragments the page shows, so the store (and the page) update with no reload.
import { useMemo } from 'react';
import { graphql, useSubscription } from 'react-relay';
import type { GraphQLSubscriptionConfig } from 'relay-runtime';
import type { useDeviceUpdatedSubscription as Subscription } from '../../__generated__/useDeviceUpdatedSubscription.graphql';

const subscription = graphql`
  subscription useDeviceUpdatedSubscription($id: UUID!) {
    deviceUpdated(id: $id) {
      event
      device {
        id
        nodeId
        ...DeviceDetails_device
        ...DeviceReadings_device
      }
    }
  }
`;

export function useDeviceUpdatedSubscription(id: string) {
  const config = useMemo<GraphQLSubscriptionConfig<Subscription>>(
    // A lost socket is retried by the client (relay/reconnect.ts); the page stays usable.
    () => ({ subscription, variables: { id }, onError: () => undefined }),
    [id],
  );
  useSubscription<Subscription>(config);
}

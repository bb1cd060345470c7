// Live updates of an open thing page (spec §4, §7): every reading, action, edit or
// colour change arrives over graphql-ws and merges into the store by nodeId, so the
// gauge, the indicator and the readings change with no reload. The server re-reads the thing
// under the viewer's own permissions. Without a socket the page still works: it just
// does not move until the next visit.
import { useMemo } from 'react';
import { graphql, useSubscription } from 'react-relay';
import type { GraphQLSubscriptionConfig } from 'relay-runtime';
import type { useThingUpdatedSubscription as Operation } from '../../__generated__/useThingUpdatedSubscription.graphql';

const subscription = graphql`
  subscription useThingUpdatedSubscription($id: UUID!) {
    thingUpdated(id: $id) {
      event
      # What a reading changes, merged by nodeId into what the page shows. (Only these
      # fields: the whole page's fragment would weigh on the first paint, decision 0107.)
      thing {
        id
        water
        temperature
        ph
        conductivity
        ledState
        indicatorColour
        lastSensorData
        lastAction
      }
    }
  }
`;

export function useThingUpdatedSubscription(thingId: string) {
  const config = useMemo<GraphQLSubscriptionConfig<Operation>>(
    () => ({
      subscription,
      variables: { id: thingId },
      // A lost socket is retried by the client (relay/reconnect.ts); the page stays usable.
      onError: () => undefined,
    }),
    [thingId],
  );
  useSubscription<Operation>(config);
}

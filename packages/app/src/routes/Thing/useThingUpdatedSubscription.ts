// Live updates of an open thing page (spec §4, §7): every reading, action, edit or
// colour change arrives over graphql-ws and merges into the store by nodeId, so the
// gauge, indicator and timeline change with no reload. The server re-reads the thing
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
      thing {
        id
        ...ThingDetails_thing
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

import { graphql } from 'react-relay';
import {
  ConnectionHandler,
  type RecordProxy,
  type RecordSourceProxy,
  type StoreUpdater,
} from 'relay-runtime';
import type { ActionType } from '@bloomkeep/schema';
import type { CreateActionMutation } from '../__generated__/CreateActionMutation.graphql';
import { useAsyncMutation } from '../relay/useAsyncMutation';
import { badgesAwardedAt } from '../routes/Account/badgeAwards';
import { COUNT_LIMIT } from '../system/boundedCount';

const mutation = graphql`
  mutation CreateActionMutation(
    $thingId: UUID!
    $type: ActionType!
    $comments: String
    $litres: Float
  ) {
    createAction(
      input: { action: { thingId: $thingId, type: $type, comments: $comments, litres: $litres } }
    ) {
      action {
        id
        nodeId
        type
        comments
        litres
        creatorId
        createdAt
        creator {
          name
          username
          image
        }
        thing {
          id
          name
          lastAction
        }
        ...ActivityFeedItem_action
      }
      query {
        ...badgeAwards_query
      }
    }
  }
`;

/** The activity feed's connection key (ActivityFeed_query). */
export const FEED = 'ActivityFeed_allActions';

/** The feeds a new action belongs at the top of: all, this thing's, and this type's. */
export function feedConditions(thingId: string, type: ActionType) {
  return [{}, { thingId }, { type }];
}

/**
 * Puts `action` first in the thing page's list of actions and at the top of
 * every loaded feed it belongs to, so both show it without fetching again.
 */
export function prependAction(
  store: RecordSourceProxy,
  action: RecordProxy,
  thingId: string,
  type: ActionType,
) {
  const thing = store.getRoot().getLinkedRecord('thingById', { id: thingId });
  if (thing) {
    action.setLinkedRecord(thing, 'thing');
    const list = thing.getLinkedRecord('actions', { first: 100 });
    const nodes = list?.getLinkedRecords('nodes');
    if (list && nodes) {
      const others = nodes.filter((node) => node && node.getDataID() !== action.getDataID());
      list.setLinkedRecords([action, ...others], 'nodes');
    }
  }
  for (const condition of feedConditions(thingId, type)) {
    const feed = ConnectionHandler.getConnection(store.getRoot(), FEED, { condition });
    if (!feed) continue;
    const edges = feed.getLinkedRecords('edges') ?? [];
    if (edges.some((edge) => edge?.getLinkedRecord('node')?.getDataID() === action.getDataID()))
      continue;
    const edge = ConnectionHandler.createEdge(store, feed, action, 'ActionsEdge');
    ConnectionHandler.insertEdgeBefore(feed, edge);
    // The feed's count (a bounded count with the feed's filters as arguments);
    // above the bound it stays "1,000+".
    const root = store.getRoot();
    const total = root.getValue('actionCount', condition);
    if (typeof total === 'number' && total <= COUNT_LIMIT)
      root.setValue(total + 1, 'actionCount', condition);
  }
}

let optimisticCount = 0;

/** The action as it will look, shown while the server records it. */
function optimisticAction(
  thingId: string,
  type: ActionType,
  comments: string | null,
  litres: number | null,
) {
  const updater: StoreUpdater = (store) => {
    optimisticCount += 1;
    const id = `client:optimistic-action:${optimisticCount}`;
    const action = store.create(id, 'Action');
    action.setValue(id, 'id');
    action.setValue(id, 'nodeId');
    action.setValue(type, 'type');
    action.setValue(comments, 'comments');
    action.setValue(litres, 'litres');
    action.setValue(null, 'creatorId');
    action.setValue(new Date().toISOString(), 'createdAt');
    action.setValue(null, 'creator');
    prependAction(store, action, thingId, type);
  };
  return updater;
}

/**
 * createAction (spec §7). The thing page and the activity feed show the new
 * action at once (optimistically, then the server's record) with no refetch.
 * Also returns the titles of badges this action earned: the database awards
 * them in the same transaction, so they share its timestamp.
 */
export function useCreateActionMutation() {
  const [commit, isInFlight] = useAsyncMutation<CreateActionMutation>(mutation);
  const createAction = async (
    thingId: string,
    type: ActionType,
    comments: string | null,
    litres: number | null = null,
  ) => {
    const response = await commit(
      { thingId, type, comments, litres },
      {
        optimisticUpdater: optimisticAction(thingId, type, comments, litres),
        updater: (store) => {
          const action = store.getRootField('createAction')?.getLinkedRecord('action');
          if (action) prependAction(store, action, thingId, type);
        },
      },
    );
    const action = response.createAction?.action;
    if (!action) return null;
    const newBadges = badgesAwardedAt(response.createAction?.query, action.createdAt);
    return { id: action.id, newBadges };
  };
  return [createAction, isInFlight] as const;
}

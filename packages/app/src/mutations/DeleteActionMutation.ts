import { graphql } from 'react-relay';
import { ConnectionHandler, type RecordSourceProxy } from 'relay-runtime';
import type { ActionType } from '@bloomkeep/schema';
import type { DeleteActionMutation } from '../__generated__/DeleteActionMutation.graphql';
import { useAsyncMutation } from '../relay/useAsyncMutation';
import { COUNT_LIMIT } from '../system/boundedCount';
import { ActionNotChangedError } from './ActionNotChangedError';
import { FEED, feedConditions } from './CreateActionMutation';

const mutation = graphql`
  mutation DeleteActionMutation($nodeId: ID!) {
    deleteAction(input: { nodeId: $nodeId }) {
      deletedActionId
    }
  }
`;

export interface DeletedAction {
  nodeId: string;
  thingId: string;
  type: ActionType;
}

/**
 * Takes the action out of the thing page's list and every loaded feed it was in
 * (lowering their counts), so both update in place without fetching again.
 */
export function removeAction(store: RecordSourceProxy, action: DeletedAction) {
  const root = store.getRoot();
  const thing = root.getLinkedRecord('thingById', { id: action.thingId });
  const list = thing?.getLinkedRecord('actions', { first: 100 });
  const nodes = list?.getLinkedRecords('nodes');
  if (list && nodes) {
    list.setLinkedRecords(
      nodes.filter((node) => node && node.getDataID() !== action.nodeId),
      'nodes',
    );
  }
  for (const condition of feedConditions(action.thingId, action.type)) {
    const feed = ConnectionHandler.getConnection(root, FEED, { condition });
    if (!feed) continue;
    const edges = feed.getLinkedRecords('edges') ?? [];
    if (!edges.some((edge) => edge?.getLinkedRecord('node')?.getDataID() === action.nodeId))
      continue;
    ConnectionHandler.deleteNode(feed, action.nodeId);
    const total = root.getValue('actionCount', condition);
    if (typeof total === 'number' && total > 0 && total <= COUNT_LIMIT)
      root.setValue(total - 1, 'actionCount', condition);
  }
}

/**
 * deleteAction: removes an action (its recorder, the thing's owners or an
 * administrator may). The lists drop it at once; if the server refuses, they
 * show it again.
 */
export function useDeleteActionMutation() {
  const [commit, isInFlight] = useAsyncMutation<DeleteActionMutation>(mutation);
  const deleteAction = async (action: DeletedAction) => {
    const response = await commit(
      { nodeId: action.nodeId },
      {
        optimisticUpdater: (store) => removeAction(store, action),
        updater: (store) => {
          removeAction(store, action);
          store.delete(action.nodeId);
        },
      },
    );
    if (!response.deleteAction?.deletedActionId) throw new ActionNotChangedError();
  };
  return [deleteAction, isInFlight] as const;
}

import { graphql } from 'react-relay';
import type { ActionType } from '@bloomkeep/schema';
import type { UpdateActionMutation } from '../__generated__/UpdateActionMutation.graphql';
import { useAsyncMutation } from '../relay/useAsyncMutation';
import { ActionNotChangedError } from './ActionNotChangedError';

const mutation = graphql`
  mutation UpdateActionMutation($nodeId: ID!, $patch: ActionPatch!) {
    updateAction(input: { nodeId: $nodeId, patch: $patch }) {
      action {
        nodeId
        type
        comments
        litres
        updatedAt
        ...ActivityFeedItem_action
      }
    }
  }
`;

export interface ActionChanges {
  type: ActionType;
  comments: string | null;
  /** Only a watering has litres; anything else sends null, which clears them. */
  litres: number | null;
}

/**
 * updateAction: corrects an action its recorder made. The thing page and the
 * feed show the change at once (the same record), and the server's answer
 * replaces it. Row-level security lets only the recorder change it: for anyone
 * else the server answers with no action, which rejects with ActionNotChangedError.
 */
export function useUpdateActionMutation() {
  const [commit, isInFlight] = useAsyncMutation<UpdateActionMutation>(mutation);
  const updateAction = async (nodeId: string, changes: ActionChanges) => {
    const response = await commit(
      { nodeId, patch: changes },
      {
        optimisticUpdater: (store) => {
          const action = store.get(nodeId);
          if (!action) return;
          action.setValue(changes.type, 'type');
          action.setValue(changes.comments, 'comments');
          action.setValue(changes.litres, 'litres');
        },
      },
    );
    if (!response.updateAction?.action) throw new ActionNotChangedError();
    return response.updateAction.action;
  };
  return [updateAction, isInFlight] as const;
}

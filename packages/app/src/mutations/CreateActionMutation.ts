import { graphql } from 'react-relay';
import type { ActionType } from '@bloomkeep/schema';
import type { CreateActionMutation } from '../__generated__/CreateActionMutation.graphql';
import { useAsyncMutation } from '../relay/useAsyncMutation';

const mutation = graphql`
  mutation CreateActionMutation($thingId: UUID!, $type: ActionType!, $comments: String) {
    createAction(input: { action: { thingId: $thingId, type: $type, comments: $comments } }) {
      action {
        id
        createdAt
        thing {
          id
          lastAction
          ...ThingDetails_thing
        }
      }
      query {
        currentUser {
          userBadgesByUserId(orderBy: AWARDED_AT_DESC, first: 3) {
            nodes {
              awardedAt
              badgeTypeByBadgeTypeId {
                title
              }
            }
          }
        }
      }
    }
  }
`;

/**
 * createAction (spec §7). Also returns the titles of badges this action earned:
 * the database awards them in the same transaction, so they share its timestamp.
 */
export function useCreateActionMutation() {
  const [commit, isInFlight] = useAsyncMutation<CreateActionMutation>(mutation);
  const createAction = async (thingId: string, type: ActionType, comments: string | null) => {
    const response = await commit({ thingId, type, comments });
    const action = response.createAction?.action;
    if (!action) return null;
    const badges = (response.createAction?.query?.currentUser?.userBadgesByUserId.nodes ?? [])
      .filter((badge) => badge.awardedAt === action.createdAt)
      .map((badge) => badge.badgeTypeByBadgeTypeId?.title)
      .filter((title): title is string => Boolean(title));
    return { id: action.id, newBadges: badges };
  };
  return [createAction, isInFlight] as const;
}

import { graphql } from 'react-relay';
import type { RemoveThingAccessMutation } from '../__generated__/RemoveThingAccessMutation.graphql';
import { useAsyncMutation } from '../relay/useAsyncMutation';

const mutation = graphql`
  mutation RemoveThingAccessMutation($nodeId: ID!) {
    deleteThingAccess(input: { nodeId: $nodeId }) {
      deletedThingAccessId @deleteRecord
      thing {
        id
        canRecordAction
        myAccess {
          id
          isOwner
          isCollaborator
        }
      }
    }
  }
`;

/**
 * deleteThingAccess (spec §7 "access delete"): a collaborator stops helping, or an
 * owner removes someone. Row-level security decides who may; a refused removal
 * deletes nothing and answers null, which this reports as `false`.
 */
export function useRemoveThingAccessMutation() {
  const [commit, isInFlight] = useAsyncMutation<RemoveThingAccessMutation>(mutation);
  const removeAccess = async (nodeId: string) => {
    const response = await commit({ nodeId });
    return Boolean(response.deleteThingAccess?.deletedThingAccessId);
  };
  return [removeAccess, isInFlight] as const;
}

import { graphql } from 'react-relay';
import type { GroupPatch, UpdateGroupMutation } from '../__generated__/UpdateGroupMutation.graphql';
import { useAsyncMutation } from '../relay/useAsyncMutation';

const mutation = graphql`
  mutation UpdateGroupMutation($nodeId: ID!, $patch: GroupPatch!) {
    updateGroup(input: { nodeId: $nodeId, patch: $patch }) {
      group {
        id
        name
        description
        isPublic
        hasImage
        image
        thumbnail
        updatedAt
      }
    }
  }
`;

/** updateGroup (spec §7) by nodeId: name, description, visibility, hasImage. */
export function useUpdateGroupMutation() {
  const [commit, isInFlight] = useAsyncMutation<UpdateGroupMutation>(mutation);
  const updateGroup = async (nodeId: string, patch: GroupPatch) => {
    const response = await commit({ nodeId, patch });
    return response.updateGroup?.group ?? null;
  };
  return [updateGroup, isInFlight] as const;
}

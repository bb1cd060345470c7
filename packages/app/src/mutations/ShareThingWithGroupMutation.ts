import { graphql } from 'react-relay';
import type { ShareThingWithGroupMutation } from '../__generated__/ShareThingWithGroupMutation.graphql';
import { useAsyncMutation } from '../relay/useAsyncMutation';

const mutation = graphql`
  mutation ShareThingWithGroupMutation($thingId: UUID!, $groupId: UUID!) {
    shareThingWithGroup(input: { thingId: $thingId, groupId: $groupId }) {
      thingGroup {
        id
      }
    }
  }
`;

/** shareThingWithGroup: the group's members look after the thing as collaborators. */
export function useShareThingWithGroupMutation() {
  const [commit, isInFlight] = useAsyncMutation<ShareThingWithGroupMutation>(mutation);
  const share = async (thingId: string, groupId: string) => {
    const response = await commit({ thingId, groupId });
    return response.shareThingWithGroup?.thingGroup ?? null;
  };
  return [share, isInFlight] as const;
}

import { graphql } from 'react-relay';
import type { ThingPatch, UpdateThingMutation } from '../__generated__/UpdateThingMutation.graphql';
import { useAsyncMutation } from '../relay/useAsyncMutation';

const mutation = graphql`
  mutation UpdateThingMutation($nodeId: ID!, $patch: ThingPatch!) {
    updateThing(input: { nodeId: $nodeId, patch: $patch }) {
      thing {
        id
        ...ThingDetails_thing
        ...ThingForm_thing
      }
    }
  }
`;

/** updateThing (spec §7) by nodeId; refreshes the detail and form fragments. */
export function useUpdateThingMutation() {
  const [commit, isInFlight] = useAsyncMutation<UpdateThingMutation>(mutation);
  const updateThing = async (nodeId: string, patch: ThingPatch) => {
    const response = await commit({ nodeId, patch });
    return response.updateThing?.thing ?? null;
  };
  return [updateThing, isInFlight] as const;
}

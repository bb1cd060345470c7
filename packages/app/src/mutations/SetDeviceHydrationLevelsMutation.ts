import { graphql } from 'react-relay';
import type { SetDeviceHydrationLevelsMutation } from '../__generated__/SetDeviceHydrationLevelsMutation.graphql';
import { useAsyncMutation } from '../relay/useAsyncMutation';

const mutation = graphql`
  mutation SetDeviceHydrationLevelsMutation($id: UUID!, $hydrationLevels: String!) {
    setDeviceHydrationLevels(input: { id: $id, hydrationLevels: $hydrationLevels }) {
      device {
        id
        nodeId
        hydrationLevels
        indicatorColour
      }
    }
  }
`;

/** setDeviceHydrationLevels (spec §7): the levels as a JSON string, e.g. "[20,30,60,100]". */
export function useSetDeviceHydrationLevelsMutation() {
  const [commit, isInFlight] = useAsyncMutation<SetDeviceHydrationLevelsMutation>(mutation);
  const setLevels = async (id: string, levels: readonly number[]) => {
    const response = await commit({ id, hydrationLevels: JSON.stringify(levels) });
    return response.setDeviceHydrationLevels?.device ?? null;
  };
  return [setLevels, isInFlight] as const;
}

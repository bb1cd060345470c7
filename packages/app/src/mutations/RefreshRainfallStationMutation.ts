import { graphql } from 'react-relay';
import type { RefreshRainfallStationMutation } from '../__generated__/RefreshRainfallStationMutation.graphql';
import { useAsyncMutation } from '../relay/useAsyncMutation';

const mutation = graphql`
  mutation RefreshRainfallStationMutation($stationId: String!) {
    refreshRainfallStation(input: { stationId: $stationId }) {
      boolean
    }
  }
`;

/**
 * refreshRainfallStation (decision 0127): asks the server to fetch a station from the
 * Environment Agency soon, in a job. Resolves true when a fetch was queued, false when the
 * station's data is already fresh; the page then loads the station again to see it.
 */
export function useRefreshRainfallStationMutation() {
  const [commit, isInFlight] = useAsyncMutation<RefreshRainfallStationMutation>(mutation);
  const refresh = async (stationId: string) => {
    const response = await commit({ stationId });
    return response.refreshRainfallStation?.boolean ?? false;
  };
  return [refresh, isInFlight] as const;
}

import { graphql } from 'react-relay';
import type { DeviceDownPushMutation } from '../__generated__/DeviceDownPushMutation.graphql';
import { useAsyncMutation } from '../relay/useAsyncMutation';

const mutation = graphql`
  mutation DeviceDownPushMutation($deviceId: UUID!, $message: String!) {
    deviceDownPush(input: { deviceId: $deviceId, message: $message }) {
      deviceCommand {
        id
        status
        device {
          ...DeviceControls_device
        }
      }
    }
  }
`;

/** What a command asks of a device (spec §7: `message` is JSON with ledState, decision 0124). */
export interface DeviceCommandRequest {
  ledState: 'on' | 'off';
  /** The Things Uno's pump: run for this many minutes, then switch off. */
  minutes?: number;
}

/**
 * Queues a downlink (deviceDownPush). The server checks the pump's guardrails and refuses
 * with their messages; the device's state changes only after The Things Stack accepted it.
 */
export function useDeviceDownPushMutation() {
  const [commit, isInFlight] = useAsyncMutation<DeviceDownPushMutation>(mutation);
  const push = (deviceId: string, request: DeviceCommandRequest) =>
    commit({ deviceId, message: JSON.stringify(request) });
  return [push, isInFlight] as const;
}

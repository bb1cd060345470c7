import { graphql } from 'react-relay';
import type {
  DevicePatch,
  UpdateDeviceMutation,
} from '../__generated__/UpdateDeviceMutation.graphql';
import { useAsyncMutation } from '../relay/useAsyncMutation';

const mutation = graphql`
  mutation UpdateDeviceMutation($nodeId: ID!, $patch: DevicePatch!) {
    updateDevice(input: { nodeId: $nodeId, patch: $patch }) {
      device {
        id
        nodeId
        ...DeviceForm_device
        ...DeviceDetails_device
      }
    }
  }
`;

/** updateDevice (spec §7) by nodeId; refreshes the form and the device page. */
export function useUpdateDeviceMutation() {
  const [commit, isInFlight] = useAsyncMutation<UpdateDeviceMutation>(mutation);
  const updateDevice = async (nodeId: string, patch: DevicePatch) => {
    const response = await commit({ nodeId, patch });
    return response.updateDevice?.device ?? null;
  };
  return [updateDevice, isInFlight] as const;
}

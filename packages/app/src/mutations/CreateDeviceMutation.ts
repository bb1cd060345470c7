import { graphql } from 'react-relay';
import type {
  CreateDeviceInput,
  CreateDeviceMutation,
} from '../__generated__/CreateDeviceMutation.graphql';
import { useAsyncMutation } from '../relay/useAsyncMutation';

const mutation = graphql`
  mutation CreateDeviceMutation($input: CreateDeviceInput!) {
    createDevice(input: $input) {
      device {
        id
        nodeId
        name
      }
    }
  }
`;

/**
 * createDevice (spec §7: model, name, isPublic, x, y, deviceId; optional thingId and
 * hydrationLevels as a JSON string): the caller becomes the owner.
 */
export function useCreateDeviceMutation() {
  const [commit, isInFlight] = useAsyncMutation<CreateDeviceMutation>(mutation);
  const createDevice = async (input: CreateDeviceInput) => {
    const response = await commit({ input });
    return response.createDevice?.device ?? null;
  };
  return [createDevice, isInFlight] as const;
}

import { graphql } from 'react-relay';
import type { DeleteDeviceMutation } from '../__generated__/DeleteDeviceMutation.graphql';
import { useAsyncMutation } from '../relay/useAsyncMutation';

const mutation = graphql`
  mutation DeleteDeviceMutation($id: UUID!) {
    deleteDeviceById(input: { id: $id }) {
      deletedDeviceId @deleteRecord
    }
  }
`;

/** Deletes a device (its owners only; row-level security refuses anyone else). */
export function useDeleteDeviceMutation() {
  const [commit, isInFlight] = useAsyncMutation<DeleteDeviceMutation>(mutation);
  const deleteDevice = async (id: string) => {
    const response = await commit({ id });
    return Boolean(response.deleteDeviceById?.deletedDeviceId);
  };
  return [deleteDevice, isInFlight] as const;
}

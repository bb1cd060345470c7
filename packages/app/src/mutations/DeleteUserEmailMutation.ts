import { graphql } from 'react-relay';
import type { DeleteUserEmailMutation } from '../__generated__/DeleteUserEmailMutation.graphql';
import { useAsyncMutation } from '../relay/useAsyncMutation';

const mutation = graphql`
  mutation DeleteUserEmailMutation($id: UUID!) {
    deleteUserEmailById(input: { id: $id }) {
      deletedUserEmailId
    }
  }
`;

/** Deletes an address (the primary one cannot be deleted). */
export function useDeleteUserEmailMutation() {
  const [commit, isInFlight] = useAsyncMutation<DeleteUserEmailMutation>(mutation);
  const deleteUserEmail = async (id: string) => {
    const response = await commit({ id });
    return response.deleteUserEmailById?.deletedUserEmailId != null;
  };
  return [deleteUserEmail, isInFlight] as const;
}

import { graphql } from 'react-relay';
import type { UpdateUserMutation } from '../__generated__/UpdateUserMutation.graphql';
import { useAsyncMutation } from '../relay/useAsyncMutation';

const mutation = graphql`
  mutation UpdateUserMutation($id: UUID!, $patch: UserPatch!) {
    updateUserById(input: { id: $id, patch: $patch }) {
      user {
        id
        name
        username
        notificationDaily
      }
    }
  }
`;

/** updateUserById (spec §7): name, username, notificationDaily or oneThingId. */
export function useUpdateUserMutation() {
  const [commit, isInFlight] = useAsyncMutation<UpdateUserMutation>(mutation);
  const updateUser = async (
    id: string,
    patch: { name?: string; username?: string; notificationDaily?: boolean },
  ) => {
    const response = await commit({ id, patch });
    const user = response.updateUserById?.user;
    return user
      ? {
          id: user.id,
          name: user.name,
          username: user.username,
          notificationDaily: user.notificationDaily,
        }
      : null;
  };
  return [updateUser, isInFlight] as const;
}

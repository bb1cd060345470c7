import { graphql } from 'react-relay';
import type { CreateGroupMutation } from '../__generated__/CreateGroupMutation.graphql';
import { useAsyncMutation } from '../relay/useAsyncMutation';

const mutation = graphql`
  mutation CreateGroupMutation(
    $name: String!
    $isPublic: Boolean!
    $description: String
    $hasImage: Boolean
  ) {
    createGroup(
      input: { name: $name, isPublic: $isPublic, description: $description, hasImage: $hasImage }
    ) {
      group {
        id
        slug
        name
      }
    }
  }
`;

/** createGroup (spec §7): the creator becomes its first owner. */
export function useCreateGroupMutation() {
  const [commit, isInFlight] = useAsyncMutation<CreateGroupMutation>(mutation);
  const createGroup = async (variables: CreateGroupMutation['variables']) => {
    const response = await commit(variables);
    return response.createGroup?.group ?? null;
  };
  return [createGroup, isInFlight] as const;
}

import { graphql } from 'react-relay';
import type {
  CreateThingInput,
  CreateThingMutation,
} from '../__generated__/CreateThingMutation.graphql';
import { useAsyncMutation } from '../relay/useAsyncMutation';

const mutation = graphql`
  mutation CreateThingMutation($input: CreateThingInput!) {
    createThing(input: $input) {
      thing {
        id
        nodeId
        name
      }
    }
  }
`;

/** createThing (spec §7): the caller becomes the owner; a CREATED action is recorded. */
export function useCreateThingMutation() {
  const [commit, isInFlight] = useAsyncMutation<CreateThingMutation>(mutation);
  const createThing = async (input: CreateThingInput) => {
    const response = await commit({ input });
    return response.createThing?.thing ?? null;
  };
  return [createThing, isInFlight] as const;
}

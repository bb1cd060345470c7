import { graphql } from 'react-relay';
import type {
  CreateThingInput,
  CreateThingMutation,
} from '../__generated__/CreateThingMutation.graphql';
import { useAsyncMutation } from '../relay/useAsyncMutation';
import { badgesAwardedAt } from '../routes/Account/badgeAwards';

const mutation = graphql`
  mutation CreateThingMutation($input: CreateThingInput!) {
    createThing(input: $input) {
      thing {
        id
        nodeId
        name
        createdAt
      }
      query {
        ...badgeAwards_query
      }
    }
  }
`;

/** createThing (spec §7): the caller becomes the owner; a CREATED action is recorded. */
export function useCreateThingMutation() {
  const [commit, isInFlight] = useAsyncMutation<CreateThingMutation>(mutation);
  const createThing = async (input: CreateThingInput) => {
    const response = await commit({ input });
    const thing = response.createThing?.thing;
    // Its CREATED action can earn a creator badge, awarded at the thing's creation time.
    return thing
      ? { ...thing, newBadges: badgesAwardedAt(response.createThing?.query, thing.createdAt) }
      : null;
  };
  return [createThing, isInFlight] as const;
}

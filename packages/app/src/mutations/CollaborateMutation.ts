import { graphql } from 'react-relay';
import type { CollaborateMutation } from '../__generated__/CollaborateMutation.graphql';
import { useAsyncMutation } from '../relay/useAsyncMutation';

const mutation = graphql`
  mutation CollaborateMutation($thingId: UUID!) {
    collaborate(input: { thingId: $thingId }) {
      thingAccess {
        id
        isCollaborator
        thing {
          id
          canRecordAction
          myAccess {
            id
            isOwner
            isCollaborator
          }
        }
      }
    }
  }
`;

/** collaborate (spec §7): the signed-in user becomes a collaborator on the thing. */
export function useCollaborateMutation() {
  const [commit, isInFlight] = useAsyncMutation<CollaborateMutation>(mutation);
  const collaborate = async (thingId: string) => {
    const response = await commit({ thingId });
    return response.collaborate?.thingAccess ?? null;
  };
  return [collaborate, isInFlight] as const;
}

import { graphql } from 'react-relay';
import type { SetBadgesOnPartnerSitesMutation } from '../__generated__/SetBadgesOnPartnerSitesMutation.graphql';
import { useAsyncMutation } from '../relay/useAsyncMutation';

const mutation = graphql`
  mutation SetBadgesOnPartnerSitesMutation($id: UUID!, $show: Boolean!) {
    updateUserById(input: { id: $id, patch: { badgesOnPartnerSites: $show } }) {
      user {
        id
        badgesOnPartnerSites
      }
    }
  }
`;

/** The user whose choice changes: their id for the patch, their record's id in the store (`__id`). */
export interface PartnerBadgesOwner {
  id: string;
  recordId: string;
}

/**
 * "Show my badges on partner sites" (issue 14, decision 0142): only that one column is patched,
 * so the profile form's other fields, saved or still being typed, are left as they are. The
 * switch moves at once (optimistic) and moves back if the server refuses or cannot be reached.
 */
export function useSetBadgesOnPartnerSitesMutation() {
  const [commit, isInFlight] = useAsyncMutation<SetBadgesOnPartnerSitesMutation>(mutation);
  const setBadgesOnPartnerSites = async (user: PartnerBadgesOwner, show: boolean) => {
    const response = await commit(
      { id: user.id, show },
      {
        optimisticUpdater: (store) => {
          store.get(user.recordId)?.setValue(show, 'badgesOnPartnerSites');
        },
      },
    );
    const saved = response.updateUserById?.user?.badgesOnPartnerSites;
    // No user in the answer: row-level security let nothing change.
    if (saved !== show) throw new Error('The setting was not changed');
    return saved;
  };
  return [setBadgesOnPartnerSites, isInFlight] as const;
}

// /account/profile: name, username and the daily e-mail (updateUserById), and whether
// partners' sites may show your badges (a switch that applies at once).

import { graphql, usePreloadedQuery } from 'react-relay';
import { Card, ErrorState, Stack } from '@bloomkeep/ui';
import type { ProfileRouteQuery } from '../../__generated__/ProfileRouteQuery.graphql';
import { AccountPage } from './AccountPage';
import { ProfileForm } from './ProfileForm';
import { PartnerBadgesSetting } from './PartnerBadgesSetting';
import { useRequiredRouteQuery } from '../../relay/routeQuery';

const query = graphql`
  query ProfileRouteQuery {
    currentUser {
      ...ProfileForm_user
      ...PartnerBadgesSetting_user
    }
  }
`;

export function ProfileRoute() {
  const queryRef = useRequiredRouteQuery<ProfileRouteQuery>();
  const data = usePreloadedQuery<ProfileRouteQuery>(query, queryRef);
  return (
    <AccountPage
      title="Profile"
      href="/account/profile"
      description="How your neighbours see you, what we e-mail you, and what partner sites may show."
    >
      {data.currentUser ? (
        <Stack space="large">
          <Card padding="large">
            <ProfileForm user={data.currentUser} />
          </Card>
          <Card padding="large">
            <PartnerBadgesSetting user={data.currentUser} />
          </Card>
        </Stack>
      ) : (
        <ErrorState message="Your profile could not be found. Sign out and sign in again." />
      )}
    </AccountPage>
  );
}

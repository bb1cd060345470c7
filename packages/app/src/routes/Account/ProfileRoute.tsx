// /account/profile: name, username and the daily e-mail (updateUserById).

import { graphql, usePreloadedQuery } from 'react-relay';
import { Card, ErrorState } from '@bloomkeep/ui';
import type { ProfileRouteQuery } from '../../__generated__/ProfileRouteQuery.graphql';
import { AccountPage } from './AccountPage';
import { ProfileForm } from './ProfileForm';
import { useRequiredRouteQuery } from '../../relay/routeQuery';

const query = graphql`
  query ProfileRouteQuery {
    currentUser {
      ...ProfileForm_user
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
      description="How your neighbours see you, and what we e-mail you."
    >
      {data.currentUser ? (
        <Card padding="large">
          <ProfileForm user={data.currentUser} />
        </Card>
      ) : (
        <ErrorState message="Your profile could not be found. Sign out and sign in again." />
      )}
    </AccountPage>
  );
}

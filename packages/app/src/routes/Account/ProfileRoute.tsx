// /account/profile: name, username and the daily e-mail (updateUserById).
import { useEffect } from 'react';
import { graphql, loadQuery, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { useLoaderData } from 'react-router-dom';
import type { Environment } from 'relay-runtime';
import { Card, ErrorState } from '@bloomkeep/ui';
import type { ProfileRouteQuery } from '../../__generated__/ProfileRouteQuery.graphql';
import { AccountPage } from './AccountPage';
import { ProfileForm } from './ProfileForm';

const query = graphql`
  query ProfileRouteQuery {
    currentUser {
      ...ProfileForm_user
    }
  }
`;

export function profileRouteLoader(getEnvironment: () => Environment) {
  return () =>
    loadQuery<ProfileRouteQuery>(getEnvironment(), query, {}, { fetchPolicy: 'network-only' });
}

export function ProfileRoute() {
  const queryRef = useLoaderData() as PreloadedQuery<ProfileRouteQuery>;
  useEffect(() => () => queryRef.dispose(), [queryRef]);
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

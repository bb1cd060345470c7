// Loads the signed-in user's details into the auth state (spec §4: "then loads
// user details") after sign-in, sign-up and profile changes.
import { fetchQuery, graphql, type Environment } from 'relay-runtime';
import type { AuthState } from './authStore';
import type { userDetailsQuery } from '../__generated__/userDetailsQuery.graphql';

export const userDetailsQueryNode = graphql`
  query userDetailsQuery {
    currentUser {
      id
      name
      username
      hasImage
      createdAt
      lastSignIn
      notificationDaily
      oneThingId
    }
    allUserEmails(orderBy: [IS_PRIMARY_DESC, CREATED_AT_ASC]) {
      nodes {
        email
        isPrimary
      }
    }
  }
`;

type UserDetails = Omit<AuthState, 'token' | 'role' | 'expiry' | 'location'>;

/** The user's details, or null when the token belongs to nobody (a guest). */
export async function fetchUserDetails(environment: Environment): Promise<UserDetails | null> {
  const data = await fetchQuery<userDetailsQuery>(
    environment,
    userDetailsQueryNode,
    {},
    { fetchPolicy: 'network-only' },
  ).toPromise();
  const user = data?.currentUser;
  if (!user) return null;
  const emails = [...(data.allUserEmails?.nodes ?? [])]
    .sort((a, b) => Number(b.isPrimary) - Number(a.isPrimary))
    .map((node) => node.email);
  return {
    id: user.id,
    name: user.name ?? null,
    username: user.username,
    hasImage: user.hasImage,
    emails,
    created: user.createdAt,
    lastSignIn: user.lastSignIn ?? null,
    notificationDaily: user.notificationDaily ?? false,
    oneThingId: user.oneThingId ?? null,
  };
}

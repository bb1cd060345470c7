// What a partner journey starts from, shared by partners.e2e.test.ts and the widgets benchmark
// (scripts/bench/widgets.mts): the demo's steward signed in, having chosen to show their badges
// on partner sites (/account/profile), as the badges widget shows nobody else's.
import type { RunningServer } from './server';

export const STEWARD = { username: 'stewardsam', password: 'Bloomkeep-steward-1' } as const;

/** Signs the steward in, turns on "Show my badges on partner sites", and returns the token. */
export async function stewardSharingBadges(server: RunningServer): Promise<string> {
  const { signIn } = await server.graphql<{ signIn: { jwtToken: string } }>(
    `mutation ($username: String!, $password: String!) {
      signIn(input: { username: $username, password: $password }) { jwtToken } }`,
    STEWARD,
  );
  const token = signIn.jwtToken;
  const { currentUser } = await server.graphql<{ currentUser: { id: string } }>(
    '{ currentUser { id } }',
    {},
    token,
  );
  await server.graphql(
    `mutation ($id: UUID!) { updateUserById(input: { id: $id,
      patch: { badgesOnPartnerSites: true } }) { user { id } } }`,
    { id: currentUser.id },
    token,
  );
  return token;
}

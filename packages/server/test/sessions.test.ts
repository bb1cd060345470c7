// Sessions can be ended (issue 9 §4): "sign out everywhere", a passphrase change
// (which keeps the caller signed in with a new token), a passphrase reset and
// account deletion all end the other sessions. An ended token reads what a guest
// reads and nothing of any account; guest tokens are unaffected.
import jwt from 'jsonwebtoken';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, TEST_JWT_SECRET, type TestServer } from './helpers.ts';
import { FORGOT, RESET, SIGN_IN, SIGN_UP } from './operations.ts';

const WHO_AM_I = `{
  currentUser { username }
  allUsers { totalCount }
  allUserEmails { totalCount }
  allThings { totalCount }
}`;
const SIGN_OUT_EVERYWHERE = `mutation { signOutEverywhere(input: {}) { boolean } }`;
const CHANGE = `mutation ($old: String!, $new: String!) {
  changePassword(input: { oldPassword: $old, newPassword: $new }) { boolean jwtToken }
}`;
interface WhoAmI {
  currentUser: { username: string } | null;
  allUsers: { totalCount: number };
  allUserEmails: { totalCount: number } | null;
  allThings: { totalCount: number };
}

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ worker: true, trustProxy: true });
});
afterAll(async () => {
  await server?.close();
});

let counter = 0;
async function newUser() {
  counter += 1;
  const username = `session${Date.now().toString(36)}${counter}`;
  const input = {
    name: 'Sam Sessions',
    username,
    email: `${username}@example.org`,
    password: 'Correct-Horse-9',
  };
  const result = await server.gql<{ signUp: { jwtToken: string } }>(SIGN_UP, input, undefined, {
    'x-forwarded-for': `198.51.100.${counter}`,
  });
  expect(result.errors).toBeUndefined();
  const token = result.data!.signUp.jwtToken;
  const userId = (jwt.verify(token, TEST_JWT_SECRET, { audience: 'bloomkeep' }) as jwt.JwtPayload)
    .user_id as string;
  return { ...input, token, userId };
}

async function signIn(username: string, password: string): Promise<string> {
  const result = await server.gql<{ signIn: { jwtToken: string } }>(SIGN_IN, {
    username,
    password,
  });
  expect(result.errors).toBeUndefined();
  return result.data!.signIn.jwtToken;
}

async function whoAmI(token: string): Promise<WhoAmI> {
  const result = await server.gql<WhoAmI>(WHO_AM_I, {}, token);
  expect(result.errors).toBeUndefined();
  return result.data!;
}

/** What a token that names nobody sees: no account, no users, no e-mails. */
function expectEnded(seen: WhoAmI) {
  expect(seen.currentUser).toBeNull();
  expect(seen.allUsers.totalCount).toBe(0);
  expect(seen.allUserEmails?.totalCount ?? 0).toBe(0);
}

describe('ending sessions', () => {
  it('sign out everywhere ends every session of the account, and only of that account', async () => {
    const user = await newUser();
    const other = await newUser();
    const laptop = await signIn(user.username, user.password);
    const phone = await signIn(user.username, user.password);
    expect((await whoAmI(phone)).currentUser).toEqual({ username: user.username });

    const result = await server.gql(SIGN_OUT_EVERYWHERE, {}, laptop);
    expect(result.data).toEqual({ signOutEverywhere: { boolean: true } });
    for (const token of [laptop, phone, user.token]) expectEnded(await whoAmI(token));
    // An ended token cannot act for the account either.
    const again = await server.gql(SIGN_OUT_EVERYWHERE, {}, phone);
    expect(again.errors?.[0]?.extensions?.exception?.errcode).toBe('LOGIN');

    // Signing in again works, and other accounts were never touched.
    const fresh = await signIn(user.username, user.password);
    expect((await whoAmI(fresh)).currentUser).toEqual({ username: user.username });
    expect((await whoAmI(other.token)).currentUser).toEqual({ username: other.username });
  });

  it('changing the passphrase ends the other sessions and keeps the caller signed in', async () => {
    const user = await newUser();
    const phone = await signIn(user.username, user.password);
    const changed = await server.gql<{ changePassword: { boolean: boolean; jwtToken: string } }>(
      CHANGE,
      { old: user.password, new: 'Brand-New-Pass-1' },
      user.token,
    );
    expect(changed.errors).toBeUndefined();
    expect(changed.data!.changePassword.boolean).toBe(true);
    const renewed = changed.data!.changePassword.jwtToken;
    expect((await whoAmI(renewed)).currentUser).toEqual({ username: user.username });
    expectEnded(await whoAmI(phone));
    expectEnded(await whoAmI(user.token));
  });

  it('resetting the passphrase ends every session', async () => {
    const user = await newUser();
    // A verified address is needed for a reset e-mail.
    await server.sql('update app_public.user_emails set is_verified = true where user_id = $1', [
      user.userId,
    ]);
    await server.gql(FORGOT, { email: user.email });
    const mail = await server.waitForMail(user.email, /Reset your passphrase/);
    const token = /token=([0-9a-f]+)/.exec(mail.text)![1];
    const reset = await server.gql(RESET, {
      userId: user.userId,
      token,
      password: 'Brand-New-Pass-1',
    });
    expect(reset.data).toEqual({ resetPassword: { boolean: true } });
    expectEnded(await whoAmI(user.token));
    const fresh = await signIn(user.username, 'Brand-New-Pass-1');
    expect((await whoAmI(fresh)).currentUser).toEqual({ username: user.username });
  });

  it('a deleted user’s token reads nothing of any account', async () => {
    const user = await newUser();
    await newUser();
    expect((await whoAmI(user.token)).allUsers.totalCount).toBeGreaterThan(1);
    await server.sql('delete from app_public.users where id = $1', [user.userId]);
    expectEnded(await whoAmI(user.token));
  });

  it('leaves guest tokens alone', async () => {
    const guest = await server.gql<{ signInAsGuest: { jwtToken: string } }>(
      'mutation { signInAsGuest(input: {}) { jwtToken } }',
    );
    const token = guest.data!.signInAsGuest.jwtToken;
    const user = await newUser();
    await server.gql(SIGN_OUT_EVERYWHERE, {}, user.token);
    const seen = await server.gql<WhoAmI>(
      '{ currentUser { username } allThings { totalCount } }',
      {},
      token,
    );
    expect(seen.errors).toBeUndefined();
    expect(seen.data!.currentUser).toBeNull();
  });
});

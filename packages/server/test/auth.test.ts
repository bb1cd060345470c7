import jwt from 'jsonwebtoken';
import { SERVER_ERRORS } from '@bloomkeep/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../src/db/seed.ts';
import { mintJwt, startTestServer, TEST_JWT_SECRET, type TestServer } from './helpers.ts';

const SIGN_IN = `mutation SignIn($username: String!, $password: String!) {
  signIn(input: { username: $username, password: $password }) { jwtToken }
}`;
const SIGN_IN_AS_GUEST = 'mutation { signInAsGuest(input: {}) { jwtToken } }';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  await seedDemoData(server.db.ownerUrl);
});
afterAll(async () => {
  await server?.close();
});

function decode(token: string): jwt.JwtPayload {
  return jwt.verify(token, TEST_JWT_SECRET, {
    algorithms: ['HS256'],
    audience: 'bloomkeep',
  }) as jwt.JwtPayload;
}

async function userId(username: string): Promise<string> {
  const [row] = await server.sql<{ id: string }>(
    'select id from app_public.users where username = $1',
    [username],
  );
  return row!.id;
}

describe('signInAsGuest', () => {
  it('returns a guest token that the server accepts', async () => {
    const result = await server.gql<{ signInAsGuest: { jwtToken: string } }>(SIGN_IN_AS_GUEST);
    expect(result.errors).toBeUndefined();
    const token = result.data!.signInAsGuest.jwtToken;
    const claims = decode(token);
    expect(claims).toMatchObject({
      role: 'bk_anonymous',
      user_id: null,
      aud: 'bloomkeep',
      iss: 'bloomkeep',
    });
    expect(claims.exp! * 1000).toBeGreaterThan(Date.now());

    const me = await server.gql('{ currentUserId }', {}, token);
    expect(me).toMatchObject({ status: 200, data: { currentUserId: null } });
  });
});

describe('signIn', () => {
  it('returns a bk_user token for a steward, which identifies them', async () => {
    const before = new Date();
    const result = await server.gql<{ signIn: { jwtToken: string } }>(SIGN_IN, {
      username: 'stewardsam',
      password: 'Bloomkeep-steward-1',
    });
    expect(result.errors).toBeUndefined();
    const token = result.data!.signIn.jwtToken;
    const claims = decode(token);
    const id = await userId('stewardsam');
    expect(claims).toMatchObject({ role: 'bk_user', user_id: id, aud: 'bloomkeep' });
    // Seven days, give or take the test's own duration.
    expect(claims.exp! - Date.now() / 1000).toBeGreaterThan(7 * 24 * 3600 - 60);

    const me = await server.gql('{ currentUserId }', {}, token);
    expect(me.data).toEqual({ currentUserId: id });

    const [row] = await server.sql<{ last_sign_in: Date }>(
      'select last_sign_in from app_public.users where id = $1',
      [id],
    );
    expect(row!.last_sign_in.getTime()).toBeGreaterThanOrEqual(before.getTime() - 1000);
  });

  it('accepts the username in any letter case', async () => {
    const result = await server.gql<{ signIn: { jwtToken: string } }>(SIGN_IN, {
      username: 'StewardSam',
      password: 'Bloomkeep-steward-1',
    });
    expect(decode(result.data!.signIn.jwtToken).role).toBe('bk_user');
  });

  it('returns a bk_admin token for an administrator', async () => {
    const result = await server.gql<{ signIn: { jwtToken: string } }>(SIGN_IN, {
      username: 'admin',
      password: 'Bloomkeep-admin-1',
    });
    expect(decode(result.data!.signIn.jwtToken)).toMatchObject({
      role: 'bk_admin',
      user_id: await userId('admin'),
    });
  });

  it('fails alike for a wrong passphrase and an unknown username', async () => {
    const wrongPassword = await server.gql(SIGN_IN, {
      username: 'stewardsam',
      password: 'Bloomkeep-steward-2',
    });
    const unknownUser = await server.gql(SIGN_IN, {
      username: 'nobodyhere',
      password: 'Bloomkeep-steward-1',
    });
    for (const result of [wrongPassword, unknownUser]) {
      expect(result.data).toEqual({ signIn: null });
      expect(result.errors).toHaveLength(1);
      expect(result.errors![0]!.message).toBe(SERVER_ERRORS.CREDS);
      expect(result.errors![0]!.extensions?.exception?.errcode).toBe('CREDS');
    }
    expect(unknownUser.errors).toEqual(wrongPassword.errors);
  });
});

describe('incoming tokens', () => {
  const query = '{ currentUserId }';
  const someone = '3f0b8c39-3c55-4d8c-9d2e-0c2d7f1d2a10';

  async function expectRejected(token: string) {
    const result = await server.gql(query, {}, token);
    expect(result.status).toBe(401);
    expect(result.errors?.[0]?.message).toBeTruthy();
    expect(result.data ?? null).toBeNull();
  }

  it('accepts a valid token', async () => {
    // Only a user that exists is anyone: a token for a deleted user names nobody.
    await server.sql(
      `insert into app_public.users (id, username, name) values ($1, 'someone', 'Some One')
       on conflict do nothing`,
      [someone],
    );
    const result = await server.gql(query, {}, mintJwt({ role: 'bk_user', userId: someone }));
    expect(result).toMatchObject({ status: 200, data: { currentUserId: someone } });
  });

  it('rejects tokens signed with another algorithm, or none', async () => {
    await expectRejected(mintJwt({ role: 'bk_user', userId: someone, algorithm: 'HS384' }));
    const unsigned = jwt.sign(
      { role: 'bk_admin', user_id: someone, aud: 'bloomkeep', exp: Date.now() / 1000 + 60 },
      '',
      { algorithm: 'none' },
    );
    await expectRejected(unsigned);
  });

  it('rejects a token signed with another secret', async () => {
    const token = jwt.sign(
      { role: 'bk_user', user_id: someone, aud: 'bloomkeep', exp: Date.now() / 1000 + 60 },
      'another-secret',
    );
    await expectRejected(token);
  });

  it('rejects an expired token, and one without an expiry', async () => {
    await expectRejected(mintJwt({ role: 'bk_user', userId: someone, expiresInSeconds: -10 }));
    await expectRejected(
      jwt.sign({ role: 'bk_user', user_id: someone, aud: 'bloomkeep' }, TEST_JWT_SECRET),
    );
  });

  it('rejects roles outside the whitelist', async () => {
    await expectRejected(mintJwt({ role: 'postgres', userId: someone }));
    await expectRejected(mintJwt({ role: 'bk_authenticator', userId: someone }));
  });

  it('rejects a signed-in role without a user', async () => {
    await expectRejected(mintJwt({ role: 'bk_user' }));
  });

  it('rejects the wrong audience', async () => {
    await expectRejected(mintJwt({ role: 'bk_user', userId: someone, audience: 'postgraphile' }));
  });

  it('rejects a malformed Authorization header', async () => {
    const response = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: 'Basic abc' },
      body: JSON.stringify({ query }),
    });
    expect(response.status).toBe(401);
  });
});

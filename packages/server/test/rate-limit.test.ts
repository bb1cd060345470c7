// Brute force is bounded: failed sign-ins are limited per account and per client
// address. The server trusts X-Forwarded-For here (TRUST_PROXY) so that one test
// can pose as several clients; time is moved by ageing the recorded failures.
import { SERVER_ERRORS } from '@bloomkeep/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../src/db/seed.ts';
import { startTestServer, type GraphQLResponse, type TestServer } from './helpers.ts';
import { SIGN_IN } from './operations.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ trustProxy: true });
  await seedDemoData(server.db.ownerUrl);
});
afterAll(async () => {
  await server?.close();
});

type SignInResult = GraphQLResponse<{ signIn: { jwtToken: string } | null }>;

function signInFrom(address: string, username: string, password: string): Promise<SignInResult> {
  return server.gql(SIGN_IN, { username, password }, undefined, { 'x-forwarded-for': address });
}

function outcome(result: SignInResult): string {
  if (result.data?.signIn?.jwtToken) return 'OK';
  return result.errors?.[0]?.extensions?.exception?.errcode ?? 'unknown';
}

/** Pretend the failures happened `minutes` earlier. */
async function ageFailures(minutes: number): Promise<void> {
  await server.sql(
    `update app_private.sign_in_failures set failed_at = failed_at - make_interval(mins => $1)`,
    [minutes],
  );
}

describe('sign-in rate limiting', () => {
  it('refuses 50 wrong passwords in a minute clearly, while the right password from another address still works after the window', async () => {
    const attacker = '203.0.113.66';
    const started = Date.now();
    const outcomes: string[] = [];
    let lastRefusal: SignInResult | undefined;
    for (let i = 0; i < 50; i++) {
      const result = await signInFrom(attacker, 'stewardsam', `Wrong-guess-${i}`);
      outcomes.push(outcome(result));
      if (outcome(result) === 'RATEL') lastRefusal = result;
    }
    expect(Date.now() - started).toBeLessThan(60_000);
    // Ten honest failures, then every further attempt is refused without a check.
    expect(outcomes.slice(0, 10)).toEqual(Array(10).fill('CREDS'));
    expect(outcomes.slice(10)).toEqual(Array(40).fill('RATEL'));
    expect(lastRefusal!.errors![0]!.message).toBe(SERVER_ERRORS.RATEL);
    expect(SERVER_ERRORS.RATEL).toBe('Too many attempts. Please wait a minute and try again.');

    // Inside the window the right password from the attacking address is refused too:
    // the answer cannot be used as an oracle.
    expect(outcome(await signInFrom(attacker, 'stewardsam', 'Bloomkeep-steward-1'))).toBe('RATEL');
    // The real user, elsewhere, is not locked out even now.
    expect(outcome(await signInFrom('198.51.100.7', 'stewardsam', 'Bloomkeep-steward-1'))).toBe(
      'OK',
    );

    // After the 15-minute window the right password works from another address, and
    // from the attacking one too.
    await ageFailures(16);
    expect(outcome(await signInFrom('192.0.2.44', 'stewardsam', 'Bloomkeep-steward-1'))).toBe('OK');
    expect(outcome(await signInFrom(attacker, 'stewardsam', 'Bloomkeep-steward-1'))).toBe('OK');
  });

  it('treats unknown usernames alike, so refusals reveal nothing', async () => {
    const address = '203.0.113.77';
    const outcomes: string[] = [];
    for (let i = 0; i < 12; i++) {
      outcomes.push(outcome(await signInFrom(address, 'no-such-user', `Guess-${i}`)));
    }
    expect(outcomes).toEqual([...Array(10).fill('CREDS'), 'RATEL', 'RATEL']);
    await ageFailures(16);
  });

  it('refuses an address with more than 30 failures across accounts, for every account', async () => {
    const sprayer = '203.0.113.88';
    const outcomes: string[] = [];
    for (let i = 0; i < 31; i++) {
      outcomes.push(outcome(await signInFrom(sprayer, `victim${i}`, 'Password-1')));
    }
    expect(outcomes.slice(0, 30)).toEqual(Array(30).fill('CREDS'));
    expect(outcomes[30]).toBe('RATEL');
    // Even a correct passphrase for an account it never tried.
    expect(outcome(await signInFrom(sprayer, 'organiserolu', 'Bloomkeep-organiser-1'))).toBe(
      'RATEL',
    );
    expect(outcome(await signInFrom('198.51.100.8', 'organiserolu', 'Bloomkeep-organiser-1'))).toBe(
      'OK',
    );
    await ageFailures(16);
    expect(outcome(await signInFrom(sprayer, 'organiserolu', 'Bloomkeep-organiser-1'))).toBe('OK');
  });

  it('ignores X-Forwarded-For unless the server is told to trust a proxy', async () => {
    const direct = await startTestServer();
    try {
      await seedDemoData(direct.db.ownerUrl);
      for (let i = 0; i < 3; i++) {
        await direct.gql(SIGN_IN, { username: 'admin', password: 'nope' }, undefined, {
          'x-forwarded-for': `198.51.100.${i}`,
        });
      }
      const rows = await direct.sql<{ ip: string }>(
        'select distinct ip from app_private.sign_in_failures',
      );
      expect(rows.map((r) => r.ip)).toHaveLength(1);
      expect(rows[0]!.ip).toMatch(/127\.0\.0\.1|::1/);
    } finally {
      await direct.close();
    }
  });
});

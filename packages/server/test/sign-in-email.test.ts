// Sign in with a username or an e-mail address (issue 10): the same answers for
// unknown users and unknown addresses, and one rate-limit bucket per account
// whichever identifier names it. Time is moved by ageing the recorded failures.
import { SERVER_ERRORS } from '@bloomkeep/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../src/db/seed.ts';
import { startTestServer, type GraphQLResponse, type TestServer } from './helpers.ts';
import { SIGN_IN, SIGN_UP } from './operations.ts';

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

function userIdOf(result: SignInResult): string {
  const payload = result.data!.signIn!.jwtToken.split('.')[1]!;
  return (JSON.parse(Buffer.from(payload, 'base64url').toString()) as { user_id: string }).user_id;
}

async function idOf(username: string): Promise<string> {
  const rows = await server.sql<{ id: string }>(
    'select id from app_public.users where username = $1',
    [username],
  );
  return rows[0]!.id;
}

async function forgetFailures(): Promise<void> {
  await server.sql(
    `update app_private.sign_in_failures set failed_at = failed_at - interval '16 min'`,
  );
}

describe('signIn with an e-mail address', () => {
  it('signs in to the account of a verified address, in any letter case', async () => {
    const sam = await idOf('stewardsam');
    const result = await signInFrom(
      '198.51.100.20',
      'sam@bloomkeep.example',
      'Bloomkeep-steward-1',
    );
    expect(outcome(result)).toBe('OK');
    expect(userIdOf(result)).toBe(sam);
    const upper = await signInFrom('198.51.100.20', 'Sam@Bloomkeep.Example', 'Bloomkeep-steward-1');
    expect(userIdOf(upper)).toBe(sam);
  });

  it('signs in a new user with the address they registered before verifying it', async () => {
    const signedUp = await server.gql(
      SIGN_UP,
      {
        name: 'Maria Fernanda Rodriguez Lopez',
        username: 'mariafernanda',
        email: 'maria@example.org',
        password: 'Correct-Horse-9',
      },
      undefined,
      { 'x-forwarded-for': '198.51.100.21' },
    );
    expect(signedUp.errors).toBeUndefined();
    const result = await signInFrom('198.51.100.21', 'maria@example.org', 'Correct-Horse-9');
    expect(outcome(result)).toBe('OK');
    expect(userIdOf(result)).toBe(await idOf('mariafernanda'));
  });

  it('answers a wrong pair with the spec message, alike for unknown users and addresses', async () => {
    const address = '198.51.100.22';
    const answers = await Promise.all(
      [
        ['sam@bloomkeep.example', 'Wrong-guess-1'],
        ['stewardsam', 'Wrong-guess-1'],
        ['nobody@bloomkeep.example', 'Wrong-guess-1'],
        ['nobody-at-all', 'Wrong-guess-1'],
      ].map(async ([identifier, password]) => {
        const result = await signInFrom(address, identifier!, password!);
        return { data: result.data, errors: result.errors };
      }),
    );
    for (const answer of answers) {
      expect(answer).toEqual(answers[0]);
    }
    expect(answers[0]!.errors![0]!.message).toBe(SERVER_ERRORS.CREDS);
    expect(SERVER_ERRORS.CREDS).toBe('You entered incorrect details');
    await forgetFailures();
  });

  it('counts an address and its username in one bucket of ten failures', async () => {
    const attacker = '203.0.113.31';
    const outcomes: string[] = [];
    for (let i = 0; i < 5; i++) {
      outcomes.push(outcome(await signInFrom(attacker, 'olu@bloomkeep.example', `Guess-${i}`)));
      outcomes.push(outcome(await signInFrom(attacker, 'organiserolu', `Other-guess-${i}`)));
    }
    expect(outcomes).toEqual(Array(10).fill('CREDS'));
    // The eleventh guess is refused by either name, even with the right passphrase.
    expect(
      outcome(await signInFrom(attacker, 'olu@bloomkeep.example', 'Bloomkeep-organiser-1')),
    ).toBe('RATEL');
    expect(outcome(await signInFrom(attacker, 'organiserolu', 'Bloomkeep-organiser-1'))).toBe(
      'RATEL',
    );
    // The real user elsewhere still gets in, by either name.
    expect(
      outcome(await signInFrom('198.51.100.23', 'olu@bloomkeep.example', 'Bloomkeep-organiser-1')),
    ).toBe('OK');
    await forgetFailures();
    expect(
      outcome(await signInFrom(attacker, 'olu@bloomkeep.example', 'Bloomkeep-organiser-1')),
    ).toBe('OK');
  });

  it('limits guesses at an unknown address like guesses at an unknown username', async () => {
    const address = '203.0.113.32';
    const outcomes: string[] = [];
    for (let i = 0; i < 12; i++) {
      outcomes.push(outcome(await signInFrom(address, 'ghost@example.org', `Guess-${i}`)));
    }
    expect(outcomes).toEqual([...Array(10).fill('CREDS'), 'RATEL', 'RATEL']);
    await forgetFailures();
  });

  it('names nobody by an unverified address that several accounts hold', async () => {
    for (const [name, username] of [
      ['Twin One', 'twinone'],
      ['Twin Two', 'twintwo'],
    ] as const) {
      const result = await server.gql(
        SIGN_UP,
        { name, username, email: 'shared@example.org', password: 'Correct-Horse-9' },
        undefined,
        { 'x-forwarded-for': '198.51.100.24' },
      );
      expect(result.errors).toBeUndefined();
    }
    expect(
      outcome(await signInFrom('198.51.100.24', 'shared@example.org', 'Correct-Horse-9')),
    ).toBe('CREDS');
    // Once one of them verifies it, the address is theirs.
    await server.sql(
      `update app_public.user_emails set is_verified = true
        where email = 'shared@example.org' and user_id = $1`,
      [await idOf('twintwo')],
    );
    const result = await signInFrom('198.51.100.24', 'shared@example.org', 'Correct-Horse-9');
    expect(userIdOf(result)).toBe(await idOf('twintwo'));
    await forgetFailures();
  });
});

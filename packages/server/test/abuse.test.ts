// Abuse that a single client could do through the API (issue 9 §4): guessing under
// concurrency, locking someone else's reset, creating accounts and sending e-mail
// in bulk, and brute-forcing the old passphrase with a stolen session. The server
// trusts X-Forwarded-For here (TRUST_PROXY) so that one test can pose as several
// clients.
import { MESSAGES, PASSPHRASE_MAX_BYTES, SERVER_ERRORS } from '@bloomkeep/schema';
import jwt from 'jsonwebtoken';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../src/db/seed.ts';
import {
  startTestServer,
  TEST_JWT_SECRET,
  type GraphQLResponse,
  type TestServer,
} from './helpers.ts';
import { CHANGE, FORGOT, RESET, SIGN_IN, SIGN_UP, VERIFY } from './operations.ts';

const CREATE_EMAIL = `mutation ($email: String!) {
  createUserEmail(input: { userEmail: { email: $email } }) { userEmail { id } }
}`;
const RESEND = `mutation ($id: UUID!) {
  resendEmailVerificationCode(input: { emailId: $id }) { boolean }
}`;

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ trustProxy: true, worker: true });
  await seedDemoData(server.db.ownerUrl);
});
afterAll(async () => {
  await server?.close();
});

let counter = 0;
function unique(prefix: string): string {
  counter += 1;
  return `${prefix}${Date.now().toString(36)}${counter}`;
}
/** A fresh client address (TEST-NET-3) for each call. */
function newAddress(): string {
  counter += 1;
  return `203.0.113.${counter % 250}`;
}

function from<T = Record<string, unknown>>(
  address: string,
  query: string,
  variables: Record<string, unknown>,
  token?: string,
): Promise<GraphQLResponse<T>> {
  return server.gql<T>(query, variables, token, { 'x-forwarded-for': address });
}

function code(result: GraphQLResponse<unknown>): string | undefined {
  return result.errors?.[0]?.extensions?.exception?.errcode;
}

async function signUp(address: string, email?: string, password = 'Correct-Horse-9') {
  const username = unique('abuser');
  const input = {
    name: 'Pat Newcomer',
    username,
    email: email ?? `${username}@example.org`,
    password,
  };
  const result = await from<{ signUp: { jwtToken: string } | null }>(address, SIGN_UP, input);
  return { ...input, result };
}

async function signedUp(email?: string) {
  const user = await signUp(newAddress(), email);
  expect(user.result.errors).toBeUndefined();
  const token = user.result.data!.signUp!.jwtToken;
  const claims = jwt.verify(token, TEST_JWT_SECRET, { audience: 'bloomkeep' }) as jwt.JwtPayload;
  return { ...user, token, userId: claims.user_id as string };
}

function linkParams(text: string, path: string): URLSearchParams {
  const match = new RegExp(`https?://\\S+/${path}\\?\\S+`).exec(text);
  if (!match) throw new Error(`No /${path} link in:\n${text}`);
  return new URL(match[0]).searchParams;
}

async function verifyFromMailbox(email: string): Promise<void> {
  const params = linkParams((await server.waitForMail(email, /Verify your email/)).text, 'verify');
  const result = await server.gql(VERIFY, { id: params.get('id'), token: params.get('token') });
  expect(result.data).toEqual({ verifyEmail: { boolean: true } });
}

/** Wait until the worker has run every queued job, so the mailbox is complete. */
async function mailDelivered(): Promise<void> {
  for (let i = 0; i < 200; i++) {
    const [row] = await server.sql<{ n: number }>(
      'select count(*)::int as n from graphile_worker.jobs where attempts = 0 or locked_at is not null',
    );
    if (row!.n === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('The worker did not run the queued jobs');
}

async function mailsTo(email: string): Promise<number> {
  await mailDelivered();
  const [row] = await server.sql<{ n: number }>(
    'select count(*)::int as n from app_private.dev_mailbox where "to" = $1',
    [email],
  );
  return row!.n;
}

describe('the sign-in limiter under concurrency', () => {
  it('checks at most 10 of 30 parallel wrong passphrases; the rest are refused', async () => {
    const address = '198.51.100.30';
    const results = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        from(address, SIGN_IN, { username: 'stewardsam', password: `Wrong-guess-${i}` }),
      ),
    );
    const codes = results.map(code);
    expect(codes.filter((c) => c === 'CREDS').length).toBeLessThanOrEqual(10);
    expect(codes.filter((c) => c !== 'CREDS').every((c) => c === 'RATEL')).toBe(true);
    expect(results.find((r) => code(r) === 'RATEL')!.errors![0]!.message).toBe(SERVER_ERRORS.RATEL);
    // Every attempt was recorded, so the window holds for the next one as well.
    expect(code(await from(address, SIGN_IN, { username: 'stewardsam', password: 'x' }))).toBe(
      'RATEL',
    );
  });
});

describe('passphrase reset lockout', () => {
  it('a stranger’s wrong tokens from another address do not lock the real link', async () => {
    const user = await signedUp();
    await verifyFromMailbox(user.email);
    const owner = newAddress();
    expect((await from(owner, FORGOT, { email: user.email })).data).toEqual({
      forgotPassword: { boolean: true },
    });
    const token = linkParams(
      (await server.waitForMail(user.email, /Reset your passphrase/)).text,
      'reset',
    ).get('token');

    const stranger = '192.0.2.200';
    const codes: Array<string | boolean | undefined> = [];
    for (let i = 0; i < 8; i++) {
      const result = await from<{ resetPassword: { boolean: boolean } | null }>(stranger, RESET, {
        userId: user.userId,
        token: `wrong-${i}`,
        password: 'Brand-New-Pass-1',
      });
      codes.push(code(result) ?? result.data?.resetPassword?.boolean);
    }
    // The stranger is locked out after five guesses…
    expect(codes).toEqual([false, false, false, false, false, 'LOCKD', 'LOCKD', 'LOCKD']);
    // …even with the right token, so the refusal is no oracle,
    const lockedOut = await from(stranger, RESET, {
      userId: user.userId,
      token,
      password: 'Brand-New-Pass-1',
    });
    expect(code(lockedOut)).toBe('LOCKD');
    expect(lockedOut.errors![0]!.message).toBe(SERVER_ERRORS.LOCKD);
    // …but the link from the e-mail still works for its owner.
    const reset = await from(owner, RESET, {
      userId: user.userId,
      token,
      password: 'Brand-New-Pass-1',
    });
    expect(reset.data).toEqual({ resetPassword: { boolean: true } });
    const signIn = await from(owner, SIGN_IN, {
      username: user.username,
      password: 'Brand-New-Pass-1',
    });
    expect(signIn.errors).toBeUndefined();
  });
});

describe('rate limits on accounts and e-mail', () => {
  it('refuses the 21st sign-up from one address within an hour, not from another', async () => {
    const address = '198.51.100.61';
    const outcomes: Array<string | undefined> = [];
    let refused: GraphQLResponse | undefined;
    for (let i = 0; i < 22; i++) {
      const { result } = await signUp(address);
      outcomes.push(code(result) ?? (result.data?.signUp?.jwtToken ? 'OK' : undefined));
      if (code(result) === 'RATEL') refused = result;
    }
    expect(outcomes).toEqual([...Array(20).fill('OK'), 'RATEL', 'RATEL']);
    expect(refused!.errors![0]!.message).toBe(SERVER_ERRORS.RATEL);
    expect(code((await signUp('198.51.100.62')).result)).toBeUndefined();
  });

  it('sends at most 3 verification e-mails an hour to one address, whoever asks', async () => {
    const victim = `${unique('victim')}@example.org`;
    const accounts = [];
    for (let i = 0; i < 5; i++) accounts.push(await signedUp(victim));
    const extra = await signedUp();
    const added = await from<{ createUserEmail: { userEmail: { id: string } } }>(
      newAddress(),
      CREATE_EMAIL,
      { email: victim },
      extra.token,
    );
    expect(added.errors).toBeUndefined();
    // Past the once-a-minute limit of the resend button.
    await server.sql(
      `update app_private.user_email_secrets set verification_email_sent_at = now() - interval '2 minutes'`,
    );
    const resent = await from(
      newAddress(),
      RESEND,
      { id: added.data!.createUserEmail.userEmail.id },
      extra.token,
    );
    expect(resent.data).toEqual({ resendEmailVerificationCode: { boolean: false } });
    expect(await mailsTo(victim)).toBe(3);
  });

  it('lets one account add at most 10 addresses an hour', async () => {
    const user = await signedUp();
    const codes: Array<string | undefined> = [];
    for (let i = 0; i < 11; i++) {
      const result = await from(
        newAddress(),
        CREATE_EMAIL,
        { email: `${unique('extra')}@example.org` },
        user.token,
      );
      codes.push(code(result) ?? 'OK');
    }
    expect(codes).toEqual([...Array(10).fill('OK'), 'RATEL']);
  });

  it('refuses forgotPassword after 10 requests from one address, alike for every address', async () => {
    const known = await signedUp();
    await verifyFromMailbox(known.email);
    const address = '198.51.100.90';
    const bodies: string[] = [];
    for (let i = 0; i < 12; i++) {
      const email = i % 2 === 0 ? known.email : `nobody-${i}@example.org`;
      const response = await fetch(`${server.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
        body: JSON.stringify({ query: FORGOT, variables: { email } }),
      });
      bodies.push(await response.text());
    }
    expect(new Set(bodies.slice(0, 10)).size).toBe(1);
    expect(JSON.parse(bodies[0]!)).toEqual({ data: { forgotPassword: { boolean: true } } });
    // The refusals for a known and an unknown address are the same bytes.
    expect(bodies[10]).toBe(bodies[11]);
    const refusal = JSON.parse(bodies[10]!) as GraphQLResponse;
    expect(refusal.errors![0]!.message).toBe(SERVER_ERRORS.RATEL);
    expect(code(refusal)).toBe('RATEL');
    // Only one reset e-mail reached the known address (one a minute per account).
    await mailDelivered();
    const [row] = await server.sql<{ n: number }>(
      `select count(*)::int as n from app_private.dev_mailbox
       where "to" = $1 and subject ~ 'Reset your passphrase'`,
      [known.email],
    );
    expect(row!.n).toBe(1);
  });

  it('stops a stolen session from guessing the old passphrase', async () => {
    const user = await signedUp();
    const codes: Array<string | undefined> = [];
    for (let i = 0; i < 7; i++) {
      const result = await from(
        newAddress(),
        CHANGE,
        { old: `Guess-number-${i}`, new: 'Brand-New-Pass-1' },
        user.token,
      );
      codes.push(code(result));
    }
    expect(codes).toEqual(['OLDPW', 'OLDPW', 'OLDPW', 'OLDPW', 'OLDPW', 'RATEL', 'RATEL']);
    // Even the right old passphrase is not checked now.
    const right = await from(
      newAddress(),
      CHANGE,
      { old: user.password, new: 'Brand-New-Pass-1' },
      user.token,
    );
    expect(code(right)).toBe('RATEL');
    expect(right.errors![0]!.message).toBe(SERVER_ERRORS.RATEL);
    // After the window the owner can change it.
    await server.sql(
      `update app_private.change_password_failures set failed_at = failed_at - interval '16 minutes'`,
    );
    const later = await from(
      newAddress(),
      CHANGE,
      { old: user.password, new: 'Brand-New-Pass-1' },
      user.token,
    );
    expect(later.data).toEqual({ changePassword: { boolean: true } });
  });
});

describe('passphrases longer than bcrypt reads', () => {
  // bcrypt reads 72 bytes: these two would be the same passphrase.
  const stem = `Correct-Horse-9-${'x'.repeat(PASSPHRASE_MAX_BYTES - 16)}`;
  const long = `${stem}-and-then-more`;
  const other = `${stem}-something-else`;

  it('are refused with a clear message at sign-up and when changing', async () => {
    expect(Buffer.byteLength(stem)).toBe(PASSPHRASE_MAX_BYTES);
    const refused = (await signUp(newAddress(), undefined, long)).result;
    expect(code(refused)).toBe('VALID');
    expect(refused.errors![0]!.message).toBe(MESSAGES.passphraseTooLong);
    // Multi-byte characters count as the bytes they take.
    const accented = (await signUp(newAddress(), undefined, `Aa1${'ä'.repeat(35)}`)).result;
    expect(accented.errors![0]!.message).toBe(MESSAGES.passphraseTooLong);

    const user = await signedUp();
    const change = await from(newAddress(), CHANGE, { old: user.password, new: long }, user.token);
    expect(change.errors![0]!.message).toBe(MESSAGES.passphraseTooLong);
    // So no longer passphrase can sign in for another that shares its first 72 bytes.
    const withStem = await signUp(newAddress(), undefined, stem);
    expect(withStem.result.errors).toBeUndefined();
    const signIn = await from(newAddress(), SIGN_IN, {
      username: withStem.username,
      password: other,
    });
    expect(code(signIn)).toBe('CREDS');
  });
});

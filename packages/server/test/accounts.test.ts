// The account mutations and queries of spec §7 over HTTP, with the e-mail worker
// delivering into the dev mailbox (links are read from the messages).
import jwt from 'jsonwebtoken';
import {
  MESSAGES,
  SERVER_ERRORS,
  validateEmail,
  validatePassphrase,
  validateUsername,
} from '@bloomkeep/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../src/db/seed.ts';
import {
  insertThing,
  startTestServer,
  TEST_JWT_SECRET,
  type GraphQLResponse,
  type TestServer,
} from './helpers.ts';
import { CHANGE, FORGOT, RESET, SIGN_IN, SIGN_UP, VERIFY } from './operations.ts';

let server: TestServer;
let addresses = 0;
beforeAll(async () => {
  // Each request comes from its own client address, as from many people, so that the
  // per-address limits (sign-up, forgotPassword; test/abuse.test.ts) stay out of the way.
  server = await startTestServer({ worker: true, trustProxy: true });
  const gql = server.gql.bind(server);
  server.gql = (query, variables, token, headers) =>
    gql(query, variables, token, {
      'x-forwarded-for': `198.18.${Math.floor(++addresses / 250)}.${addresses % 250}`,
      ...headers,
    });
  await seedDemoData(server.db.ownerUrl);
});
afterAll(async () => {
  await server?.close();
});

const MY_EMAILS = `{ allUserEmails(orderBy: CREATED_AT_ASC) {
  nodes { id email isPrimary isVerified userId }
} }`;
const CREATE_EMAIL = `mutation ($email: String!) {
  createUserEmail(input: { userEmail: { email: $email } }) {
    userEmail { id email isPrimary isVerified }
  }
}`;

interface EmailNode {
  id: string;
  email: string;
  isPrimary: boolean;
  isVerified: boolean;
  userId: string;
}

let counter = 0;
function unique(prefix: string): string {
  counter += 1;
  return `${prefix}${Date.now().toString(36)}${counter}`;
}

function claims(token: string): jwt.JwtPayload {
  return jwt.verify(token, TEST_JWT_SECRET, { audience: 'bloomkeep' }) as jwt.JwtPayload;
}

function expectError(result: GraphQLResponse, message: string, code?: string) {
  expect(result.errors?.[0]?.message).toBe(message);
  if (code) expect(result.errors?.[0]?.extensions?.exception?.errcode).toBe(code);
}

/** The query parameters of the first link to `path` in a message's text. */
function linkParams(text: string, path: string): URLSearchParams {
  const match = new RegExp(`https?://\\S+/${path}\\?\\S+`).exec(text);
  if (!match) throw new Error(`No /${path} link in:\n${text}`);
  const url = new URL(match[0]);
  expect(url.origin).toBe(server.url);
  return url.searchParams;
}

async function signUp(overrides: Record<string, string> = {}) {
  const username = overrides.username ?? unique('user');
  const input = {
    name: 'Pat Newcomer',
    username,
    email: `${username}@example.org`,
    password: 'Correct-Horse-9',
    ...overrides,
  };
  const result = await server.gql<{ signUp: { jwtToken: string } }>(SIGN_UP, input);
  expect(result.errors).toBeUndefined();
  const token = result.data!.signUp.jwtToken;
  return { ...input, token, userId: claims(token).user_id as string };
}

async function signIn(username: string, password: string) {
  return server.gql<{ signIn: { jwtToken: string } | null }>(SIGN_IN, { username, password });
}

async function myEmails(token: string): Promise<EmailNode[]> {
  const result = await server.gql<{ allUserEmails: { nodes: EmailNode[] } }>(MY_EMAILS, {}, token);
  expect(result.errors).toBeUndefined();
  return result.data!.allUserEmails.nodes;
}

async function verifyFromMailbox(email: string): Promise<void> {
  const mail = await server.waitForMail(email, /Verify your email/);
  const params = linkParams(mail.text, 'verify');
  const result = await server.gql(VERIFY, { id: params.get('id'), token: params.get('token') });
  expect(result.data).toEqual({ verifyEmail: { boolean: true } });
}

describe('signUp', () => {
  it('creates the account, signs in, and mails a verification link that works once', async () => {
    const user = await signUp();
    expect(claims(user.token)).toMatchObject({ role: 'bk_user', aud: 'bloomkeep' });

    const me = await server.gql<{
      currentUser: {
        username: string;
        name: string;
        lastSignIn: string | null;
        userBadgesByUserId: { nodes: Array<{ badgeTypeByBadgeTypeId: { badgeType: string } }> };
      };
    }>(
      `{ currentUser { username name lastSignIn
         userBadgesByUserId { nodes { badgeTypeByBadgeTypeId { badgeType level } } } } }`,
      {},
      user.token,
    );
    expect(me.data!.currentUser).toMatchObject({ username: user.username, name: user.name });
    expect(me.data!.currentUser.lastSignIn).not.toBeNull();
    expect(me.data!.currentUser.userBadgesByUserId.nodes).toEqual([
      { badgeTypeByBadgeTypeId: { badgeType: 'signin', level: 1 } },
    ]);

    const [email] = await myEmails(user.token);
    expect(email).toMatchObject({ email: user.email, isPrimary: true, isVerified: false });

    const mail = await server.waitForMail(user.email, /Verify your email/);
    expect(mail.html).toContain('/verify?id=');
    const params = linkParams(mail.text, 'verify');
    expect(params.get('id')).toBe(email!.id);
    const token = params.get('token')!;
    expect(token).toMatch(/^[0-9a-f]{48}$/);
    // Only the hash is stored.
    const stored = await server.sql<{ verification_token_hash: string }>(
      'select verification_token_hash from app_private.user_email_secrets where user_email_id = $1',
      [email!.id],
    );
    expect(stored[0]!.verification_token_hash).not.toContain(token);

    const wrong = await server.gql(VERIFY, { id: email!.id, token: 'f'.repeat(48) });
    expect(wrong.data).toEqual({ verifyEmail: { boolean: false } });
    const right = await server.gql(VERIFY, { id: email!.id, token });
    expect(right.data).toEqual({ verifyEmail: { boolean: true } });
    const again = await server.gql(VERIFY, { id: email!.id, token });
    expect(again.data).toEqual({ verifyEmail: { boolean: false } });
    expect((await myEmails(user.token))[0]!.isVerified).toBe(true);
  });

  it('refuses an expired verification link', async () => {
    const user = await signUp();
    const mail = await server.waitForMail(user.email, /Verify your email/);
    const params = linkParams(mail.text, 'verify');
    await server.sql(
      `update app_private.user_email_secrets set verification_expires_at = now() - interval '1 second'
       where user_email_id = $1`,
      [params.get('id')],
    );
    const result = await server.gql(VERIFY, { id: params.get('id'), token: params.get('token') });
    expect(result.data).toEqual({ verifyEmail: { boolean: false } });
  });

  it('validates every field with the shared messages', async () => {
    const good = {
      name: 'Pat Newcomer',
      username: unique('valid'),
      email: 'valid@example.org',
      password: 'Correct-Horse-9',
    };
    const cases: Array<[Partial<typeof good>, string]> = [
      [{ name: 'x'.repeat(101) }, MESSAGES.nameLength],
      [{ name: 'R2D2 Unit' }, MESSAGES.nameCharacters],
      [{ username: '' }, validateUsername('')!],
      [{ username: 'has space' }, MESSAGES.usernameSpaces],
      [{ username: 'a' }, MESSAGES.usernameLength],
      [{ username: '9lives' }, MESSAGES.usernameStart],
      [{ username: 'dot.name' }, MESSAGES.usernameCharacters],
      [{ username: 'double__under' }, MESSAGES.usernameConsecutive],
      [{ email: 'not-an-address' }, validateEmail('not-an-address')!],
      [{ email: 'name@host' }, MESSAGES.emailInvalid],
      [{ email: 'a@' }, MESSAGES.emailLength],
      [{ password: 'Short-1' }, validatePassphrase('Short-1')!],
      [{ password: 'lowercase-only-1' }, MESSAGES.passphraseUppercase],
      [{ password: 'UPPERCASE-ONLY-1' }, MESSAGES.passphraseLowercase],
      [{ password: 'No-Numbers-Here' }, MESSAGES.passphraseNumber],
    ];
    for (const [override, message] of cases) {
      const result = await server.gql(SIGN_UP, { ...good, ...override });
      expect(result.data).toEqual({ signUp: null });
      expectError(result, message, 'VALID');
    }
    const accepted = await server.gql(SIGN_UP, { ...good, name: "Zoë O'Neil-Smith" });
    expect(accepted.errors).toBeUndefined();
  });

  it('refuses a taken username (any letter case) and an e-mail verified by someone else', async () => {
    const taken = await server.gql(SIGN_UP, {
      name: 'Sam Again',
      username: 'StewardSam',
      email: 'other@example.org',
      password: 'Correct-Horse-9',
    });
    expectError(taken, SERVER_ERRORS.UNTKN, 'UNTKN');
    const emailTaken = await server.gql(SIGN_UP, {
      name: 'Sam Again',
      username: unique('samagain'),
      email: 'SAM@bloomkeep.example',
      password: 'Correct-Horse-9',
    });
    expectError(emailTaken, SERVER_ERRORS.EMTKN, 'EMTKN');
    // Nothing was created by the refused attempts.
    const rows = await server.sql('select 1 from app_public.users where name = $1', ['Sam Again']);
    expect(rows).toHaveLength(0);
  });

  it('allows an address someone else has added but not verified', async () => {
    const first = await signUp();
    const second = await signUp({ email: first.email.toUpperCase() });
    expect((await myEmails(second.token))[0]!.email).toBe(first.email.toUpperCase());
    // The first to verify keeps it; the other can then no longer verify it.
    await verifyFromMailbox(first.email);
    const mail = await server.waitForMail(first.email.toUpperCase(), /Verify/);
    const params = linkParams(mail.text, 'verify');
    const late = await server.gql(VERIFY, { id: params.get('id'), token: params.get('token') });
    expectError(late, SERVER_ERRORS.EMTKN, 'EMTKN');
  });
});

describe('signIn and signOut', () => {
  it('records lastSignIn and awards the sign-in badge once', async () => {
    const user = await signUp();
    await server.sql('update app_public.users set last_sign_in = null where id = $1', [
      user.userId,
    ]);
    for (let i = 0; i < 2; i++) {
      const result = await signIn(user.username, user.password);
      expect(result.errors).toBeUndefined();
    }
    const rows = await server.sql<{ last_sign_in: Date | null; badges: string }>(
      `select u.last_sign_in, (select count(*) from app_public.user_badges b where b.user_id = u.id)
         as badges
       from app_public.users u where u.id = $1`,
      [user.userId],
    );
    expect(rows[0]!.last_sign_in).not.toBeNull();
    expect(Number(rows[0]!.badges)).toBe(1);
  });

  it('signOut answers true (tokens are stateless)', async () => {
    const user = await signUp();
    const result = await server.gql('mutation { signOut(input: {}) { boolean } }', {}, user.token);
    expect(result.data).toEqual({ signOut: { boolean: true } });
  });
});

describe('forgotPassword and resetPassword', () => {
  it('mails a reset link that sets a new passphrase once, and verifies nothing else', async () => {
    const user = await signUp();
    await verifyFromMailbox(user.email);
    const forgot = await server.gql(FORGOT, { email: user.email.toUpperCase() });
    expect(forgot.data).toEqual({ forgotPassword: { boolean: true } });
    const mail = await server.waitForMail(user.email, /Reset your passphrase/);
    const params = linkParams(mail.text, 'reset');
    expect(params.get('userId')).toBe(user.userId);
    const token = params.get('token')!;

    const wrong = await server.gql(RESET, {
      userId: user.userId,
      token: 'a'.repeat(48),
      password: 'Brand-New-Pass-1',
    });
    expect(wrong.data).toEqual({ resetPassword: { boolean: false } });
    const weak = await server.gql(RESET, { userId: user.userId, token, password: 'weak' });
    expectError(weak, MESSAGES.passphraseLength, 'VALID');

    const ok = await server.gql(RESET, {
      userId: user.userId,
      token,
      password: 'Brand-New-Pass-1',
    });
    expect(ok.data).toEqual({ resetPassword: { boolean: true } });
    expect((await signIn(user.username, 'Brand-New-Pass-1')).errors).toBeUndefined();
    expectError(await signIn(user.username, user.password), SERVER_ERRORS.CREDS, 'CREDS');

    const reused = await server.gql(RESET, {
      userId: user.userId,
      token,
      password: 'Another-Pass-2',
    });
    expect(reused.data).toEqual({ resetPassword: { boolean: false } });
  });

  it('sends nothing for unverified or unknown addresses', async () => {
    const unverified = await signUp();
    const verified = await signUp();
    await verifyFromMailbox(verified.email);
    await server.gql(FORGOT, { email: unverified.email });
    await server.gql(FORGOT, { email: 'nobody-at-all@example.org' });
    await server.gql(FORGOT, { email: verified.email });
    await server.waitForMail(verified.email, /Reset your passphrase/);
    // Let the queue drain, then look for any other reset e-mail.
    for (let i = 0; i < 50; i++) {
      const [queued] = await server.sql<{ n: string }>(
        'select count(*) as n from graphile_worker.jobs',
      );
      if (Number(queued!.n) === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const mail = await server.sql(
      `select "to" from app_private.dev_mailbox where subject ~ 'Reset' and "to" in ($1, $2)`,
      [unverified.email, 'nobody-at-all@example.org'],
    );
    expect(mail).toEqual([]);
  });

  it('refuses an expired reset token', async () => {
    const user = await signUp();
    await verifyFromMailbox(user.email);
    await server.gql(FORGOT, { email: user.email });
    const params = linkParams(
      (await server.waitForMail(user.email, /Reset your passphrase/)).text,
      'reset',
    );
    await server.sql(
      `update app_private.user_secrets set reset_token_expires_at = now() - interval '1 second'
       where user_id = $1`,
      [user.userId],
    );
    const result = await server.gql(RESET, {
      userId: user.userId,
      token: params.get('token'),
      password: 'Brand-New-Pass-1',
    });
    expect(result.data).toEqual({ resetPassword: { boolean: false } });
  });

  it('locks resets after 5 wrong tokens (LOCKD) from one address, even for the right token, for an hour', async () => {
    const user = await signUp();
    const address = { 'x-forwarded-for': '192.0.2.58' };
    await verifyFromMailbox(user.email);
    await server.gql(FORGOT, { email: user.email });
    const token = linkParams(
      (await server.waitForMail(user.email, /Reset your passphrase/)).text,
      'reset',
    ).get('token');
    for (let i = 0; i < 5; i++) {
      const wrong = await server.gql(
        RESET,
        {
          userId: user.userId,
          token: `wrong-${i}`,
          password: 'Brand-New-Pass-1',
        },
        undefined,
        address,
      );
      expect(wrong.data).toEqual({ resetPassword: { boolean: false } });
    }
    const locked = await server.gql(
      RESET,
      { userId: user.userId, token, password: 'Brand-New-Pass-1' },
      undefined,
      address,
    );
    expectError(locked, SERVER_ERRORS.LOCKD, 'LOCKD');
    expect(SERVER_ERRORS.LOCKD).toBe('Passphrase reset locked - too many reset attempts');

    await server.sql(
      `update app_private.reset_failures set failed_at = failed_at - interval '61 minutes'
       where user_id = $1`,
      [user.userId],
    );
    const unlocked = await server.gql(
      RESET,
      { userId: user.userId, token, password: 'Brand-New-Pass-1' },
      undefined,
      address,
    );
    expect(unlocked.data).toEqual({ resetPassword: { boolean: true } });
  });

  it('answers byte-for-byte the same for existing, unverified and unknown addresses', async () => {
    const verified = await signUp();
    await verifyFromMailbox(verified.email);
    const unverified = await signUp();
    const bodies: string[] = [];
    for (const email of [
      verified.email,
      unverified.email,
      'nobody-here@example.org',
      'not even an address',
      verified.email, // again: throttled, still the same answer
    ]) {
      const response = await fetch(`${server.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: FORGOT, variables: { email } }),
      });
      expect(response.status).toBe(200);
      bodies.push(await response.text());
    }
    expect(new Set(bodies).size).toBe(1);
    expect(JSON.parse(bodies[0]!)).toEqual({ data: { forgotPassword: { boolean: true } } });
    await server.waitForMail(verified.email, /Reset your passphrase/);
  });
});

describe('changePassword', () => {
  it('checks the old passphrase and the rules, then e-mails a notice', async () => {
    const user = await signUp();
    const wrongOld = await server.gql(
      CHANGE,
      { old: 'Not-The-Passphrase-1', new: 'Brand-New-Pass-1' },
      user.token,
    );
    expect(wrongOld.data).toEqual({ changePassword: null });
    expectError(wrongOld, SERVER_ERRORS.OLDPW, 'OLDPW');
    const weak = await server.gql(CHANGE, { old: user.password, new: 'weakling' }, user.token);
    expectError(weak, MESSAGES.passphraseUppercase, 'VALID');

    const ok = await server.gql(
      CHANGE,
      { old: user.password, new: 'Brand-New-Pass-1' },
      user.token,
    );
    expect(ok.data).toEqual({ changePassword: { boolean: true } });
    expect((await signIn(user.username, 'Brand-New-Pass-1')).errors).toBeUndefined();
    const notice = await server.waitForMail(user.email, /passphrase was changed/);
    expect(notice.text).toContain('/forgot-password');
  });

  it('is not available to guests', async () => {
    const result = await server.gql(CHANGE, { old: 'x', new: 'Brand-New-Pass-1' });
    expect(result.errors?.length).toBeGreaterThan(0);
  });
});

describe('e-mail addresses', () => {
  it('adds, verifies, makes primary and deletes addresses', async () => {
    const user = await signUp();
    await verifyFromMailbox(user.email);
    const second = `${unique('second')}@example.org`;
    const created = await server.gql<{ createUserEmail: { userEmail: EmailNode } }>(
      CREATE_EMAIL,
      { email: second },
      user.token,
    );
    expect(created.errors).toBeUndefined();
    const added = created.data!.createUserEmail.userEmail;
    expect(added).toMatchObject({ email: second, isPrimary: false, isVerified: false });

    const again = await server.gql(CREATE_EMAIL, { email: second.toUpperCase() }, user.token);
    expectError(again, SERVER_ERRORS.EMADD, 'EMADD');
    const invalid = await server.gql(CREATE_EMAIL, { email: 'nope' }, user.token);
    expectError(invalid, MESSAGES.emailInvalid, 'VALID');

    const MAKE_PRIMARY = `mutation ($id: UUID!) {
      makeEmailPrimary(input: { emailId: $id }) { userEmail { id isPrimary } }
    }`;
    const early = await server.gql(MAKE_PRIMARY, { id: added.id }, user.token);
    expectError(early, 'You must verify this email before making it primary', 'VALID');

    // Resending: at most once a minute; a new link replaces the old one.
    const RESEND = `mutation ($id: UUID!) {
      resendEmailVerificationCode(input: { emailId: $id }) { boolean }
    }`;
    const firstMail = await server.waitForMail(second, /Verify/);
    const oldToken = linkParams(firstMail.text, 'verify').get('token');
    const tooSoon = await server.gql(RESEND, { id: added.id }, user.token);
    expect(tooSoon.data).toEqual({ resendEmailVerificationCode: { boolean: false } });
    await server.sql(
      `update app_private.user_email_secrets
       set verification_email_sent_at = now() - interval '2 minutes' where user_email_id = $1`,
      [added.id],
    );
    const resent = await server.gql(RESEND, { id: added.id }, user.token);
    expect(resent.data).toEqual({ resendEmailVerificationCode: { boolean: true } });
    let newMail = firstMail;
    for (let i = 0; i < 100 && newMail.text === firstMail.text; i++) {
      newMail = await server.waitForMail(second, /Verify/);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const newToken = linkParams(newMail.text, 'verify').get('token');
    expect(newToken).not.toBe(oldToken);
    const stale = await server.gql(VERIFY, { id: added.id, token: oldToken });
    expect(stale.data).toEqual({ verifyEmail: { boolean: false } });
    const fresh = await server.gql(VERIFY, { id: added.id, token: newToken });
    expect(fresh.data).toEqual({ verifyEmail: { boolean: true } });

    const made = await server.gql(MAKE_PRIMARY, { id: added.id }, user.token);
    expect(made.data).toEqual({
      makeEmailPrimary: { userEmail: { id: added.id, isPrimary: true } },
    });
    const emails = await myEmails(user.token);
    expect(emails.map((e) => [e.email, e.isPrimary])).toEqual([
      [user.email, false],
      [second, true],
    ]);

    const DELETE = `mutation ($id: UUID!) { deleteUserEmailById(input: { id: $id }) { userEmail { id } } }`;
    const deletePrimary = await server.gql(DELETE, { id: added.id }, user.token);
    expectError(deletePrimary, 'You cannot delete your primary email address', 'VALID');
    const deleted = await server.gql(DELETE, { id: emails[0]!.id }, user.token);
    expect(deleted.data).toEqual({ deleteUserEmailById: { userEmail: { id: emails[0]!.id } } });
    expect((await myEmails(user.token)).map((e) => e.email)).toEqual([second]);
  });
});

describe('users', () => {
  it('lists users by name for signed-in users, without e-mails', async () => {
    const user = await signUp({ name: 'Aaron Aardvark' });
    const result = await server.gql<{ allUsers: { nodes: Array<{ name: string }> } }>(
      '{ allUsers(orderBy: NAME_ASC) { nodes { name username } } }',
      {},
      user.token,
    );
    const names = result.data!.allUsers.nodes.map((n) => n.name);
    expect(names[0]).toBe('Aaron Aardvark');
    expect(names).toContain('Sam Steward');
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));

    const guest = await server.gql<{ allUsers: { nodes: unknown[] } }>(
      '{ allUsers { nodes { name } } }',
    );
    expect(guest.data!.allUsers.nodes).toEqual([]);

    const sam = await server.sql<{ id: string }>(
      "select id from app_public.users where username = 'stewardsam'",
    );
    const byId = await server.gql<{
      userById: { username: string; userEmailsByUserId: { nodes: unknown[] } };
    }>(
      `query ($id: UUID!) { userById(id: $id) { username userEmailsByUserId { nodes { email } } } }`,
      { id: sam[0]!.id },
      user.token,
    );
    expect(byId.data!.userById).toEqual({
      username: 'stewardsam',
      userEmailsByUserId: { nodes: [] },
    });
  });

  it('updates their own profile with validation, and nobody else’s', async () => {
    const user = await signUp();
    const thing = [await insertThing(server, { name: 'My bench', ownerId: user.userId })];
    const UPDATE = `mutation ($id: UUID!, $patch: UserPatch!) {
      updateUserById(input: { id: $id, patch: $patch }) {
        user { name username notificationDaily oneThingId }
      }
    }`;
    const newName = unique('renamed');
    const ok = await server.gql(
      UPDATE,
      {
        id: user.userId,
        patch: {
          name: 'Pat Renamed',
          username: newName,
          notificationDaily: true,
          oneThingId: thing[0]!.id,
        },
      },
      user.token,
    );
    expect(ok.data).toEqual({
      updateUserById: {
        user: {
          name: 'Pat Renamed',
          username: newName,
          notificationDaily: true,
          oneThingId: thing[0]!.id,
        },
      },
    });
    const badName = await server.gql(
      UPDATE,
      { id: user.userId, patch: { username: 'no way' } },
      user.token,
    );
    expectError(badName, MESSAGES.usernameSpaces, 'VALID');
    const taken = await server.gql(
      UPDATE,
      { id: user.userId, patch: { username: 'ADMIN' } },
      user.token,
    );
    expectError(taken, SERVER_ERRORS.UNTKN, 'UNTKN');

    const sam = await server.sql<{ id: string }>(
      "select id from app_public.users where username = 'stewardsam'",
    );
    const other = await server.gql<{ updateUserById: { user: unknown } | null }>(
      UPDATE,
      { id: sam[0]!.id, patch: { name: 'Hacked Name' } },
      user.token,
    );
    // RLS hides the row: PostGraphile answers { user: null } and changes nothing.
    expect(other.data?.updateUserById?.user ?? null).toBeNull();
    const rows = await server.sql<{ name: string }>(
      'select name from app_public.users where id = $1',
      [sam[0]!.id],
    );
    expect(rows[0]!.name).toBe('Sam Steward');
    // The admin flag is not part of the API at all.
    const admin = await server.gql(
      UPDATE,
      { id: user.userId, patch: { isAdmin: true } },
      user.token,
    );
    expect(admin.errors?.[0]?.message).toMatch(/isAdmin/);
  });
});

describe('newUser (administrators)', () => {
  const NEW_USER = `mutation ($name: String!, $username: String!, $email: String!) {
    newUser(input: { name: $name, username: $username, email: $email }) { user { id username } }
  }`;

  async function adminToken(): Promise<string> {
    const result = await signIn('admin', 'Bloomkeep-admin-1');
    return result.data!.signIn!.jwtToken;
  }

  it('creates the user, who sets a passphrase from the e-mailed link', async () => {
    const username = unique('invited');
    const email = `${username}@example.org`;
    const result = await server.gql<{ newUser: { user: { id: string; username: string } } }>(
      NEW_USER,
      { name: 'Ivy Invited', username, email },
      await adminToken(),
    );
    expect(result.errors).toBeUndefined();
    const id = result.data!.newUser.user.id;
    // No usable passphrase yet.
    expectError(await signIn(username, ''), SERVER_ERRORS.CREDS, 'CREDS');

    const mail = await server.waitForMail(email, /added to Bloomkeep/);
    expect(mail.text).toContain(username);
    const params = linkParams(mail.text, 'reset');
    expect(params.get('userId')).toBe(id);
    const reset = await server.gql(RESET, {
      userId: id,
      token: params.get('token'),
      password: 'Invited-Pass-1',
    });
    expect(reset.data).toEqual({ resetPassword: { boolean: true } });
    const signedIn = await signIn(username, 'Invited-Pass-1');
    expect(signedIn.errors).toBeUndefined();
    const emails = await myEmails(signedIn.data!.signIn!.jwtToken);
    expect(emails).toMatchObject([{ email, isPrimary: true, isVerified: true }]);
  });

  it('is refused to other users, and validates like signUp', async () => {
    const user = await signUp();
    const refused = await server.gql(
      NEW_USER,
      { name: 'Ivy Invited', username: unique('nope'), email: 'nope@example.org' },
      user.token,
    );
    expect(refused.errors?.length).toBeGreaterThan(0);
    const taken = await server.gql(
      NEW_USER,
      { name: 'Ivy Invited', username: 'organiserolu', email: 'x@example.org' },
      await adminToken(),
    );
    expectError(taken, SERVER_ERRORS.UNTKN, 'UNTKN');
    const badEmail = await server.gql(
      NEW_USER,
      { name: 'Ivy Invited', username: unique('ivy'), email: 'olu@bloomkeep.example' },
      await adminToken(),
    );
    expectError(badEmail, SERVER_ERRORS.EMTKN, 'EMTKN');
  });
});

describe('account deletion', () => {
  const REQUEST = 'mutation { requestAccountDeletion(input: {}) { boolean } }';
  const CONFIRM = `mutation ($token: String!) {
    confirmAccountDeletion(input: { token: $token }) { boolean }
  }`;

  it('deletes the account and its data with the e-mailed token', async () => {
    const user = await signUp();
    await insertThing(server, { name: 'Secret garden', ownerId: user.userId, isPublic: false });
    await insertThing(server, { name: 'Shared bench', ownerId: user.userId });
    const requested = await server.gql(REQUEST, {}, user.token);
    expect(requested.data).toEqual({ requestAccountDeletion: { boolean: true } });
    const mail = await server.waitForMail(user.email, /Confirm deleting/);
    const token = linkParams(mail.text, 'account/delete').get('token')!;

    const wrong = await server.gql(CONFIRM, { token: 'b'.repeat(48) }, user.token);
    expect(wrong.data).toEqual({ confirmAccountDeletion: { boolean: false } });
    // Someone else's session cannot use the token.
    const other = await signUp();
    const stolen = await server.gql(CONFIRM, { token }, other.token);
    expect(stolen.data).toEqual({ confirmAccountDeletion: { boolean: false } });

    const ok = await server.gql(CONFIRM, { token }, user.token);
    expect(ok.data).toEqual({ confirmAccountDeletion: { boolean: true } });
    const left = await server.sql<{
      users: string;
      emails: string;
      secrets: string;
      things: string;
    }>(
      `select
         (select count(*) from app_public.users where id = $1) as users,
         (select count(*) from app_public.user_emails where user_id = $1) as emails,
         (select count(*) from app_private.user_secrets where user_id = $1) as secrets,
         (select string_agg(t.name || ':' || (select count(*) from app_public.thing_accesses a
                                               where a.thing_id = t.id), ',')
            from app_public.things t where name in ('Secret garden', 'Shared bench')) as things`,
      [user.userId],
    );
    expect(left[0]).toEqual({ users: '0', emails: '0', secrets: '0', things: 'Shared bench:0' });
    expectError(await signIn(user.username, user.password), SERVER_ERRORS.CREDS, 'CREDS');
  });

  it('refuses an expired deletion token', async () => {
    const user = await signUp();
    await server.gql(REQUEST, {}, user.token);
    const token = linkParams(
      (await server.waitForMail(user.email, /Confirm deleting/)).text,
      'account/delete',
    ).get('token');
    await server.sql(
      `update app_private.user_secrets set delete_token_expires_at = now() - interval '1 second'
       where user_id = $1`,
      [user.userId],
    );
    const result = await server.gql(CONFIRM, { token }, user.token);
    expect(result.data).toEqual({ confirmAccountDeletion: { boolean: false } });
    expect(
      await server.sql('select 1 from app_public.users where id = $1', [user.userId]),
    ).toHaveLength(1);
  });
});

describe('badges', () => {
  it('publishes the catalogue: seven activities at bronze, silver and gold', async () => {
    const result = await server.gql<{
      allBadgeTypes: {
        nodes: Array<{ badgeType: string; level: number; title: string; isActive: boolean }>;
      };
    }>(
      '{ allBadgeTypes(orderBy: [BADGE_TYPE_ASC, LEVEL_ASC]) { nodes { badgeType level title isActive description } } }',
    );
    const nodes = result.data!.allBadgeTypes.nodes;
    expect(nodes).toHaveLength(21);
    expect(new Set(nodes.map((n) => n.badgeType))).toEqual(
      new Set(['signin', 'created', 'littercleanup', 'share', 'watering', 'education', 'upkeep']),
    );
    expect(nodes.filter((n) => n.badgeType === 'signin').map((n) => n.title)).toEqual([
      'Bronze sign-in',
      'Silver sign-in',
      'Gold sign-in',
    ]);
  });
});

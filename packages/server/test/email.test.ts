// E-mail delivery: a real SMTP conversation with the SMTP integration's local
// fake server, the dev mailbox without SMTP_URL, and no mailbox in production.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeSmtpServer, type FakeSmtpServer } from '../src/integrations/smtp/fake.ts';
import { startTestServer, type TestServer } from './helpers.ts';
import { VERIFY } from './operations.ts';

const SIGN_UP = `mutation ($username: String!, $email: String!) {
  signUp(input: { name: "Mel Mailer", username: $username, email: $email,
    password: "Correct-Horse-9" }) { jwtToken }
}`;
function linkIn(text: string, path: string): URL {
  const match = new RegExp(`https?://\\S+/${path}\\?\\S+`).exec(text);
  if (!match) throw new Error(`No /${path} link in:\n${text}`);
  return new URL(match[0]);
}

describe('over SMTP (SMTP_URL set)', () => {
  let smtp: FakeSmtpServer;
  let server: TestServer;

  beforeAll(async () => {
    smtp = await startFakeSmtpServer();
    server = await startTestServer({
      worker: { smtpUrl: smtp.url, appUrl: 'https://app.bloomkeep.example' },
    });
  });
  afterAll(async () => {
    await server?.close();
    await smtp?.close();
  });

  it('delivers the verification and reset mails, whose links work', async () => {
    const email = 'mel@example.org';
    const signUp = await server.gql<{ signUp: { jwtToken: string } }>(SIGN_UP, {
      username: 'melmailer',
      email,
    });
    expect(signUp.errors).toBeUndefined();

    const verification = await smtp.waitFor(email, /Verify your email address/);
    expect(verification.subject).toBe('Verify your email address');
    expect(verification.to).toEqual([email]);
    expect(verification.from).toBe('no-reply@bloomkeep.example');
    const verifyLink = linkIn(verification.text, 'verify');
    expect(verifyLink.origin).toBe('https://app.bloomkeep.example');
    expect(verification.html).toContain(verifyLink.toString().replaceAll('&', '&amp;'));
    const verified = await server.gql(VERIFY, {
      id: verifyLink.searchParams.get('id'),
      token: verifyLink.searchParams.get('token'),
    });
    expect(verified.data).toEqual({ verifyEmail: { boolean: true } });

    const forgot = await server.gql(
      `mutation ($email: String!) { forgotPassword(input: { email: $email }) { boolean } }`,
      { email },
    );
    expect(forgot.data).toEqual({ forgotPassword: { boolean: true } });
    const reset = await smtp.waitFor(email, /Reset your passphrase/);
    const resetLink = linkIn(reset.text, 'reset');
    expect(resetLink.pathname).toBe('/reset');
    const done = await server.gql(
      `mutation ($userId: UUID!, $token: String!) {
        resetPassword(input: { userId: $userId, resetToken: $token, newPassword: "Via-Smtp-Pass-1" }) {
          boolean
        }
      }`,
      {
        userId: resetLink.searchParams.get('userId'),
        token: resetLink.searchParams.get('token'),
      },
    );
    expect(done.data).toEqual({ resetPassword: { boolean: true } });
    const signIn = await server.gql<{ signIn: { jwtToken: string } | null }>(
      `mutation { signIn(input: { username: "melmailer", password: "Via-Smtp-Pass-1" }) { jwtToken } }`,
    );
    expect(signIn.data?.signIn?.jwtToken).toBeTruthy();
    // Nothing went to the dev mailbox.
    expect(await server.sql('select 1 from app_private.dev_mailbox')).toEqual([]);
  });
});

describe('the development mailbox (no SMTP_URL)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ worker: true });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('receives the messages and lists them newest first at GET /dev/mailbox', async () => {
    for (const name of ['first', 'second']) {
      const result = await server.gql(SIGN_UP, {
        username: `mailbox${name}`,
        email: `${name}@example.org`,
      });
      expect(result.errors).toBeUndefined();
      await server.waitForMail(`${name}@example.org`, /Verify/);
    }
    const response = await fetch(`${server.url}/dev/mailbox`);
    expect(response.status).toBe(200);
    const messages = (await response.json()) as Array<Record<string, string>>;
    expect(messages.map((m) => m.to)).toEqual(['second@example.org', 'first@example.org']);
    expect(messages[0]).toMatchObject({ subject: 'Verify your email address' });
    expect(Object.keys(messages[0]!).sort()).toEqual([
      'createdAt',
      'from',
      'html',
      'subject',
      'text',
      'to',
    ]);
    expect(messages[0]!.text).toMatch(new RegExp(`${server.url}/verify\\?id=`));
    expect(messages[0]!.html).toContain('<a href=');
    expect(new Date(messages[0]!.createdAt!).getTime()).toBeGreaterThan(Date.now() - 60_000);
  });
});

describe('in production', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ production: true });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('has no /dev/mailbox', async () => {
    const response = await fetch(`${server.url}/dev/mailbox`);
    expect(response.status).toBe(404);
  });
});

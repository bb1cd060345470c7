// E-mail in the brand of the host a user joined on (docs/decisions/0117): the real message
// as the SMTP fake received it, for both brands, and hosts that are not on the allow-list.
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeSmtpServer, type FakeSmtpServer } from '../src/integrations/smtp/fake.ts';
import type { ReceivedSmtpMessage } from '../src/integrations/smtp/wire.ts';
import { startTestServer, type TestServer } from './helpers.ts';

const BLOOMKEEP = 'https://app.bloomkeep.example';
const BEE_CAFE = 'https://beecafe.bloomkeep.org';

const SIGN_UP = `mutation ($username: String!, $email: String!) {
  signUp(input: { name: "Bea Keeper", username: $username, email: $email,
    password: "Correct-Horse-9" }) { jwtToken }
}`;
const FORGOT = `mutation ($email: String!) { forgotPassword(input: { email: $email }) { boolean } }`;
const VERIFY = `mutation ($id: UUID!, $token: String!) {
  verifyEmail(input: { userEmailId: $id, token: $token }) { boolean }
}`;

/** POST /graphql with exactly these headers (fetch would not let us send any Host). */
function postGraphQL(
  url: string,
  body: unknown,
  headers: Record<string, string>,
): Promise<{ status: number; json: Record<string, unknown> }> {
  const target = new URL('/graphql', url);
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const request = http.request(
      target,
      {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(payload),
          ...headers,
        },
      },
      (response) => {
        let text = '';
        response.on('data', (chunk: Buffer) => (text += chunk.toString()));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, json: JSON.parse(text) }),
        );
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
}

function linksIn(message: ReceivedSmtpMessage): URL[] {
  const found = [...message.text.matchAll(/https?:\/\/[^\s"<]+/g)].map((m) => new URL(m[0]));
  const inHtml = [...(message.html ?? '').matchAll(/href="([^"]+)"/g)].map(
    (m) => new URL(m[1]!.replaceAll('&amp;', '&')),
  );
  return [...found, ...inHtml];
}

describe('e-mail per brand, over SMTP', () => {
  let smtp: FakeSmtpServer;
  let server: TestServer;

  beforeAll(async () => {
    smtp = await startFakeSmtpServer();
    server = await startTestServer({
      worker: { smtpUrl: smtp.url, appUrl: BLOOMKEEP },
      appHosts: [BLOOMKEEP, BEE_CAFE],
    });
  });
  afterAll(async () => {
    await server?.close();
    await smtp?.close();
  });

  async function signUpOn(host: string | undefined, username: string, email: string) {
    const result = await postGraphQL(
      server.url,
      { query: SIGN_UP, variables: { username, email } },
      host ? { host } : {},
    );
    expect(result.json.errors).toBeUndefined();
    return smtp.waitFor(email, /Verify your email address/);
  }

  it('sends a user who joined on the bee cafe host bee cafe e-mails with links to that host', async () => {
    const email = 'bea@example.org';
    const verification = await signUpOn('beecafe.bloomkeep.org', 'beakeeper', email);

    expect(verification.fromName).toBe('Bee Cafe Club');
    expect(verification.from).toBe('no-reply@bloomkeep.example');
    expect(verification.subject).toBe('Verify your email address');
    expect(verification.text).toContain('your email address for Bee Cafe Club');
    expect(verification.text).not.toContain('Bloomkeep');
    // The bee cafe theme's honey button with dark brown text, on cream.
    expect(verification.html).toContain('background: #f2a007; color: #2e1a0e');
    expect(verification.html).toContain('background: #fff8e7');
    expect(verification.html).not.toContain('#2e7d32');
    const links = linksIn(verification);
    expect(links.length).toBeGreaterThanOrEqual(2);
    for (const link of links) expect(link.origin).toBe(BEE_CAFE);

    const verifyLink = links.find((link) => link.pathname === '/verify')!;
    const verified = await server.gql(VERIFY, {
      id: verifyLink.searchParams.get('id'),
      token: verifyLink.searchParams.get('token'),
    });
    expect(verified.data).toEqual({ verifyEmail: { boolean: true } });

    // Later mails keep the brand, whichever host the request came to.
    const forgot = await server.gql(FORGOT, { email });
    expect(forgot.data).toEqual({ forgotPassword: { boolean: true } });
    const reset = await smtp.waitFor(email, /Reset your passphrase/);
    expect(reset.fromName).toBe('Bee Cafe Club');
    expect(reset.text).toContain('passphrase of your Bee Cafe Club account');
    expect(reset.html).toContain('background: #f2a007');
    for (const link of linksIn(reset)) expect(link.origin).toBe(BEE_CAFE);
  });

  it('sends a user who joined on the main host Bloomkeep e-mails', async () => {
    const verification = await signUpOn('app.bloomkeep.example', 'bloomer', 'bloom@example.org');
    expect(verification.fromName).toBe('Bloomkeep');
    expect(verification.from).toBe('no-reply@bloomkeep.example');
    expect(verification.text).toContain('your email address for Bloomkeep');
    expect(verification.html).toContain('background: #2e7d32; color: #ffffff');
    expect(verification.html).not.toContain('#f2a007');
    for (const link of linksIn(verification)) expect(link.origin).toBe(BLOOMKEEP);
  });

  it('ignores a forged Host header: the mail is Bloomkeep with links to APP_URL', async () => {
    const forged = [
      ['evil.example', 'forged1'],
      ['beecafe.bloomkeep.org.evil.example', 'forged2'],
      ['beecafe.bloomkeep.org:8443', 'forged3'],
    ] as const;
    for (const [host, username] of forged) {
      const email = `${username}@example.org`;
      const verification = await signUpOn(host, username, email);
      expect(verification.fromName).toBe('Bloomkeep');
      expect(verification.text).not.toContain('evil');
      expect(verification.html).not.toContain('evil');
      for (const link of linksIn(verification)) expect(link.origin).toBe(BLOOMKEEP);
    }
    // Nothing but the allow-list's own text was stored.
    const stored = await server.sql<{ app_host: string }>(
      'select app_host from app_private.user_app_hosts order by created_at',
    );
    expect(stored.map((row) => row.app_host)).toEqual([BEE_CAFE, BLOOMKEEP]);
  });

  it('ignores X-Forwarded-Host when the server does not trust a proxy', async () => {
    const verification = await (async () => {
      const email = 'forwarded@example.org';
      const result = await postGraphQL(
        server.url,
        { query: SIGN_UP, variables: { username: 'forwarded', email } },
        { 'x-forwarded-host': 'beecafe.bloomkeep.org' },
      );
      expect(result.json.errors).toBeUndefined();
      return smtp.waitFor(email, /Verify your email address/);
    })();
    expect(verification.fromName).toBe('Bloomkeep');
    for (const link of linksIn(verification)) expect(link.origin).toBe(BLOOMKEEP);
  });

  it('falls back to APP_URL for a job whose appHost is not on the allow-list', async () => {
    // A job queued by hand (as an older server or a bad actor with database access might).
    await server.sql(
      `select graphile_worker.add_job('user__password_changed',
        json_build_object('userId', gen_random_uuid(), 'email', 'queued@example.org',
          'appHost', 'https://evil.example'))`,
    );
    const message = await smtp.waitFor('queued@example.org', /passphrase was changed/);
    expect(message.fromName).toBe('Bloomkeep');
    for (const link of linksIn(message)) expect(link.origin).toBe(BLOOMKEEP);
  });
});

describe('the development mailbox', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ worker: true });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('defaults to the app URL plus the bee cafe host on its port, and shows the sender', async () => {
    const port = new URL(server.url).port;
    const result = await postGraphQL(
      server.url,
      { query: SIGN_UP, variables: { username: 'localbee', email: 'localbee@example.org' } },
      { host: `beecafe.localhost:${port}` },
    );
    expect(result.json.errors).toBeUndefined();
    const message = await server.waitForMail('localbee@example.org', /Verify/);
    expect(message.from).toBe('"Bee Cafe Club" <no-reply@bloomkeep.example>');
    expect(message.text).toContain(`http://beecafe.localhost:${port}/verify?id=`);
  });
});

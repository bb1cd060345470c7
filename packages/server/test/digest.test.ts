// The daily "needs water" digest (migration 0016, worker/tasks/digest, docs/decisions/0125):
// the real worker runs digest__daily and delivers into the dev mailbox (or the SMTP fake), and
// the unsubscribe link works signed out, over plain HTTP as a mail client or browser sends it.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeSmtpServer, type FakeSmtpServer } from '../src/integrations/smtp/fake.ts';
import { insertThing, startTestServer, type TestServer } from './helpers.ts';

interface Mail {
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
}

async function createUser(
  server: TestServer,
  user: { username: string; name: string; email: string; daily: boolean; appHost?: string },
): Promise<string> {
  const [row] = await server.sql<{ id: string }>(
    `insert into app_public.users (username, name, notification_daily) values ($1, $2, $3)
     returning id`,
    [user.username, user.name, user.daily],
  );
  await server.sql(
    `insert into app_public.user_emails (user_id, email, is_verified) values ($1, $2, true)`,
    [row!.id, user.email],
  );
  if (user.appHost) {
    await server.sql(`insert into app_private.user_app_hosts (user_id, app_host) values ($1, $2)`, [
      row!.id,
      user.appHost,
    ]);
  }
  return row!.id;
}

/** A thing whose water reading gives it a colour through the real trigger (10 % is too dry). */
async function thingWithWater(
  server: TestServer,
  thing: { name: string; ownerId: string; water: number; collaboratorIds?: string[] },
): Promise<string> {
  const { id } = await insertThing(server, thing);
  await server.sql(`update app_public.things set water = $2 where id = $1`, [id, thing.water]);
  return id;
}

async function insertDevice(
  server: TestServer,
  device: { name: string; ownerId: string; minutesAgo: number; battery: number },
): Promise<void> {
  const [row] = await server.sql<{ id: string }>(
    `insert into app_public.devices (device_id, name, model, location, battery, updated)
     values ($1, $2, 'LSE01', point(-3.684, 50.431), $3, now() - $4 * interval '1 minute')
     returning id`,
    [`eui-${randomBytes(8).toString('hex')}`, device.name, device.battery, device.minutesAgo],
  );
  await server.sql(`insert into app_public.device_accesses (device_id, user_id) values ($1, $2)`, [
    row!.id,
    device.ownerId,
  ]);
}

/** Queue digest__daily as the cron would, and wait until it and every job it queued are done. */
async function runDigest(server: TestServer, runs = 1): Promise<void> {
  await server.sql(
    `select graphile_worker.add_job('digest__daily', '{}'::json) from generate_series(1, $1)`,
    [runs],
  );
  await jobsDone(server);
}

async function jobsDone(server: TestServer): Promise<void> {
  for (let polls = 0; ; polls++) {
    const [row] = await server.sql<{ n: number }>(
      'select count(*)::int as n from graphile_worker.jobs',
    );
    if (row!.n === 0) return;
    if (polls > 300) throw new Error('The digest jobs did not finish');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function mailsTo(server: TestServer, email: string): Promise<Mail[]> {
  return server.sql<Mail>(
    'select subject, text, html, headers from app_private.dev_mailbox where "to" = $1 order by id',
    [email],
  );
}

async function dailyOn(server: TestServer, userId: string): Promise<boolean> {
  const [row] = await server.sql<{ on: boolean }>(
    'select notification_daily as on from app_public.users where id = $1',
    [userId],
  );
  return row!.on;
}

function unsubscribeLinkIn(mail: Mail): URL {
  const match = /Unsubscribe from the daily summary: (\S+)/.exec(mail.text);
  if (!match) throw new Error(`No unsubscribe link in:\n${mail.text}`);
  return new URL(match[1]!);
}

/** The same path and query on the test server (links use the configured app host). */
function onServer(server: TestServer, url: URL): string {
  return new URL(`${url.pathname}${url.search}`, server.url).toString();
}

describe('the daily digest, in the dev mailbox', () => {
  let server: TestServer;
  const ids = {} as Record<'alice' | 'bob' | 'carol' | 'dave' | 'roses' | 'daveThing', string>;

  beforeAll(async () => {
    server = await startTestServer({ worker: true });
    ids.alice = await createUser(server, {
      username: 'alice_g',
      name: 'Alice Gardener',
      email: 'alice@example.org',
      daily: true,
    });
    ids.bob = await createUser(server, {
      username: 'bob_h',
      name: 'Bob Helper',
      email: 'bob@example.org',
      daily: true,
    });
    ids.carol = await createUser(server, {
      username: 'carol_q',
      name: 'Carol Quiet',
      email: 'carol@example.org',
      daily: false,
    });
    ids.dave = await createUser(server, {
      username: 'dave_f',
      name: 'Dave Fine',
      email: 'dave@example.org',
      daily: true,
    });
    // Alice owns a bed that turned too dry, which Bob looks after with her; a green fern; and
    // a dry bed she deleted.
    ids.roses = await thingWithWater(server, {
      name: 'Rose bed',
      ownerId: ids.alice,
      water: 10,
      collaboratorIds: [ids.bob],
    });
    await thingWithWater(server, { name: 'Fern corner', ownerId: ids.alice, water: 50 });
    const gone = await thingWithWater(server, { name: 'Gone bed', ownerId: ids.alice, water: 10 });
    await server.sql('update app_public.things set deleted_at = now() where id = $1', [gone]);
    // Her sensors: one silent for 2 hours (offline), one on a low battery, one healthy.
    await insertDevice(server, {
      name: 'Plot sensor',
      ownerId: ids.alice,
      minutesAgo: 120,
      battery: 3.6,
    });
    await insertDevice(server, {
      name: 'Tired sensor',
      ownerId: ids.alice,
      minutesAgo: 5,
      battery: 3.2,
    });
    await insertDevice(server, {
      name: 'Fresh sensor',
      ownerId: ids.alice,
      minutesAgo: 30,
      battery: 3.6,
    });
    // Carol's bed is too dry too, but she has the daily summary off.
    await thingWithWater(server, { name: 'Carol’s planter', ownerId: ids.carol, water: 10 });
    // Dave has nothing to report: a green thing and a healthy sensor.
    ids.daveThing = await thingWithWater(server, {
      name: 'Dave’s bench',
      ownerId: ids.dave,
      water: 50,
    });
    await insertDevice(server, {
      name: 'Dave’s sensor',
      ownerId: ids.dave,
      minutesAgo: 10,
      battery: 3.5,
    });

    await runDigest(server);
  });
  afterAll(async () => {
    await server?.close();
  });

  it('sends a steward one digest listing the dry thing and the devices that need attention', async () => {
    const mails = await mailsTo(server, 'alice@example.org');
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail!.subject).toBe('1 thing needs water, 2 devices need attention');
    expect(mail!.text).toContain('Hello Alice Gardener');
    expect(mail!.text).toContain(`- Rose bed: too dry ${server.url}/things/${ids.roses}`);
    expect(mail!.text).toContain('- Plot sensor — Offline: last seen 2 h ago');
    expect(mail!.text).toContain('- Tired sensor — Battery low: replace it soon');
    expect(mail!.html).toContain('Rose bed</a>: too dry');
    for (const absent of ['Fern corner', 'Gone bed', 'Fresh sensor', 'Carol']) {
      expect(mail!.text).not.toContain(absent);
    }
    // RFC 2369 / RFC 8058 one-click unsubscribe, to the same link as in the text.
    const link = unsubscribeLinkIn(mail!);
    expect(link.origin).toBe(server.url);
    expect(link.pathname).toBe('/unsubscribe');
    expect(link.searchParams.get('token')).toMatch(/^[0-9a-f]{48}$/);
    expect(link.searchParams.get('token')).not.toContain(ids.alice);
    expect(mail!.headers).toEqual({
      'List-Unsubscribe': `<${link.toString()}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
  });

  it('sends a collaborator the thing, but not devices that are not theirs', async () => {
    const mails = await mailsTo(server, 'bob@example.org');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('1 thing needs water');
    expect(mails[0]!.text).toContain('- Rose bed: too dry');
    expect(mails[0]!.text).not.toContain('sensor');
  });

  it('sends nothing to a user with the daily summary off, or with nothing to report', async () => {
    expect(await mailsTo(server, 'carol@example.org')).toEqual([]);
    expect(await mailsTo(server, 'dave@example.org')).toEqual([]);
  });

  it('sends at most one digest a day: a second run sends nothing more', async () => {
    await runDigest(server);
    expect(await mailsTo(server, 'alice@example.org')).toHaveLength(1);
    expect(await mailsTo(server, 'bob@example.org')).toHaveLength(1);
  });

  it('claims a user’s day once, however many runs race for it', async () => {
    const eve = await createUser(server, {
      username: 'eve_r',
      name: 'Eve Racer',
      email: 'eve@example.org',
      daily: true,
    });
    await thingWithWater(server, { name: 'Eve’s tub', ownerId: eve, water: 10 });
    // Both runs find Eve before either has claimed her day; only the first claim queues a mail.
    const claims = await server.sql<{ queued: boolean }>(
      `select app_private.queue_daily_digest($1, current_date, $2) as queued
       from generate_series(1, 3)`,
      [eve, { email: 'eve@example.org', name: 'Eve Racer', things: [], devices: [] }],
    );
    expect(claims.map((claim) => claim.queued)).toEqual([true, false, false]);
    await jobsDone(server);
    expect(await mailsTo(server, 'eve@example.org')).toHaveLength(1);
    // Two digest__daily jobs at once (the worker runs two jobs in parallel): still one mail.
    await server.sql(`delete from app_private.daily_digests where user_id = $1`, [eve]);
    await server.sql(`delete from app_private.dev_mailbox where "to" = 'eve@example.org'`);
    await runDigest(server, 2);
    expect(await mailsTo(server, 'eve@example.org')).toHaveLength(1);
  });

  it('still reports a thing that dries out later the same day when nothing was sent yet', async () => {
    await server.sql(`update app_public.things set water = 25 where id = $1`, [ids.daveThing]);
    await runDigest(server);
    const mails = await mailsTo(server, 'dave@example.org');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain('- Dave’s bench: needs water');
    await runDigest(server);
    expect(await mailsTo(server, 'dave@example.org')).toHaveLength(1);
  });

  it('unsubscribes from the link signed out: GET asks, the button POSTs', async () => {
    const [mail] = await mailsTo(server, 'alice@example.org');
    const url = onServer(server, unsubscribeLinkIn(mail!));

    // A mail scanner or the browser opening the link changes nothing.
    const page = await fetch(url);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('<h1>Stop the daily summary?</h1>');
    const action = /<form method="post" action="([^"]+)">/
      .exec(html)?.[1]
      ?.replaceAll('&amp;', '&');
    expect(action).toBe(`${new URL(url).pathname}${new URL(url).search}`);
    expect(html).toContain('<button type="submit">Unsubscribe</button>');
    expect(html).not.toContain('<script');
    expect(page.headers.get('content-security-policy')).not.toContain('unsafe-inline');
    expect(page.headers.get('referrer-policy')).toBe('no-referrer');
    expect(await dailyOn(server, ids.alice)).toBe(true);

    // The confirm button: a form POST, no cookie, no token header.
    const done = await fetch(new URL(action!, server.url), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: '',
    });
    expect(done.status).toBe(200);
    expect(await done.text()).toContain('You are unsubscribed');
    expect(await dailyOn(server, ids.alice)).toBe(false);
    // Unsubscribed users get no more digests, even with something to report.
    await server.sql(`delete from app_private.daily_digests where user_id = $1`, [ids.alice]);
    await runDigest(server);
    expect(await mailsTo(server, 'alice@example.org')).toHaveLength(1);
  });

  it('unsubscribes with the mail client’s one-click POST (RFC 8058)', async () => {
    const [mail] = await mailsTo(server, 'bob@example.org');
    const header = mail!.headers['List-Unsubscribe']!;
    const target = new URL(header.slice(1, -1));
    const response = await fetch(onServer(server, target), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(response.status).toBe(200);
    expect(await dailyOn(server, ids.bob)).toBe(false);
  });

  it('refuses a forged or expired token with a clear page, and changes nothing', async () => {
    const forged = [
      randomBytes(24).toString('hex'),
      ids.dave!,
      ids.dave!.replaceAll('-', '').padEnd(48, '0'),
      '',
      "' or 1=1 --",
    ];
    for (const token of forged) {
      const url = `${server.url}/unsubscribe?token=${encodeURIComponent(token)}`;
      for (const method of ['GET', 'POST']) {
        const response = await fetch(url, {
          method,
          body: method === 'POST' ? 'List-Unsubscribe=One-Click' : undefined,
        });
        expect(response.status).toBe(400);
        const html = await response.text();
        expect(html).toContain('This unsubscribe link is not valid or has expired');
        expect(html).not.toContain('dave');
      }
    }
    expect(await dailyOn(server, ids.dave)).toBe(true);

    // Dave's real link, once it is older than 90 days.
    const [mail] = await mailsTo(server, 'dave@example.org');
    const url = onServer(server, unsubscribeLinkIn(mail!));
    await server.sql(
      `update app_private.daily_digests set digest_sent_at = now() - interval '91 days'
       where user_id = $1`,
      [ids.dave],
    );
    const expired = await fetch(url, { method: 'POST', body: 'List-Unsubscribe=One-Click' });
    expect(expired.status).toBe(400);
    expect(await dailyOn(server, ids.dave)).toBe(true);
  });
});

describe('the daily digest over SMTP, in the brand the user joined', () => {
  const BLOOMKEEP = 'https://app.bloomkeep.example';
  const BEE_CAFE = 'https://beecafe.bloomkeep.org';
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

  it('sends a bee cafe digest whose List-Unsubscribe one-click POST works', async () => {
    const userId = await createUser(server, {
      username: 'bea_k',
      name: 'Bea Keeper',
      email: 'bea@example.org',
      daily: true,
      appHost: BEE_CAFE,
    });
    await thingWithWater(server, { name: 'Lavender cafe', ownerId: userId, water: 25 });
    await runDigest(server);

    const mail = await smtp.waitFor('bea@example.org', /needs water/);
    expect(mail.fromName).toBe('Bee Cafe Club');
    expect(mail.subject).toBe('1 bee cafe needs water');
    expect(mail.text).toContain('Bee cafes that need water');
    expect(mail.text).toContain(
      '- Lavender cafe: needs water https://beecafe.bloomkeep.org/things/',
    );
    expect(mail.html).toContain('background: #fff8e7');
    const header = mail.headers['list-unsubscribe']!;
    expect(header).toMatch(
      /^<https:\/\/beecafe\.bloomkeep\.org\/unsubscribe\?token=[0-9a-f]{48}>$/,
    );
    expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');

    const response = await fetch(onServer(server, new URL(header.slice(1, -1))), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(response.status).toBe(200);
    expect(await dailyOn(server, userId)).toBe(false);
  });
});

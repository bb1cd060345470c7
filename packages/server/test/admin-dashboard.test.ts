// The admin's dashboard (issue 13, migration 0025, decision 0137): totals and weekly
// analytics against seeded data, the support lists, the retry of a failed e-mail job,
// and the audit log; every reader refuses guests and signed-in users with FORBD.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../src/db/seed.ts';
import { TASKS } from '../src/worker/tasks/index.ts';
import { insertThing, mintJwt, startTestServer, type TestServer } from './helpers.ts';

let server: TestServer;
const ids: Record<string, string> = {};
const tokens: Record<'guest' | 'user' | 'admin', string> = { guest: '', user: '', admin: '' };

type Row = Record<string, unknown>;

async function asAdmin<T = Row>(query: string, variables?: Record<string, unknown>): Promise<T> {
  const result = await server.gql<T>(query, variables, tokens.admin);
  expect(result.errors).toBeUndefined();
  return result.data!;
}

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();

beforeAll(async () => {
  server = await startTestServer();
  const rows = await server.sql<{ id: string; username: string }>(
    `insert into app_public.users (username, name, is_admin, created_at) values
       ('ada_admin', 'Ada Admin', true, now() - interval '400 days'),
       ('una_user', 'Una User', false, now() - interval '200 days'),
       ('old_owner', 'Olga Owner', false, now() - interval '100 days'),
       ('new_one', 'Nell New', false, now() - interval '2 days'),
       ('new_two', 'Ned New', false, now() - interval '10 days')
     returning id, username`,
  );
  for (const row of rows) ids[row.username] = row.id;
  tokens.admin = mintJwt({ role: 'bk_admin', userId: ids.ada_admin! });
  tokens.user = mintJwt({ role: 'bk_user', userId: ids.una_user! });
  const guest = await server.gql<{ signInAsGuest: { jwtToken: string } }>(
    'mutation { signInAsGuest(input: {}) { jwtToken } }',
  );
  tokens.guest = guest.data!.signInAsGuest.jwtToken;
}, 60_000);

afterAll(async () => {
  await server?.close();
});

const READERS = {
  adminTotals: '{ adminTotals { things } }',
  adminWeeklyAnalytics: '{ adminWeeklyAnalytics { nodes { weekStart } } }',
  adminUnverifiedEmails: '{ adminUnverifiedEmails { nodes { email } } }',
  adminSignInLockouts: '{ adminSignInLockouts { nodes { subject } } }',
  adminThingsWithoutSteward: '{ adminThingsWithoutSteward { nodes { id } } }',
  adminFailedMailJobs: '{ adminFailedMailJobs { nodes { id } } }',
  retryFailedMailJob:
    'mutation { retryFailedMailJob(input: { jobId: "1" }) { adminMailJob { id } } }',
};

describe('who may use the dashboard', () => {
  for (const [field, operation] of Object.entries(READERS)) {
    it(`refuses ${field} to a visitor without a token, a guest and a signed-in user`, async () => {
      for (const token of [undefined, tokens.guest, tokens.user]) {
        const result = await server.gql(operation, {}, token);
        expect(result.errors?.[0]?.message).toBe('Only administrators can use the admin dashboard');
        expect(result.errors?.[0]?.extensions?.exception?.errcode).toBe('FORBD');
      }
    });
  }

  it('answers an administrator', async () => {
    for (const [field, operation] of Object.entries(READERS)) {
      if (field === 'retryFailedMailJob') continue;
      const result = await server.gql(operation, {}, tokens.admin);
      expect(result.errors, field).toBeUndefined();
    }
  });

  it('refuses an administrator whose token says bk_user (a demoted session)', async () => {
    const token = mintJwt({ role: 'bk_user', userId: ids.ada_admin! });
    const result = await server.gql(READERS.adminTotals, {}, token);
    expect(result.errors?.[0]?.extensions?.exception?.errcode).toBe('FORBD');
  });
});

describe('totals', () => {
  it('counts things, bee cafes, devices and users, and what was added in 30 days', async () => {
    const before = await asAdmin<{ adminTotals: Record<string, number> }>(
      '{ adminTotals { things thingsAdded beeCafes beeCafesAdded devices devicesAdded users usersAdded } }',
    );
    const thing = async (name: string, category: string, created: string, deleted = false) => {
      const { id } = await insertThing(server, { name, ownerId: ids.old_owner!, category });
      await server.sql(
        `update app_public.things set created_at = $2, deleted_at = case when $3 then now() end
         where id = $1`,
        [id, created, deleted],
      );
    };
    await thing('Old bench', 'BENCH', daysAgo(90));
    await thing('New bench', 'BENCH', daysAgo(3));
    await thing('Old bee cafe', 'BEECAFE', daysAgo(45));
    await thing('New bee cafe', 'BEECAFE', daysAgo(1));
    await thing('Deleted bench', 'BENCH', daysAgo(1), true);
    await server.sql(
      `insert into app_public.devices (device_id, name, model, location, created_at) values
         ('eui-a0000000000000a1', 'Old probe', 'LSE01', point(50.4, -3.6), now() - interval '60 days'),
         ('eui-a0000000000000a2', 'New probe', 'LSE01', point(50.4, -3.6), now() - interval '5 days')`,
    );
    const after = await asAdmin<{ adminTotals: Record<string, number> }>(
      '{ adminTotals { things thingsAdded beeCafes beeCafesAdded devices devicesAdded users usersAdded } }',
    );
    const delta = Object.fromEntries(
      Object.entries(after.adminTotals).map(([key, value]) => [
        key,
        value - before.adminTotals[key]!,
      ]),
    );
    expect(delta).toEqual({
      things: 4,
      thingsAdded: 2,
      beeCafes: 2,
      beeCafesAdded: 1,
      devices: 2,
      devicesAdded: 1,
      users: 0,
      usersAdded: 0,
    });
    // The five users seeded above: two joined within 30 days.
    const [users] = await server.sql<{ total: number; recent: number }>(
      `select count(*)::int as total,
         (count(*) filter (where created_at >= now() - interval '30 days'))::int as recent
       from app_public.users`,
    );
    expect(after.adminTotals.users).toBe(users!.total);
    expect(after.adminTotals.usersAdded).toBe(users!.recent);
    expect(users!.recent).toBeGreaterThanOrEqual(2);
  });
});

describe('weekly analytics', () => {
  it('gives 12 UTC weeks, oldest first, with sign-ups, active users and actions by type', async () => {
    const { id: thingId } = await insertThing(server, {
      name: 'Analytics bed',
      ownerId: ids.old_owner!,
      category: 'FLOWERBED',
    });
    // Three weeks ago (Wednesday noon UTC of that week): two people, three actions.
    const [{ wednesday }] = (await server.sql<{ wednesday: string }>(
      `select (date_trunc('week', now() at time zone 'UTC') - interval '3 weeks' + interval '2 days 12 hours')
         at time zone 'UTC' as wednesday`,
    )) as [{ wednesday: string }];
    await server.sql(
      `insert into app_public.actions (thing_id, creator_id, type, created_at) values
         ($1, $2, 'WATERING', $4), ($1, $2, 'WATERING', $4), ($1, $3, 'UPKEEP', $4)`,
      [thingId, ids.old_owner, ids.una_user, wednesday],
    );
    await server.sql(`update app_public.users set created_at = $2 where id = $1`, [
      ids.new_two,
      wednesday,
    ]);
    const { adminWeeklyAnalytics } = await asAdmin<{
      adminWeeklyAnalytics: { nodes: Array<Record<string, number | string>> };
    }>(
      `{ adminWeeklyAnalytics { nodes { weekStart signUps activeUsers actions created share
          education measurement watering litterCleanup upkeep } } }`,
    );
    const weeks = adminWeeklyAnalytics.nodes;
    expect(weeks).toHaveLength(12);
    const monday = new Date(wednesday);
    monday.setUTCDate(monday.getUTCDate() - 2);
    const target = weeks.find((week) => week.weekStart === monday.toISOString().slice(0, 10));
    expect(weeks.indexOf(target!)).toBe(8);
    expect(target).toMatchObject({
      signUps: 1,
      activeUsers: 2,
      actions: 3,
      watering: 2,
      upkeep: 1,
      created: 0,
    });
    expect(weeks.map((week) => week.weekStart)).toEqual(
      [...weeks.map((week) => week.weekStart)].sort(),
    );
  });
});

describe('support lists', () => {
  it('lists unverified addresses with their user, and not verified ones', async () => {
    await server.sql(
      `insert into app_public.user_emails (user_id, email, is_verified, is_primary) values
         ($1, 'nell@example.org', false, true), ($2, 'ned@example.org', true, true)`,
      [ids.new_one, ids.new_two],
    );
    const { adminUnverifiedEmails } = await asAdmin<{
      adminUnverifiedEmails: { nodes: Array<{ email: string; username: string }> };
    }>('{ adminUnverifiedEmails { nodes { email username name isPrimary addedAt } } }');
    const emails = adminUnverifiedEmails.nodes.map((node) => node.email);
    expect(emails).toContain('nell@example.org');
    expect(emails).not.toContain('ned@example.org');
    expect(adminUnverifiedEmails.nodes.find((n) => n.email === 'nell@example.org')).toMatchObject({
      username: 'new_one',
    });
  });

  it('lists usernames and addresses the limiter refused, and whether they still are', async () => {
    await server.sql(
      `insert into app_private.sign_in_failures (username, ip, failed_at)
       select 'locked_now', '198.51.100.7', now() - make_interval(secs => n * 30)
         from generate_series(1, 10) n
       union all
       select 'locked_earlier', '198.51.100.8', now() - interval '3 hours' - make_interval(secs => n * 30)
         from generate_series(1, 12) n
       union all
       select 'just_typos', '198.51.100.9', now() - make_interval(mins => n)
         from generate_series(1, 4) n`,
    );
    const { adminSignInLockouts } = await asAdmin<{
      adminSignInLockouts: {
        nodes: Array<{
          kind: string;
          subject: string;
          failures: number;
          lockedUntil: string | null;
        }>;
      };
    }>(
      '{ adminSignInLockouts { nodes { kind subject failures lockedAt lastFailureAt lockedUntil } } }',
    );
    const bySubject = new Map(adminSignInLockouts.nodes.map((node) => [node.subject, node]));
    expect(bySubject.get('locked_now')).toMatchObject({ kind: 'ACCOUNT', failures: 10 });
    expect(bySubject.get('locked_now')!.lockedUntil).not.toBeNull();
    expect(Date.parse(bySubject.get('locked_now')!.lockedUntil!)).toBeGreaterThan(Date.now());
    expect(bySubject.get('locked_earlier')).toMatchObject({
      kind: 'ACCOUNT',
      failures: 12,
      lockedUntil: null,
    });
    expect(bySubject.has('just_typos')).toBe(false);
    // 10 failures from one address is below the address limit (30).
    expect(bySubject.has('198.51.100.7')).toBe(false);
  });

  it('lists things none of whose people acted on them lately, or that have nobody', async () => {
    const cared = await insertThing(server, { name: 'Cared for', ownerId: ids.old_owner! });
    const lapsed = await insertThing(server, { name: 'Lapsed', ownerId: ids.old_owner! });
    const visited = await insertThing(server, {
      name: 'Visited by strangers',
      ownerId: ids.old_owner!,
    });
    const grouped = await insertThing(server, {
      name: 'Looked after by a group',
      ownerId: ids.old_owner!,
    });
    // una_user waters it as a member of a group the thing is shared with (decision 0136).
    await server.sql(
      `with g as (insert into app_public.groups (name, slug, is_public) values ('Bed keepers', 'bed-keepers', true) returning id),
            m as (insert into app_public.group_memberships (group_id, user_id, is_owner)
                  select id, $2::uuid, true from g returning group_id)
       insert into app_public.thing_groups (thing_id, group_id) select $1::uuid, group_id from m`,
      [grouped.id, ids.una_user],
    );
    const [orphan] = await server.sql<{ id: string }>(
      `insert into app_public.things (name, category, location) values ('Orphan', 'BENCH', point(50.4, -3.6))
       returning id`,
    );
    await server.sql(
      `insert into app_public.actions (thing_id, creator_id, type, created_at) values
         ($1, $4, 'WATERING', now() - interval '5 days'),
         ($2, $4, 'WATERING', now() - interval '90 days'),
         ($3, $5, 'WATERING', now() - interval '1 day'),
         ($6, $5, 'WATERING', now() - interval '2 days')`,
      [cared.id, lapsed.id, visited.id, ids.old_owner, ids.una_user, grouped.id],
    );
    const list = async (days?: number) =>
      (
        await asAdmin<{ adminThingsWithoutSteward: { nodes: Array<{ id: string }> } }>(
          'query ($days: Int) { adminThingsWithoutSteward(days: $days) { nodes { id name } } }',
          { days },
        )
      ).adminThingsWithoutSteward.nodes.map((node) => node.id);
    const byDefault = await list();
    expect(byDefault).toContain(lapsed.id);
    expect(byDefault).toContain(orphan!.id);
    // An action by someone who is neither owner nor collaborator does not make a steward.
    expect(byDefault).toContain(visited.id);
    expect(byDefault).not.toContain(cared.id);
    expect(byDefault).not.toContain(grouped.id);
    expect(await list(120)).not.toContain(lapsed.id);
  });
});

describe('failed e-mail jobs', () => {
  async function failedJob(task: string, email: string | null): Promise<string> {
    const [job] = await server.sql<{ id: string }>(
      `select id from graphile_worker.add_job($1, $2::json, max_attempts => 2)`,
      [task, JSON.stringify(email ? { email, token: 'secret-token' } : {})],
    );
    await server.sql(
      `update graphile_worker._private_jobs set attempts = 2,
         last_error = 'Error: 550 mailbox unavailable' where id = $1`,
      [job!.id],
    );
    return job!.id;
  }

  it('lists only mail jobs that used up their attempts, without their tokens, and retries one once', async () => {
    const mail = await failedJob('user__password_changed', 'bounce@example.org');
    const other = await failedJob('things__purge', null);
    const [pending] = await server.sql<{ id: string }>(
      `select id from graphile_worker.add_job('user__password_changed', '{"email":"wait@example.org"}'::json)`,
    );
    const jobs = async () =>
      (
        await asAdmin<{ adminFailedMailJobs: { nodes: Array<Record<string, unknown>> } }>(
          '{ adminFailedMailJobs { nodes { id task recipient attempts maxAttempts lastError failedAt } } }',
        )
      ).adminFailedMailJobs.nodes;
    const listed = await jobs();
    expect(listed.map((job) => job.id)).toEqual([mail]);
    expect(listed[0]).toMatchObject({
      task: 'user__password_changed',
      recipient: 'bounce@example.org',
      attempts: 2,
      maxAttempts: 2,
      lastError: 'Error: 550 mailbox unavailable',
    });
    expect(JSON.stringify(listed)).not.toContain('secret-token');
    expect(pending!.id).not.toBe(other);

    const retry = `mutation ($jobId: BigInt!) { retryFailedMailJob(input: { jobId: $jobId }) {
        adminMailJob { id attempts runAt } } }`;
    const asUser = await server.gql(retry, { jobId: mail }, tokens.user);
    expect(asUser.errors?.[0]?.extensions?.exception?.errcode).toBe('FORBD');
    const done = await asAdmin<{
      retryFailedMailJob: { adminMailJob: { id: string; attempts: number; runAt: string } };
    }>(retry, { jobId: mail });
    expect(done.retryFailedMailJob.adminMailJob).toMatchObject({ id: mail, attempts: 0 });
    expect(await jobs()).toEqual([]);
    const [queued] = await server.sql<{ attempts: number; run_at: Date }>(
      `select attempts, run_at from graphile_worker._private_jobs where id = $1`,
      [mail],
    );
    expect(queued!.attempts).toBe(0);
    expect(queued!.run_at.getTime()).toBeLessThanOrEqual(Date.now() + 1000);

    // A second click (or a second admin) is refused: the mail is not sent twice.
    const again = await server.gql(retry, { jobId: mail }, tokens.admin);
    expect(again.errors?.[0]?.extensions?.exception?.errcode).toBe('NTFND');
    // Jobs that are not e-mail cannot be requeued here.
    const notMail = await server.gql(retry, { jobId: other }, tokens.admin);
    expect(notMail.errors?.[0]?.extensions?.exception?.errcode).toBe('NTFND');

    const [entry] = await server.sql<Row>(
      `select actor_id, actor_username, action, target_type, target_id, details
       from app_public.audit_log_entries where action = 'RETRY_MAIL_JOB'`,
    );
    expect(entry).toEqual({
      actor_id: ids.ada_admin,
      actor_username: 'ada_admin',
      action: 'RETRY_MAIL_JOB',
      target_type: 'mail_job',
      target_id: mail,
      details: {
        task: 'user__password_changed',
        recipient: 'bounce@example.org',
        attempts: 2,
        lastError: 'Error: 550 mailbox unavailable',
      },
    });
  });

  it('lists a failed invitation mail, without its code, and retries it', async () => {
    const group = await server.gql<{ createGroup: { group: { id: string } } }>(
      'mutation { createGroup(input: { name: "Pond dippers", isPublic: false }) { group { id } } }',
      {},
      tokens.user,
    );
    expect(group.errors).toBeUndefined();
    const invited = await server.gql<{ inviteToGroup: { invitation: { id: string } } }>(
      `mutation ($groupId: UUID!) {
        inviteToGroup(input: { email: "lost.invitee@example.org", groupId: $groupId }) {
          invitation { id } } }`,
      { groupId: group.data!.createGroup.group.id },
      tokens.user,
    );
    expect(invited.errors).toBeUndefined();
    // The mail job the invitation queued (the worker is not running here) fails for good.
    const [job] = await server.sql<{ id: string; code: string }>(
      `update graphile_worker._private_jobs j set attempts = j.max_attempts,
         last_error = 'Error: 550 mailbox unavailable'
       from graphile_worker._private_tasks t
       where t.id = j.task_id and t.identifier = 'invitations__send'
         and j.payload ->> 'invitationId' = $1
       returning j.id, j.payload ->> 'code' as code`,
      [invited.data!.inviteToGroup.invitation.id],
    );
    expect(job!.code).toMatch(/^[0-9a-f]{64}$/);

    const failed = await asAdmin<{
      adminFailedMailJobs: { nodes: Array<Record<string, unknown>> };
    }>('{ adminFailedMailJobs { nodes { id task recipient attempts maxAttempts lastError } } }');
    expect(failed.adminFailedMailJobs.nodes).toContainEqual({
      id: job!.id,
      task: 'invitations__send',
      recipient: 'lost.invitee@example.org',
      attempts: 5,
      maxAttempts: 5,
      lastError: 'Error: 550 mailbox unavailable',
    });
    expect(JSON.stringify(failed)).not.toContain(job!.code);

    const done = await asAdmin<{
      retryFailedMailJob: { adminMailJob: { id: string; task: string; attempts: number } };
    }>(
      `mutation ($jobId: BigInt!) { retryFailedMailJob(input: { jobId: $jobId }) {
        adminMailJob { id task attempts } } }`,
      { jobId: job!.id },
    );
    expect(done.retryFailedMailJob.adminMailJob).toEqual({
      id: job!.id,
      task: 'invitations__send',
      attempts: 0,
    });
    const after = await asAdmin<{ adminFailedMailJobs: { nodes: Array<{ id: string }> } }>(
      '{ adminFailedMailJobs { nodes { id } } }',
    );
    expect(after.adminFailedMailJobs.nodes.map((node) => node.id)).not.toContain(job!.id);
    const [entry] = await server.sql<Row>(
      `select action, target_id, details from app_public.audit_log_entries
       where action = 'RETRY_MAIL_JOB' and target_id = $1`,
      [job!.id],
    );
    expect(entry).toMatchObject({
      action: 'RETRY_MAIL_JOB',
      details: { task: 'invitations__send', recipient: 'lost.invitee@example.org' },
    });
    expect(JSON.stringify(entry)).not.toContain(job!.code);
  });

  it('knows every task that sends e-mail (app_private.mail_tasks = tasks marked sendsMail)', async () => {
    const rows = await server.sql<{ identifier: string }>(
      'select identifier from app_private.mail_tasks order by identifier',
    );
    const marked = TASKS.filter((task) => task.sendsMail).map((task) => task.name);
    expect(rows.map((row) => row.identifier)).toEqual([...marked].sort());
  });
});

describe('the audit log', () => {
  const LOG = `{ allAuditLogEntries(orderBy: [CREATED_AT_DESC, ID_DESC]) {
      totalCount nodes { action targetType targetId actorUsername details } } }`;

  it('records what an administrator changes of other people’s accounts and things, not their own', async () => {
    const { id: thingId, nodeId } = await insertThing(server, {
      name: 'Someone else’s bench',
      ownerId: ids.old_owner!,
    });
    await asAdmin(
      `mutation ($id: UUID!) { updateUserById(input: { id: $id, patch: { name: "Olga Renamed" } }) { user { id } } }`,
      { id: ids.old_owner },
    );
    await asAdmin(
      `mutation ($id: UUID!) { updateUserById(input: { id: $id, patch: { name: "Ada Renamed" } }) { user { id } } }`,
      { id: ids.ada_admin },
    );
    await asAdmin(
      `mutation ($id: ID!) { updateThing(input: { nodeId: $id, patch: { name: "Renamed bench" } }) { thing { id } } }`,
      { id: nodeId },
    );
    // The owner's own edit is not an admin action.
    const owner = mintJwt({ role: 'bk_user', userId: ids.old_owner! });
    const own = await server.gql(
      `mutation ($id: ID!) { updateThing(input: { nodeId: $id, patch: { description: "Mine" } }) { thing { id } } }`,
      { id: nodeId },
      owner,
    );
    expect(own.errors).toBeUndefined();
    const { allAuditLogEntries } = await asAdmin<{
      allAuditLogEntries: { nodes: Array<Row> };
    }>(LOG);
    const entries = allAuditLogEntries.nodes.filter((entry) => entry.action !== 'RETRY_MAIL_JOB');
    expect(entries.slice(0, 2)).toEqual([
      {
        action: 'UPDATE_THING',
        targetType: 'thing',
        targetId: thingId,
        actorUsername: 'ada_admin',
        details: { name: 'Renamed bench', changed: ['name'] },
      },
      {
        action: 'UPDATE_USER',
        targetType: 'user',
        targetId: ids.old_owner,
        actorUsername: 'ada_admin',
        details: { name: 'old_owner', changed: ['name'] },
      },
    ]);
    expect(entries.some((entry) => entry.targetId === ids.ada_admin)).toBe(false);
  });

  it('records what an administrator deletes and restores of other people’s', async () => {
    const { id: thingId } = await insertThing(server, {
      name: 'Doomed bench',
      ownerId: ids.new_one!,
    });
    const [device] = await server.sql<{ id: string }>(
      `insert into app_public.devices (device_id, name, model, location)
       values ('eui-a0000000000000b1', 'Doomed probe', 'LSE01', point(50.4, -3.6)) returning id`,
    );
    await server.sql(
      `insert into app_public.device_accesses (device_id, user_id, is_owner) values ($1, $2, true)`,
      [device!.id, ids.new_one],
    );
    const [doomed] = await server.sql<{ id: string }>(
      `insert into app_public.users (username, name) values ('doomed_user', 'Dora Doomed') returning id`,
    );
    await asAdmin(`mutation ($id: UUID!) { deleteThing(input: { id: $id }) { thing { id } } }`, {
      id: thingId,
    });
    await asAdmin(`mutation ($id: UUID!) { restoreThing(input: { id: $id }) { thing { id } } }`, {
      id: thingId,
    });
    await asAdmin(
      `mutation ($id: UUID!) { deleteDeviceById(input: { id: $id }) { device { id } } }`,
      {
        id: device!.id,
      },
    );
    await asAdmin(`mutation ($id: UUID!) { deleteUserById(input: { id: $id }) { user { id } } }`, {
      id: doomed!.id,
    });
    const entries = await server.sql<Row>(
      `select action, target_id, details from app_public.audit_log_entries
       where target_id = any($1) order by id`,
      [[thingId, device!.id, doomed!.id]],
    );
    expect(entries).toEqual([
      { action: 'DELETE_THING', target_id: thingId, details: { name: 'Doomed bench' } },
      { action: 'RESTORE_THING', target_id: thingId, details: { name: 'Doomed bench' } },
      { action: 'DELETE_DEVICE', target_id: device!.id, details: { name: 'Doomed probe' } },
      { action: 'DELETE_USER', target_id: doomed!.id, details: { name: 'doomed_user' } },
    ]);
  });

  it('records users an administrator adds', async () => {
    await asAdmin(
      `mutation { newUser(input: { name: "Pat Added", username: "pat_added", email: "pat@example.org" }) { user { id } } }`,
    );
    const [entry] = await server.sql<Row>(
      `select action, details from app_public.audit_log_entries where action = 'CREATE_USER'`,
    );
    expect(entry).toEqual({ action: 'CREATE_USER', details: { name: 'pat_added' } });
  });

  it('is read by administrators only, and written by nobody through the API', async () => {
    const asUser = await server.gql<{ allAuditLogEntries: { totalCount: number } }>(
      '{ allAuditLogEntries { totalCount } }',
      {},
      tokens.user,
    );
    expect(asUser.data?.allAuditLogEntries.totalCount).toBe(0);
    const asGuest = await server.gql('{ allAuditLogEntries { totalCount } }', {}, tokens.guest);
    expect(asGuest.errors?.[0]?.extensions?.exception?.errcode).toBe('FORBD');
    const asAdminCount = await asAdmin<{ allAuditLogEntries: { totalCount: number } }>(
      '{ allAuditLogEntries { totalCount } }',
    );
    expect(asAdminCount.allAuditLogEntries.totalCount).toBeGreaterThan(0);

    const client = new pg.Client({ connectionString: server.db.ownerUrl });
    await client.connect();
    try {
      for (const role of ['bk_anonymous', 'bk_user', 'bk_admin']) {
        await client.query('begin');
        await client.query(`set local role ${role}`);
        await client.query(`select set_config('jwt.claims.user_id', $1, true)`, [ids.ada_admin]);
        await expect(
          client.query(
            `insert into app_public.audit_log_entries (action, target_type) values ('FORGED', 'user')`,
          ),
        ).rejects.toThrow(/permission denied/);
        await client.query('rollback');
        await client.query('begin');
        await client.query(`set local role ${role}`);
        await expect(client.query('delete from app_public.audit_log_entries')).rejects.toThrow(
          /permission denied/,
        );
        await client.query('rollback');
      }
    } finally {
      await client.end();
    }
    const schema = await server.gql<{ __type: { fields: Array<{ name: string }> } }>(
      '{ __type(name: "Mutation") { fields { name } } }',
    );
    const mutations = schema.data!.__type.fields.map((field) => field.name);
    expect(mutations.filter((name) => /AuditLog/i.test(name))).toEqual([]);
  });
});

describe('the demo', () => {
  it('gives every part of the dashboard something to show', async () => {
    const demo = await startTestServer();
    try {
      expect((await seedDemoData(demo.db.ownerUrl, { support: true })).seeded).toBe(true);
      const signIn = await demo.gql<{ signIn: { jwtToken: string } }>(
        'mutation { signIn(input: { username: "admin", password: "Bloomkeep-admin-1" }) { jwtToken } }',
      );
      const token = signIn.data!.signIn.jwtToken;
      const result = await demo.gql<{
        adminWeeklyAnalytics: { nodes: Array<{ signUps: number }> };
        adminUnverifiedEmails: { nodes: Array<{ username: string }> };
        adminSignInLockouts: { nodes: Array<{ subject: string; lockedUntil: string | null }> };
        adminThingsWithoutSteward: { totalCount: number };
        adminFailedMailJobs: { nodes: Array<{ recipient: string; lastError: string }> };
      }>(
        `{ adminWeeklyAnalytics { nodes { signUps } }
           adminUnverifiedEmails { nodes { username } }
           adminSignInLockouts { nodes { subject lockedUntil } }
           adminThingsWithoutSteward { totalCount }
           adminFailedMailJobs { nodes { recipient lastError } } }`,
        {},
        token,
      );
      expect(result.errors).toBeUndefined();
      const data = result.data!;
      const weeksWithSignUps = data.adminWeeklyAnalytics.nodes.filter((week) => week.signUps > 0);
      expect(weeksWithSignUps.length).toBeGreaterThanOrEqual(8);
      expect(data.adminUnverifiedEmails.nodes).toEqual([{ username: 'rowan_reid' }]);
      expect(data.adminSignInLockouts.nodes).toHaveLength(1);
      expect(data.adminSignInLockouts.nodes[0]!.subject).toBe('dartside_dan');
      expect(data.adminSignInLockouts.nodes[0]!.lockedUntil).not.toBeNull();
      expect(data.adminThingsWithoutSteward.totalCount).toBeGreaterThan(0);
      expect(data.adminFailedMailJobs.nodes).toEqual([
        {
          recipient: 'rowan.reid@bloomkeep.example',
          lastError: expect.stringContaining('550 5.1.1 Mailbox unavailable'),
        },
      ]);
    } finally {
      await demo.close();
    }
  });
});

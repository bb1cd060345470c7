// Deleting a thing can be undone (migration 0009, decision 0113): deleteThing hides
// it from every read path for everyone at once, restoreThing (its owners or an
// administrator) brings it back, and the things__purge job deletes it for good
// once the undo window is over.
import { THING_UNDO_SECONDS } from '@bloomkeep/schema';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appHostsFor } from '../src/mail/hosts.ts';
import { purgeDeletedThing, purgeDeletedThingTask } from '../src/worker/tasks/things/purge.ts';
import type { WorkerContext } from '../src/worker/task.ts';
import { insertThing, mintJwt, startTestServer, type TestServer, ownerPool } from './helpers.ts';

let server: TestServer;
let owner: pg.Pool;
const users: Record<string, string> = {};
const tokens: Record<string, string | undefined> = {};

beforeAll(async () => {
  server = await startTestServer();
  owner = ownerPool(server.db.ownerUrl, 1);
  const rows = await server.sql<{ id: string; username: string }>(
    `insert into app_public.users (username, name, is_admin) values
       ('sd_owner', 'Olive Owner', false), ('sd_helper', 'Hal Helper', false),
       ('sd_stranger', 'Stan Stranger', false), ('sd_admin', 'Ada Admin', true)
     returning id, username`,
  );
  for (const row of rows) {
    const who = row.username.slice(3);
    users[who] = row.id;
    tokens[who] = mintJwt({ role: who === 'admin' ? 'bk_admin' : 'bk_user', userId: row.id });
  }
  tokens.guest = undefined;
});

afterAll(async () => {
  await owner?.end();
  await server?.close();
});

const DELETE = `mutation ($id: UUID!) { deleteThing(input: { id: $id }) { thing { id name } } }`;
const RESTORE = `mutation ($id: UUID!) { restoreThing(input: { id: $id }) { thing { id name } } }`;

function errcode(result: {
  errors?: Array<{ extensions?: { exception?: { errcode?: string } } }>;
}) {
  return result.errors?.[0]?.extensions?.exception?.errcode;
}

async function newThing(name: string, isPublic = true) {
  return insertThing(server, {
    name,
    ownerId: users.owner!,
    isPublic,
    collaboratorIds: [users.helper!],
  });
}

async function recordWatering(thingId: string, token: string) {
  const result = await server.gql(
    `mutation ($thingId: UUID!) {
      createAction(input: { action: { thingId: $thingId, type: WATERING } }) { action { id } }
    }`,
    { thingId },
    token,
  );
  return result;
}

/** Everything a caller can learn about one thing, through every read path. */
async function sightings(thing: { id: string; nodeId: string; name: string }, token?: string) {
  const result = await server.gql<{
    thingById: { id: string } | null;
    node: { id: string } | null;
    allThings: { nodes: Array<{ id: string }> };
    byIds: { nodes: Array<{ id: string }> };
    thingCount: number;
    thingsNear: { nodes: Array<{ id: string }> };
    allActions: { nodes: Array<{ id: string }> };
    actionCount: number;
    currentUser: { thingAccesses: { nodes: Array<{ thingId: string }> } } | null;
  }>(
    `query ($id: UUID!, $ids: [ID!], $nodeId: ID!, $search: String!) {
      thingById(id: $id) { id }
      node(nodeId: $nodeId) { ... on Thing { id } }
      allThings(condition: { search: $search }) { nodes { id } }
      byIds: allThings(condition: { ids: $ids }) { nodes { id } }
      thingCount(ids: [$id])
      thingsNear(latitude: 50.431, longitude: -3.684) { nodes { id } }
      allActions(condition: { thingId: $id }) { nodes { id } }
      actionCount(thingId: $id)
      ${token ? 'currentUser { thingAccesses { nodes { thingId } } }' : ''}
    }`,
    { id: thing.id, ids: [thing.id], nodeId: thing.nodeId, search: thing.name },
    token,
  );
  expect(result.errors).toBeUndefined();
  const data = result.data!;
  const seen: string[] = [];
  if (data.thingById) seen.push('thingById');
  if (data.node) seen.push('node');
  if (data.allThings.nodes.some((node) => node.id === thing.id)) seen.push('allThings');
  if (data.byIds.nodes.length) seen.push('ids');
  if (data.thingCount) seen.push('thingCount');
  if (data.thingsNear.nodes.some((node) => node.id === thing.id)) seen.push('thingsNear');
  if (data.allActions.nodes.length) seen.push('allActions');
  if (data.actionCount) seen.push('actionCount');
  if (data.currentUser?.thingAccesses.nodes.some((node) => node.thingId === thing.id)) {
    seen.push('thingAccesses');
  }
  return seen;
}

async function purgeJob(thingId: string) {
  const [job] = await server.sql<{ run_at: Date; seconds: number }>(
    `select run_at, extract(epoch from run_at - now())::float8 as seconds
     from graphile_worker.jobs where key = 'things__purge:' || $1::text`,
    [thingId],
  );
  return job;
}

/** As if the undo window were over. */
async function ageDeletion(thingId: string) {
  await server.sql(
    `update app_public.things set deleted_at = now() - make_interval(secs => $2 + 1) where id = $1`,
    [thingId, THING_UNDO_SECONDS],
  );
}

describe('the undo window', () => {
  it('is the same in SQL and in @bloomkeep/schema', async () => {
    const [row] = await server.sql<{ seconds: number }>(
      'select extract(epoch from app_private.thing_undo_window())::int as seconds',
    );
    expect(row!.seconds).toBe(THING_UNDO_SECONDS);
  });
});

describe('deleteThing', () => {
  it('hides the thing from every read path, for every role, at once', async () => {
    const thing = { ...(await newThing('Soft hidden planter')), name: 'Soft hidden planter' };
    expect((await recordWatering(thing.id, tokens.helper!)).errors).toBeUndefined();
    expect(await sightings(thing, tokens.owner)).toEqual([
      'thingById',
      'node',
      'allThings',
      'ids',
      'thingCount',
      'thingsNear',
      'allActions',
      'actionCount',
      'thingAccesses',
    ]);

    const deleted = await server.gql<{ deleteThing: { thing: { id: string; name: string } } }>(
      DELETE,
      { id: thing.id },
      tokens.owner,
    );
    expect(deleted.errors).toBeUndefined();
    expect(deleted.data!.deleteThing.thing).toEqual({ id: thing.id, name: thing.name });

    for (const who of ['owner', 'helper', 'stranger', 'admin', 'guest']) {
      expect(await sightings(thing, tokens[who]), who).toEqual([]);
    }
    // Nor can anyone write to it: record, edit, collaborate.
    expect((await recordWatering(thing.id, tokens.helper!)).errors?.length).toBeGreaterThan(0);
    const edit = await server.gql<{ updateThingById: { thing: unknown } | null }>(
      `mutation ($id: UUID!) { updateThingById(input: { id: $id, patch: { name: "Back again" } }) { thing { id } } }`,
      { id: thing.id },
      tokens.owner,
    );
    expect(edit.data?.updateThingById?.thing ?? null).toBeNull();
    const [row] = await server.sql<{ name: string }>(
      'select name from app_public.things where id = $1',
      [thing.id],
    );
    expect(row!.name).toBe(thing.name);
    const join = await server.gql(
      `mutation ($id: UUID!) { collaborate(input: { thingId: $id }) { clientMutationId } }`,
      { id: thing.id },
      tokens.stranger,
    );
    expect(errcode(join)).toBe('NOTHG');
  });

  it('queues the purge for the end of the undo window', async () => {
    const thing = await newThing('Queued planter');
    expect((await server.gql(DELETE, { id: thing.id }, tokens.owner)).errors).toBeUndefined();
    const job = await purgeJob(thing.id);
    expect(job).toBeDefined();
    expect(job!.seconds).toBeGreaterThan(THING_UNDO_SECONDS - 60);
    expect(job!.seconds).toBeLessThanOrEqual(THING_UNDO_SECONDS);
  });

  it('is for owners and administrators only', async () => {
    const publicThing = await newThing('Kept public planter');
    const privateThing = await newThing('Kept private planter', false);
    expect(errcode(await server.gql(DELETE, { id: publicThing.id }, tokens.helper))).toBe('FORBD');
    expect(errcode(await server.gql(DELETE, { id: publicThing.id }, tokens.stranger))).toBe(
      'FORBD',
    );
    // A private thing of someone else does not exist, as far as a stranger can tell.
    expect(errcode(await server.gql(DELETE, { id: privateThing.id }, tokens.stranger))).toBe(
      'NOTHG',
    );
    expect((await server.gql(DELETE, { id: publicThing.id })).errors?.length).toBeGreaterThan(0);
    const [{ n } = { n: -1 }] = await server.sql<{ n: number }>(
      `select count(*)::int as n from app_public.things where id in ($1, $2) and deleted_at is null`,
      [publicThing.id, privateThing.id],
    );
    expect(n).toBe(2);
    expect(
      (await server.gql(DELETE, { id: privateThing.id }, tokens.admin)).errors,
    ).toBeUndefined();
    // Gone is gone: a second delete finds nothing.
    expect(errcode(await server.gql(DELETE, { id: privateThing.id }, tokens.admin))).toBe('NOTHG');
  });
});

describe('restoreThing', () => {
  it('brings the thing back for everyone, for its owner only, and cancels the purge', async () => {
    const thing = { ...(await newThing('Restored planter')), name: 'Restored planter' };
    expect((await recordWatering(thing.id, tokens.helper!)).errors).toBeUndefined();
    expect((await server.gql(DELETE, { id: thing.id }, tokens.owner)).errors).toBeUndefined();

    for (const who of ['helper', 'stranger', 'guest']) {
      const attempt = await server.gql(RESTORE, { id: thing.id }, tokens[who]);
      expect(attempt.errors?.length, who).toBeGreaterThan(0);
      if (who !== 'guest') expect(errcode(attempt), who).toBe('NOTHG');
    }
    expect(await sightings(thing, tokens.owner)).toEqual([]);

    const restored = await server.gql<{ restoreThing: { thing: { id: string; name: string } } }>(
      RESTORE,
      { id: thing.id },
      tokens.owner,
    );
    expect(restored.errors).toBeUndefined();
    expect(restored.data!.restoreThing.thing.name).toBe(thing.name);
    expect(await sightings(thing, tokens.helper)).toEqual([
      'thingById',
      'node',
      'allThings',
      'ids',
      'thingCount',
      'thingsNear',
      'allActions',
      'actionCount',
      'thingAccesses',
    ]);
    expect(await purgeJob(thing.id)).toBeUndefined();
    // The collaborator looks after it again.
    expect((await recordWatering(thing.id, tokens.helper!)).errors).toBeUndefined();
  });

  it('lets an administrator restore too', async () => {
    const thing = await newThing('Admin restored planter');
    expect((await server.gql(DELETE, { id: thing.id }, tokens.owner)).errors).toBeUndefined();
    expect((await server.gql(RESTORE, { id: thing.id }, tokens.admin)).errors).toBeUndefined();
    const [row] = await server.sql<{ deleted_at: Date | null }>(
      'select deleted_at from app_public.things where id = $1',
      [thing.id],
    );
    expect(row!.deleted_at).toBeNull();
  });
});

describe('the things__purge job', () => {
  const context = (): WorkerContext => ({
    ownerPool: owner,
    appHosts: appHostsFor('https://bloomkeep.example'),
    sendMail: async () => {},
  });

  it('deletes the thing, its actions and accesses once the window is over', async () => {
    const thing = await newThing('Purged planter');
    expect((await recordWatering(thing.id, tokens.helper!)).errors).toBeUndefined();
    const [{ id: uploadId } = { id: '' }] = await server.sql<{ id: string }>(
      `insert into app_private.uploads (id, session_id, user_id, width, height, bytes,
         entity_type, entity_id, attached_at)
       values (gen_random_uuid(), 'purge-session', $1, 10, 10, 100, 'product', $2, now())
       returning id`,
      [users.owner, thing.id],
    );
    expect((await server.gql(DELETE, { id: thing.id }, tokens.owner)).errors).toBeUndefined();

    // Too early: nothing happens.
    await purgeDeletedThingTask.run({ thingId: thing.id }, context());
    expect(
      await server.sql('select 1 from app_public.things where id = $1', [thing.id]),
    ).toHaveLength(1);

    await ageDeletion(thing.id);
    await purgeDeletedThingTask.run({ thingId: thing.id }, context());
    for (const table of ['things', 'actions', 'thing_accesses']) {
      const column = table === 'things' ? 'id' : 'thing_id';
      expect(
        await server.sql(`select 1 from app_public.${table} where ${column} = $1`, [thing.id]),
        table,
      ).toHaveLength(0);
    }
    // Its photo goes to the files deletion queue (the files__delete job of 0004).
    const queued = await server.sql<{ key: string }>(
      'select key from app_private.files_to_delete where key like $1 order by key',
      [`${uploadId}%`],
    );
    expect(queued.map((row) => row.key)).toEqual([`${uploadId}-thumb.webp`, `${uploadId}.webp`]);
    // Running again (a retry) is harmless.
    expect(await purgeDeletedThing(owner, thing.id)).toBe(false);
  });

  it('leaves a restored thing alone', async () => {
    const thing = await newThing('Spared planter');
    expect((await server.gql(DELETE, { id: thing.id }, tokens.owner)).errors).toBeUndefined();
    expect((await server.gql(RESTORE, { id: thing.id }, tokens.owner)).errors).toBeUndefined();
    expect(await purgeDeletedThing(owner, thing.id)).toBe(false);
    expect(
      await server.sql('select 1 from app_public.things where id = $1', [thing.id]),
    ).toHaveLength(1);
  });

  it('refuses a payload without a thing id', async () => {
    await expect(purgeDeletedThingTask.run({}, context())).rejects.toThrow(/thingId/);
  });
});

describe('scores and badges', () => {
  async function myScore(token: string, username: string) {
    const result = await server.gql<{
      scores: { nodes: Array<{ username: string; points: number }> };
    }>(`{ scores(period: ALL_TIME) { nodes { username points } } }`, {}, token);
    return result.data!.scores.nodes.find((node) => node.username === username)?.points ?? 0;
  }
  async function badgeCount(userId: string) {
    const [row] = await server.sql<{ n: number }>(
      'select count(*)::int as n from app_public.user_badges where user_id = $1',
      [userId],
    );
    return row!.n;
  }

  it('leaves a deleted thing out of the leaderboard; an undo changes nothing', async () => {
    const [row] = await server.sql<{ id: string }>(
      `insert into app_public.users (username, name) values ('sd_scorer', 'Sid Scorer') returning id`,
    );
    const scorer = row!.id;
    const token = mintJwt({ role: 'bk_user', userId: scorer });
    const thing = await insertThing(server, { name: 'Scored planter', ownerId: scorer });
    expect((await recordWatering(thing.id, token)).errors).toBeUndefined();
    const before = await myScore(token, 'sd_scorer');
    const badges = await badgeCount(scorer);
    expect(before).toBeGreaterThan(0);
    expect(badges).toBeGreaterThan(0);

    expect((await server.gql(DELETE, { id: thing.id }, token)).errors).toBeUndefined();
    expect(await myScore(token, 'sd_scorer')).toBe(0);
    expect(await badgeCount(scorer)).toBe(badges);

    expect((await server.gql(RESTORE, { id: thing.id }, token)).errors).toBeUndefined();
    expect(await myScore(token, 'sd_scorer')).toBe(before);
    expect(await badgeCount(scorer)).toBe(badges);
  });
});

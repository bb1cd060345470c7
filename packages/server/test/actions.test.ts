// Actions after issue 10: litres watered (optional, only on a watering, the same
// rule as @bloomkeep/schema's litresError), and who may correct or remove an
// action: only its recorder corrects it; the recorder, the thing's owners and
// administrators may remove it.
import { randomUUID } from 'node:crypto';
import { ACTION_TYPES, LITRES_MAX, litresError } from '@bloomkeep/schema';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mintJwt, startTestServer, type TestServer } from './helpers.ts';

let server: TestServer;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  server = await startTestServer();
  const rows = await server.sql<{ id: string; username: string }>(
    `insert into app_public.users (username, name, is_admin) values
       ('owner', 'Olu Owner', false), ('helper', 'Hana Helper', false), ('admin', 'Ada Admin', true)
     returning id, username`,
  );
  for (const row of rows) {
    tokens[row.username] = mintJwt({
      role: row.username === 'admin' ? 'bk_admin' : 'bk_user',
      userId: row.id,
    });
  }
});

afterAll(async () => {
  await server?.close();
});

function firstError(result: { errors?: Array<{ message: string }> }): string | undefined {
  return result.errors?.[0]?.message;
}

async function createThing(): Promise<string> {
  const result = await server.gql<{ createThing: { thing: { id: string } } }>(
    `mutation ($input: CreateThingInput!) { createThing(input: $input) { thing { id } } }`,
    {
      input: {
        name: `Planter ${randomUUID().slice(0, 8)}`,
        isPublic: true,
        x: -3.6884,
        y: 50.4331,
        category: 'PLANTER',
      },
    },
    tokens.owner,
  );
  expect(result.errors).toBeUndefined();
  const thingId = result.data!.createThing.thing.id;
  const joined = await server.gql(
    `mutation ($thingId: UUID!) { collaborate(input: { thingId: $thingId }) { clientMutationId } }`,
    { thingId },
    tokens.helper,
  );
  expect(joined.errors).toBeUndefined();
  return thingId;
}

const CREATE = `mutation ($thingId: UUID!, $type: ActionType!, $litres: Float) {
  createAction(input: { action: { thingId: $thingId, type: $type, litres: $litres } }) {
    action { id nodeId type litres }
  }
}`;
const UPDATE = `mutation ($nodeId: ID!, $patch: ActionPatch!) {
  updateAction(input: { nodeId: $nodeId, patch: $patch }) { action { type comments litres } }
}`;
const DELETE = `mutation ($nodeId: ID!) { deleteAction(input: { nodeId: $nodeId }) { deletedActionId } }`;

type Created = { createAction: { action: { id: string; nodeId: string; litres: number | null } } };

async function record(token: string, thingId: string, type: string, litres?: number) {
  const result = await server.gql<Created>(CREATE, { thingId, type, litres }, token);
  expect(result.errors).toBeUndefined();
  return result.data!.createAction.action;
}

async function storedComments(id: string) {
  const [row] = await server.sql<{ comments: string | null }>(
    'select comments from app_public.actions where id = $1',
    [id],
  );
  return row?.comments;
}

describe('litres watered', () => {
  it('records, corrects and clears the litres of a watering', async () => {
    const thingId = await createThing();
    const watering = await record(tokens.owner!, thingId, 'WATERING', 12);
    expect(watering.litres).toBe(12);
    const corrected = await server.gql<{ updateAction: { action: { litres: number } } }>(
      UPDATE,
      { nodeId: watering.nodeId, patch: { litres: 7.5 } },
      tokens.owner,
    );
    expect(corrected.errors).toBeUndefined();
    expect(corrected.data!.updateAction.action.litres).toBe(7.5);
    const listed = await server.gql<{
      thingById: { actions: { nodes: Array<{ type: string; litres: number | null }> } };
    }>(`query ($id: UUID!) { thingById(id: $id) { actions { nodes { type litres } } } }`, {
      id: thingId,
    });
    expect(listed.data!.thingById.actions.nodes[0]).toEqual({ type: 'WATERING', litres: 7.5 });
    // Changing it into another type needs the litres cleared in the same patch.
    const retyped = await server.gql(
      UPDATE,
      { nodeId: watering.nodeId, patch: { type: 'UPKEEP' } },
      tokens.owner,
    );
    expect(firstError(retyped)).toBe('Only a watering can record litres');
    const cleared = await server.gql<{ updateAction: { action: { type: string; litres: null } } }>(
      UPDATE,
      { nodeId: watering.nodeId, patch: { type: 'UPKEEP', litres: null } },
      tokens.owner,
    );
    expect(cleared.errors).toBeUndefined();
    expect(cleared.data!.updateAction.action).toMatchObject({ type: 'UPKEEP', litres: null });
  });

  it.each([
    ['WATERING', 0],
    ['WATERING', -2],
    ['WATERING', LITRES_MAX + 1],
    ['UPKEEP', 5],
  ])('refuses a %s with %s litres with the form’s message', async (type, litres) => {
    const thingId = await createThing();
    const result = await server.gql(CREATE, { thingId, type, litres }, tokens.owner);
    expect(firstError(result)).toBe(litresError(litres, type as 'WATERING'));
    expect(result.errors?.[0]?.extensions?.exception?.errcode).toBe('VALID');
  });

  it('holds the bounds for writers that bypass the triggers too', async () => {
    const thingId = await createThing();
    // Triggers off (as a bulk import might run): the CHECK constraints still hold.
    const client = new pg.Client({ connectionString: server.db.ownerUrl });
    await client.connect();
    try {
      await client.query('set session_replication_role = replica');
      const insert = (type: string, litres: number) =>
        client.query(
          'insert into app_public.actions (thing_id, type, litres) values ($1, $2, $3)',
          [thingId, type, litres],
        );
      await expect(insert('WATERING', 5000)).rejects.toThrow(/actions_litres_range/);
      await expect(insert('UPKEEP', 5)).rejects.toThrow(/actions_litres_watering/);
      await insert('WATERING', 5);
    } finally {
      await client.end();
    }
  });
});

describe('app_private.litres_error', () => {
  it('agrees with litresError on every sample', async () => {
    const samples = [null, 0, -1, 0.001, 0.5, 12, 999.9, LITRES_MAX, LITRES_MAX + 0.001, 1e9];
    for (const type of ACTION_TYPES) {
      for (const litres of samples) {
        const [row] = await server.sql<{ message: string | null }>(
          'select app_private.litres_error($1, $2) as message',
          [litres, type],
        );
        expect({ type, litres, message: row!.message }).toEqual({
          type,
          litres,
          message: litresError(litres, type),
        });
      }
    }
  });
});

describe('who may change an action', () => {
  it('lets only the recorder correct it', async () => {
    const thingId = await createThing();
    const byHelper = await record(tokens.helper!, thingId, 'UPKEEP');
    for (const who of ['owner', 'admin']) {
      const attempt = await server.gql<{ updateAction: { action: unknown } | null }>(
        UPDATE,
        { nodeId: byHelper.nodeId, patch: { comments: `Edited by the ${who}` } },
        tokens[who],
      );
      expect(attempt.data?.updateAction?.action ?? null).toBeNull();
    }
    expect(await storedComments(byHelper.id)).toBeNull();
    const own = await server.gql(
      UPDATE,
      { nodeId: byHelper.nodeId, patch: { comments: 'Weeded the bed' } },
      tokens.helper,
    );
    expect(own.errors).toBeUndefined();
    expect(await storedComments(byHelper.id)).toBe('Weeded the bed');
  });

  it('lets the recorder and the owner remove it, not another helper', async () => {
    const thingId = await createThing();
    const byOwner = await record(tokens.owner!, thingId, 'UPKEEP');
    const helperAttempt = await server.gql(DELETE, { nodeId: byOwner.nodeId }, tokens.helper);
    expect(helperAttempt.errors).toBeDefined();
    expect(await storedComments(byOwner.id)).toBeNull();
    const [still] = await server.sql('select 1 from app_public.actions where id = $1', [
      byOwner.id,
    ]);
    expect(still).toBeDefined();
    const byHelper = await record(tokens.helper!, thingId, 'WATERING', 3);
    const moderated = await server.gql(DELETE, { nodeId: byHelper.nodeId }, tokens.owner);
    expect(moderated.errors).toBeUndefined();
    const own = await server.gql(DELETE, { nodeId: byOwner.nodeId }, tokens.owner);
    expect(own.errors).toBeUndefined();
    const left = await server.sql('select 1 from app_public.actions where id in ($1, $2)', [
      byOwner.id,
      byHelper.id,
    ]);
    expect(left).toHaveLength(0);
  });
});

// A thing's optional bed area (migration 0021): its owners set and clear it like the
// thing's other fields, the database refuses values outside (0, 10000] m² with the shared
// message, and nobody else can change it.
import { MESSAGES } from '@bloomkeep/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertThing, mintJwt, startTestServer, type TestServer } from './helpers.ts';

let server: TestServer;
let thingId = '';
const tokens: Record<string, string> = {};

beforeAll(async () => {
  server = await startTestServer();
  const rows = await server.sql<{ id: string; username: string }>(
    `insert into app_public.users (username, name, is_admin) values
       ('ba_owner', 'Olive Owner', false), ('ba_collab', 'Colin Collab', false),
       ('ba_stranger', 'Sid Stranger', false), ('ba_admin', 'Ada Admin', true)
     returning id, username`,
  );
  const ids = Object.fromEntries(rows.map((row) => [row.username.slice(3), row.id]));
  for (const who of ['owner', 'collab', 'stranger']) {
    tokens[who] = mintJwt({ role: 'bk_user', userId: ids[who]! });
  }
  tokens.admin = mintJwt({ role: 'bk_admin', userId: ids.admin! });
  thingId = (
    await insertThing(server, {
      name: 'Area bed',
      ownerId: ids.owner!,
      category: 'FLOWERBED',
      collaboratorIds: [ids.collab!],
    })
  ).id;
});

afterAll(async () => {
  await server?.close();
});

const SET_AREA = `mutation ($id: UUID!, $bedArea: Float) {
  updateThingById(input: { id: $id, patch: { bedArea: $bedArea } }) { thing { bedArea } }
}`;

async function setArea(who: string, bedArea: number | null) {
  return server.gql<{ updateThingById: { thing: { bedArea: number | null } | null } }>(
    SET_AREA,
    { id: thingId, bedArea },
    tokens[who],
  );
}

describe('bedArea', () => {
  it('is set and cleared by an owner, and by an administrator', async () => {
    expect((await setArea('owner', 12.5)).data!.updateThingById.thing).toEqual({ bedArea: 12.5 });
    expect((await setArea('admin', 3)).data!.updateThingById.thing).toEqual({ bedArea: 3 });
    expect((await setArea('owner', null)).data!.updateThingById.thing).toEqual({ bedArea: null });
  });

  it.each([0, -2, 10_000.5])('refuses %s m² with the shared message', async (value) => {
    const result = await setArea('owner', value);
    expect(result.errors?.[0]?.message).toBe(MESSAGES.bedAreaRange);
  });

  it.each(['collab', 'stranger'])('cannot be changed by a %s (not an owner)', async (who) => {
    await setArea('owner', 8);
    const result = await setArea(who, 20);
    expect(result.data?.updateThingById?.thing ?? null).toBeNull();
    const [row] = await server.sql<{ bed_area: number }>(
      'select bed_area from app_public.things where id = $1',
      [thingId],
    );
    expect(row!.bed_area).toBe(8);
  });
});

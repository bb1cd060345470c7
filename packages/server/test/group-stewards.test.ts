// A thing's stewards through its groups (migration 0027, decision 0139): the members of a
// group the thing is shared with are listed to the people who look after the thing (and
// administrators), and to nobody else; they leave the list when they leave the group.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertThing, mintJwt, startTestServer, type TestServer } from './helpers.ts';

let server: TestServer;
const users: Record<string, string> = {};
const tokens: Record<string, string> = {};

const STEWARDS = `query ($id: UUID!) {
  thingById(id: $id) {
    groupStewards { nodes { groupName groupSlug username name isGroupOwner } }
  }
}`;

interface Stewards {
  thingById: {
    groupStewards: {
      nodes: {
        groupName: string;
        groupSlug: string;
        username: string;
        name: string;
        isGroupOwner: boolean;
      }[];
    };
  } | null;
}

beforeAll(async () => {
  server = await startTestServer();
  const rows = await server.sql<{ id: string; username: string }>(
    `insert into app_public.users (username, name, is_admin) values
       ('thea', 'Thea Thing-owner', false), ('gus', 'Gus Group-owner', false),
       ('mel', 'Mel Member', false), ('sol', 'Sol Stranger', false), ('ari', 'Ari Admin', true)
     returning id, username`,
  );
  for (const row of rows) {
    users[row.username] = row.id;
    tokens[row.username] = mintJwt({
      role: row.username === 'ari' ? 'bk_admin' : 'bk_user',
      userId: row.id,
    });
  }
});

afterAll(async () => {
  await server?.close();
});

describe('Thing.groupStewards', () => {
  it('lists the group’s members to those who look after the thing, group owners first', async () => {
    const [group] = await server.sql<{ id: string }>(
      `insert into app_public.groups (name, is_public) values ('Park friends', true) returning id`,
    );
    await server.sql(
      `insert into app_public.group_memberships (group_id, user_id, is_owner) values
         ($1, $2, true), ($1, $3, false), ($1, $4, false)`,
      [group!.id, users.gus, users.mel, users.thea],
    );
    const thing = await insertThing(server, {
      name: 'Park bench',
      ownerId: users.thea!,
      isPublic: true,
    });
    await server.sql(`insert into app_public.thing_groups (thing_id, group_id) values ($1, $2)`, [
      thing.id,
      group!.id,
    ]);

    const asMember = await server.gql<Stewards>(STEWARDS, { id: thing.id }, tokens.mel);
    expect(asMember.errors).toBeUndefined();
    expect(asMember.data!.thingById!.groupStewards.nodes).toEqual([
      {
        groupName: 'Park friends',
        groupSlug: 'park-friends',
        username: 'gus',
        name: 'Gus Group-owner',
        isGroupOwner: true,
      },
      {
        groupName: 'Park friends',
        groupSlug: 'park-friends',
        username: 'mel',
        name: 'Mel Member',
        isGroupOwner: false,
      },
      {
        groupName: 'Park friends',
        groupSlug: 'park-friends',
        username: 'thea',
        name: 'Thea Thing-owner',
        isGroupOwner: false,
      },
    ]);
    const asAdmin = await server.gql<Stewards>(STEWARDS, { id: thing.id }, tokens.ari);
    expect(asAdmin.data!.thingById!.groupStewards.nodes.map((s) => s.username)).toEqual([
      'gus',
      'mel',
      'thea',
    ]);

    // A stranger and a guest see the public thing but not who looks after it.
    const asStranger = await server.gql<Stewards>(STEWARDS, { id: thing.id }, tokens.sol);
    expect(asStranger.data!.thingById!.groupStewards.nodes).toEqual([]);
    const asGuest = await server.gql<Stewards>(STEWARDS, { id: thing.id });
    expect(asGuest.data!.thingById!.groupStewards.nodes).toEqual([]);

    // Making a member an owner shows at once; someone who leaves is no longer listed.
    await server.sql(
      `update app_public.group_memberships set is_owner = true where group_id = $1 and user_id = $2`,
      [group!.id, users.mel],
    );
    await server.sql(
      `delete from app_public.group_memberships where group_id = $1 and user_id = $2`,
      [group!.id, users.gus],
    );
    const after = await server.gql<Stewards>(STEWARDS, { id: thing.id }, tokens.thea);
    expect(
      after.data!.thingById!.groupStewards.nodes.map((s) => [s.username, s.isGroupOwner]),
    ).toEqual([
      ['mel', true],
      ['thea', false],
    ]);

    // Once the share ends, nobody is listed through the group.
    await server.sql(`delete from app_public.thing_groups where thing_id = $1`, [thing.id]);
    const unshared = await server.gql<Stewards>(STEWARDS, { id: thing.id }, tokens.thea);
    expect(unshared.data!.thingById!.groupStewards.nodes).toEqual([]);
  });
});

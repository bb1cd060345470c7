// Row-level security on groups, their memberships and the things they look after
// (migration 0024), as a matrix of who asks × public or private group, through every
// GraphQL read path (lists, by id, by slug, by nodeId, node, a user's memberships, the
// computed owners and member count) and every write path. There is no `node` database
// role: the roles are bk_anonymous (also no token at all), bk_user and bk_admin; the
// `node(nodeId:)` read path is checked for each of them (decision 0136).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertThing, mintJwt, startTestServer, type TestServer } from './helpers.ts';

type Who = 'anonymous' | 'guest' | 'stranger' | 'demoted' | 'member' | 'owner' | 'admin';
type Visibility = 'public' | 'private';

const WHO: Who[] = ['anonymous', 'guest', 'stranger', 'demoted', 'member', 'owner', 'admin'];
const SIGNED_IN = new Set<Who>(['stranger', 'demoted', 'member', 'owner', 'admin']);
const CAN_READ_PRIVATE = new Set<Who>(['member', 'owner', 'admin']);
const SEES_MEMBERS = new Set<Who>(['member', 'owner', 'admin']);
const CAN_CHANGE = new Set<Who>(['owner', 'admin']);

let server: TestServer;
const users: Record<string, string> = {};
const tokens: Partial<Record<Who, string>> = {};
interface Fixture {
  id: string;
  nodeId: string;
  slug: string;
  name: string;
  memberMembershipId: string;
  thingId: string;
}
const groups: Record<Visibility, Fixture> = {
  public: {
    id: '',
    nodeId: '',
    slug: '',
    name: 'Matrix public group',
    memberMembershipId: '',
    thingId: '',
  },
  private: {
    id: '',
    nodeId: '',
    slug: '',
    name: 'Matrix private group',
    memberMembershipId: '',
    thingId: '',
  },
};

beforeAll(async () => {
  server = await startTestServer();
  const rows = await server.sql<{ id: string; username: string }>(
    `insert into app_public.users (username, name, is_admin) values
       ('g_owner', 'Olive Owner', false), ('g_member', 'Mo Member', false),
       ('g_stranger', 'Sid Stranger', false), ('g_admin', 'Ada Admin', true),
       ('g_demoted', 'Dee Demoted', false)
     returning id, username`,
  );
  for (const row of rows) users[row.username.slice(2)] = row.id;
  tokens.owner = mintJwt({ role: 'bk_user', userId: users.owner! });
  tokens.member = mintJwt({ role: 'bk_user', userId: users.member! });
  tokens.stranger = mintJwt({ role: 'bk_user', userId: users.stranger! });
  tokens.admin = mintJwt({ role: 'bk_admin', userId: users.admin! });
  tokens.demoted = mintJwt({ role: 'bk_admin', userId: users.demoted! });
  const guest = await server.gql<{ signInAsGuest: { jwtToken: string } }>(
    'mutation { signInAsGuest(input: {}) { jwtToken } }',
  );
  tokens.guest = guest.data!.signInAsGuest.jwtToken;

  for (const visibility of ['public', 'private'] as const) {
    const group = groups[visibility];
    const created = await server.gql<{
      createGroup: { group: { id: string; nodeId: string; slug: string } };
    }>(
      `mutation ($name: String!, $isPublic: Boolean!) {
        createGroup(input: { name: $name, isPublic: $isPublic }) { group { id nodeId slug } }
      }`,
      { name: group.name, isPublic: visibility === 'public' },
      tokens.owner,
    );
    expect(created.errors).toBeUndefined();
    Object.assign(group, created.data!.createGroup.group);
    const [membership] = await server.sql<{ id: string }>(
      `insert into app_public.group_memberships (group_id, user_id) values ($1, $2) returning id`,
      [group.id, users.member],
    );
    group.memberMembershipId = membership!.id;
    // A public thing each group looks after: the share is as visible as the group.
    group.thingId = (
      await insertThing(server, { name: `Bed of the ${visibility} group`, ownerId: users.owner! })
    ).id;
    await server.sql('insert into app_public.thing_groups (thing_id, group_id) values ($1, $2)', [
      group.thingId,
      group.id,
    ]);
  }
});

afterAll(async () => {
  await server?.close();
});

const cases = WHO.flatMap((who) =>
  (['public', 'private'] as const).map((visibility) => ({ who, visibility })),
);
const mayRead = (who: Who, visibility: Visibility) =>
  visibility === 'public' || CAN_READ_PRIVATE.has(who);

describe('reading a group', () => {
  it.each(cases)(
    '$who reads a $visibility group only when allowed',
    async ({ who, visibility }) => {
      const group = groups[visibility];
      const expected = mayRead(who, visibility);
      const result = await server.gql<{
        allGroups: { nodes: Array<{ id: string }> };
        groupById: { name: string; memberCount: number } | null;
        groupBySlug: { name: string } | null;
        group: { name: string } | null;
        node: { name?: string } | null;
        thingById: { groupShares: { nodes: Array<{ groupId: string }> } } | null;
        allThingGroups: { nodes: Array<{ groupId: string }> };
      }>(
        `query ($id: UUID!, $slug: String!, $nodeId: ID!, $thingId: UUID!) {
        allGroups { nodes { id } }
        groupById(id: $id) { name memberCount }
        groupBySlug(slug: $slug) { name }
        group(nodeId: $nodeId) { name }
        node(nodeId: $nodeId) { ... on Group { name } }
        thingById(id: $thingId) { groupShares { nodes { groupId } } }
        allThingGroups { nodes { groupId } }
      }`,
        { id: group.id, slug: group.slug, nodeId: group.nodeId, thingId: group.thingId },
        tokens[who],
      );
      expect(result.errors).toBeUndefined();
      const data = result.data!;
      expect(data.allGroups.nodes.some((node) => node.id === group.id)).toBe(expected);
      expect(data.groupById).toEqual(expected ? { name: group.name, memberCount: 2 } : null);
      expect(data.groupBySlug?.name ?? null).toBe(expected ? group.name : null);
      expect(data.group?.name ?? null).toBe(expected ? group.name : null);
      expect(data.node?.name ?? null).toBe(expected ? group.name : null);
      // What a group looks after is as visible as the group (the things here are public).
      expect(data.thingById!.groupShares.nodes.map((n) => n.groupId)).toEqual(
        expected ? [group.id] : [],
      );
      expect(data.allThingGroups.nodes.some((n) => n.groupId === group.id)).toBe(expected);
    },
  );

  it.each(cases)(
    '$who sees the members of a $visibility group only as a member, and its owners with the group',
    async ({ who, visibility }) => {
      const group = groups[visibility];
      const result = await server.gql<{
        groupById: {
          memberships: { nodes: Array<{ userId: string; isOwner: boolean }> };
          owners: { nodes: Array<{ userId: string | null; username: string; name: string }> };
        } | null;
        allGroupMemberships: { nodes: Array<{ groupId: string }> };
        userById: { groupMemberships: { nodes: Array<{ groupId: string }> } } | null;
      }>(
        `query ($id: UUID!, $owner: UUID!) {
          groupById(id: $id) {
            memberships(orderBy: IS_OWNER_DESC) { nodes { userId isOwner } }
            owners { nodes { userId username name } }
          }
          allGroupMemberships { nodes { groupId } }
          userById(id: $owner) { groupMemberships { nodes { groupId } } }
        }`,
        { id: group.id, owner: users.owner },
        tokens[who],
      );
      expect(result.errors).toBeUndefined();
      const data = result.data!;
      if (!mayRead(who, visibility)) {
        expect(data.groupById).toBeNull();
      } else {
        expect(data.groupById!.memberships.nodes).toEqual(
          SEES_MEMBERS.has(who)
            ? [
                { userId: users.owner, isOwner: true },
                { userId: users.member, isOwner: false },
              ]
            : [],
        );
        // Owners' names for everyone who sees the group; ids only for the signed in.
        expect(data.groupById!.owners.nodes).toEqual([
          {
            userId: SIGNED_IN.has(who) ? users.owner : null,
            username: 'g_owner',
            name: 'Olive Owner',
          },
        ]);
      }
      const reached = [
        ...data.allGroupMemberships.nodes,
        ...(data.userById?.groupMemberships.nodes ?? []),
      ].map((m) => m.groupId);
      expect(reached.includes(group.id)).toBe(SEES_MEMBERS.has(who));
    },
  );
});

async function groupRow(id: string) {
  const [row] = await server.sql<{ name: string; slug: string }>(
    'select name, slug from app_public.groups where id = $1',
    [id],
  );
  return row;
}

describe('changing a group', () => {
  it.each(cases)('$who renames a $visibility group only as owner or admin', async (c) => {
    const group = groups[c.visibility];
    for (const [path, query, variables] of [
      [
        'by id',
        `mutation ($id: UUID!, $name: String!) {
          updateGroupById(input: { id: $id, patch: { name: $name } }) { group { name } }
        }`,
        { id: group.id },
      ],
      [
        'by nodeId',
        `mutation ($nodeId: ID!, $name: String!) {
          updateGroup(input: { nodeId: $nodeId, patch: { name: $name } }) { group { name } }
        }`,
        { nodeId: group.nodeId },
      ],
    ] as const) {
      const name = `${group.name} (${c.who} ${path})`;
      const result = await server.gql<Record<string, { group: { name: string } | null } | null>>(
        query,
        { ...variables, name },
        tokens[c.who],
      );
      if (CAN_CHANGE.has(c.who)) {
        expect(result.errors).toBeUndefined();
        expect((await groupRow(group.id))!.name).toBe(name);
      } else {
        const returned = result.data ? Object.values(result.data)[0]?.group : null;
        expect(returned ?? null).toBeNull();
        expect((await groupRow(group.id))!.name).not.toBe(name);
      }
      // The address stays as it was, whoever renames.
      expect((await groupRow(group.id))!.slug).toBe(group.slug);
    }
    await server.sql('update app_public.groups set name = $2 where id = $1', [
      group.id,
      group.name,
    ]);
  });

  it.each(cases)('$who deletes a $visibility group only as owner or admin', async (c) => {
    const [doomed] = await server.sql<{ id: string }>(
      `insert into app_public.groups (name, is_public) values ($1, $2) returning id`,
      [`Doomed ${c.visibility} for ${c.who}`, c.visibility === 'public'],
    );
    await server.sql(
      `insert into app_public.group_memberships (group_id, user_id, is_owner)
       values ($1, $2, true), ($1, $3, false)`,
      [doomed!.id, users.owner, users.member],
    );
    const result = await server.gql(
      `mutation ($id: UUID!) { deleteGroupById(input: { id: $id }) { group { id } } }`,
      { id: doomed!.id },
      tokens[c.who],
    );
    const exists = (await groupRow(doomed!.id)) !== undefined;
    if (CAN_CHANGE.has(c.who)) {
      expect(result.errors).toBeUndefined();
      expect(exists).toBe(false);
    } else {
      expect(result.errors?.length).toBeGreaterThan(0);
      expect(exists).toBe(true);
    }
  });

  it.each(WHO)('%s cannot create a group or a membership through a table insert', async (who) => {
    for (const query of [
      `mutation { createGroup(input: { group: { name: "Sneaky", slug: "x" } }) { group { id } } }`,
      `mutation ($g: UUID!, $u: UUID!) {
        createGroupMembership(input: { groupMembership: { groupId: $g, userId: $u, isOwner: true } }) {
          groupMembership { id }
        }
      }`,
    ]) {
      const result = await server.gql(
        query,
        { g: groups.private.id, u: users.stranger },
        tokens[who],
      );
      expect(result.errors?.length).toBeGreaterThan(0);
    }
    const rows = await server.sql(
      'select 1 from app_public.group_memberships where group_id = $1 and user_id = $2',
      [groups.private.id, users.stranger],
    );
    expect(rows).toHaveLength(0);
  });
});

describe('changing a membership', () => {
  it.each(cases)(
    '$who makes a member of a $visibility group an owner only as owner or admin',
    async (c) => {
      const group = groups[c.visibility];
      const result = await server.gql(
        `mutation ($id: UUID!) {
        updateGroupMembershipById(input: { id: $id, patch: { isOwner: true } }) {
          groupMembership { isOwner }
        }
      }`,
        { id: group.memberMembershipId },
        tokens[c.who],
      );
      const [row] = await server.sql<{ is_owner: boolean }>(
        'select is_owner from app_public.group_memberships where id = $1',
        [group.memberMembershipId],
      );
      expect(row!.is_owner).toBe(CAN_CHANGE.has(c.who));
      if (!CAN_CHANGE.has(c.who)) {
        const returned = (
          result.data as { updateGroupMembershipById?: { groupMembership: unknown } }
        )?.updateGroupMembershipById?.groupMembership;
        expect(returned ?? null).toBeNull();
      }
      await server.sql('update app_public.group_memberships set is_owner = false where id = $1', [
        group.memberMembershipId,
      ]);
    },
  );

  it.each(cases)(
    '$who removes a member of a $visibility group only as owner, admin or themself',
    async (c) => {
      const group = groups[c.visibility];
      const result = await server.gql(
        `mutation ($id: UUID!) {
        deleteGroupMembershipById(input: { id: $id }) { groupMembership { id } }
      }`,
        { id: group.memberMembershipId },
        tokens[c.who],
      );
      const rows = await server.sql('select 1 from app_public.group_memberships where id = $1', [
        group.memberMembershipId,
      ]);
      const allowed = CAN_CHANGE.has(c.who) || c.who === 'member';
      expect(rows).toHaveLength(allowed ? 0 : 1);
      if (allowed) {
        expect(result.errors).toBeUndefined();
        await server.sql(
          `insert into app_public.group_memberships (id, group_id, user_id) values ($1, $2, $3)`,
          [group.memberMembershipId, group.id, users.member],
        );
      }
    },
  );
});

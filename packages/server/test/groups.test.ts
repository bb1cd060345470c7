// Groups (issue 13, migration 0024) over GraphQL: creating one (slug, validation, the
// creator as owner), joining and leaving, the ownership rules of spec §4, the image
// through newFiles, things shared with a group (its members become collaborators),
// that actions are never recorded on a group, the groups' leaderboard and the demo data.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_GROUPS } from '../src/db/demoGroups.ts';
import { seedDemoData } from '../src/db/seed.ts';
import { insertThing, mintJwt, startTestServer, type TestServer } from './helpers.ts';

let server: TestServer;
const users: Record<string, string> = {};
const tokens: Record<string, string> = {};

const CREATE = `mutation ($name: String, $isPublic: Boolean, $description: String) {
  createGroup(input: { name: $name, isPublic: $isPublic, description: $description }) {
    group { id nodeId name slug description isPublic memberCount canEdit myMembership { isOwner } }
  }
}`;
const CHANGE = `mutation ($groupId: UUID!, $join: Boolean) {
  changeGroupMembership(input: { groupId: $groupId, join: $join }) {
    groupMembership { id userId isOwner }
  }
}`;
const SET_OWNER = `mutation ($id: UUID!, $isOwner: Boolean!) {
  updateGroupMembershipById(input: { id: $id, patch: { isOwner: $isOwner } }) {
    groupMembership { isOwner }
  }
}`;
const REMOVE = `mutation ($id: UUID!) {
  deleteGroupMembershipById(input: { id: $id }) { groupMembership { id } }
}`;

interface Group {
  id: string;
  nodeId: string;
  name: string;
  slug: string;
  description: string | null;
  isPublic: boolean;
  memberCount: number;
  canEdit: boolean;
  myMembership: { isOwner: boolean } | null;
}

beforeAll(async () => {
  server = await startTestServer();
  const rows = await server.sql<{ id: string; username: string }>(
    `insert into app_public.users (username, name, is_admin) values
       ('olive', 'Olive Owner', false), ('mo', 'Mo Member', false),
       ('nia', 'Nia Neighbour', false), ('ada', 'Ada Admin', true)
     returning id, username`,
  );
  for (const row of rows) {
    users[row.username] = row.id;
    tokens[row.username] = mintJwt({
      role: row.username === 'ada' ? 'bk_admin' : 'bk_user',
      userId: row.id,
    });
  }
});

afterAll(async () => {
  await server?.close();
});

async function createGroup(name: string, isPublic = true, token = tokens.olive!): Promise<Group> {
  const result = await server.gql<{ createGroup: { group: Group } }>(
    CREATE,
    { name, isPublic },
    token,
  );
  expect(result.errors).toBeUndefined();
  return result.data!.createGroup.group;
}

async function membershipId(groupId: string, username: string): Promise<string | undefined> {
  const [row] = await server.sql<{ id: string }>(
    'select id from app_public.group_memberships where group_id = $1 and user_id = $2',
    [groupId, users[username]],
  );
  return row?.id;
}

async function join(groupId: string, username: string) {
  return server.gql<{ changeGroupMembership: { groupMembership: { id: string } } }>(
    CHANGE,
    { groupId },
    tokens[username],
  );
}

describe('creating a group', () => {
  it('makes the creator its owner, with an address derived from the name', async () => {
    const result = await server.gql<{ createGroup: { group: Group } }>(
      CREATE,
      { name: '  Friends of Borough Park ', isPublic: true, description: 'Twenty beds.' },
      tokens.olive,
    );
    expect(result.errors).toBeUndefined();
    expect(result.data!.createGroup.group).toMatchObject({
      name: 'Friends of Borough Park',
      slug: 'friends-of-borough-park',
      description: 'Twenty beds.',
      isPublic: true,
      memberCount: 1,
      canEdit: true,
      myMembership: { isOwner: true },
    });
  });

  it('gives a second group of the same name its own address, and keeps it through renames', async () => {
    const second = await createGroup('Friends of Borough Park!', false);
    expect(second.slug).toBe('friends-of-borough-park-2');
    const third = await createGroup('Friends of Borough Park', true, tokens.mo);
    expect(third.slug).toBe('friends-of-borough-park-3');
    const renamed = await server.gql<{ updateGroup: { group: { name: string; slug: string } } }>(
      `mutation ($nodeId: ID!) {
        updateGroup(input: { nodeId: $nodeId, patch: { name: "Borough Park Growers", isPublic: true } }) {
          group { name slug }
        }
      }`,
      { nodeId: second.nodeId },
      tokens.olive,
    );
    expect(renamed.errors).toBeUndefined();
    expect(renamed.data!.updateGroup.group).toEqual({
      name: 'Borough Park Growers',
      slug: 'friends-of-borough-park-2',
    });
  });

  it('keeps addresses clear of the routes and of ids, and handles any script', async () => {
    expect((await createGroup('New')).slug).toBe('new-group');
    expect((await createGroup('Année 5 — Les Abeilles')).slug).toBe('année-5-les-abeilles');
    expect((await createGroup('!!! ???')).slug).toBe('group');
  });

  it('refuses names the thing-name rule refuses, and a missing public flag', async () => {
    for (const [variables, message] of [
      [{ name: 'ab', isPublic: true }, 'Name must be between 3 and 255 characters'],
      [{ name: 'x'.repeat(256), isPublic: true }, 'Name must be between 3 and 255 characters'],
      [{ name: 'Fine name' }, 'Public is required'],
      [{ isPublic: true }, 'Name is required'],
      [
        { name: 'Fine name', isPublic: true, description: 'd'.repeat(2001) },
        'Description must be at most 2000 characters',
      ],
    ] as const) {
      const result = await server.gql(CREATE, variables, tokens.olive);
      expect(result.errors?.[0]?.message).toBe(message);
    }
  });

  it('is for signed-in people only', async () => {
    const guest = await server.gql<{ signInAsGuest: { jwtToken: string } }>(
      'mutation { signInAsGuest(input: {}) { jwtToken } }',
    );
    const result = await server.gql(
      CREATE,
      { name: 'Guests united', isPublic: true },
      guest.data!.signInAsGuest.jwtToken,
    );
    expect(result.errors?.length).toBeGreaterThan(0);
    expect(
      await server.sql(`select 1 from app_public.groups where name = 'Guests united'`),
    ).toEqual([]);
  });
});

describe('joining and leaving', () => {
  it('joins a public group once, and leaves it', async () => {
    const group = await createGroup('Riverside litter pickers');
    const joined = await join(group.id, 'mo');
    expect(joined.errors).toBeUndefined();
    expect(await membershipId(group.id, 'mo')).toBe(
      joined.data!.changeGroupMembership.groupMembership.id,
    );
    const again = await join(group.id, 'mo');
    expect(
      again.errors?.[0]?.extensions?.exception?.errcode ?? again.errors?.[0]?.message,
    ).toBeTruthy();
    expect(again.errors?.[0]?.message).toBe('You are already a member of this group');
    const left = await server.gql(CHANGE, { groupId: group.id, join: false }, tokens.mo);
    expect(left.errors).toBeUndefined();
    expect(await membershipId(group.id, 'mo')).toBeUndefined();
    const notMember = await server.gql(CHANGE, { groupId: group.id, join: false }, tokens.mo);
    expect(notMember.errors?.[0]?.message).toBe('You are not a member of this group');
  });

  it('does not let anyone join a private group without an invitation', async () => {
    const group = await createGroup('Quiet nest box watch', false);
    const result = await join(group.id, 'nia');
    expect(result.errors?.[0]?.message).toBe(
      'That group does not exist, or is joined by invitation only',
    );
    expect(await membershipId(group.id, 'nia')).toBeUndefined();
  });
});

describe('owners (spec §4)', () => {
  it('the only owner cannot leave until ownership is transferred, then can', async () => {
    const group = await createGroup('Castle bee keepers');
    await join(group.id, 'mo');
    const refused = await server.gql(CHANGE, { groupId: group.id, join: false }, tokens.olive);
    expect(refused.errors?.[0]?.message).toBe(
      'Make another member an owner before you leave the group',
    );
    expect(await membershipId(group.id, 'olive')).toBeDefined();
    // Deleting one's own membership directly is leaving too.
    const direct = await server.gql(
      REMOVE,
      { id: await membershipId(group.id, 'olive') },
      tokens.olive,
    );
    expect(direct.errors?.[0]?.message).toBe(
      'Make another member an owner before you leave the group',
    );

    const promoted = await server.gql(
      SET_OWNER,
      { id: await membershipId(group.id, 'mo'), isOwner: true },
      tokens.olive,
    );
    expect(promoted.errors).toBeUndefined();
    const left = await server.gql(CHANGE, { groupId: group.id, join: false }, tokens.olive);
    expect(left.errors).toBeUndefined();
    const [owners] = await server.sql<{ owners: string[] }>(
      `select array_agg(user_id) as owners from app_public.group_memberships
       where group_id = $1 and is_owner`,
      [group.id],
    );
    expect(owners!.owners).toEqual([users.mo]);
  });

  it('always keeps one owner: the last owner cannot give up ownership or be removed', async () => {
    const group = await createGroup('Leechwell hedge layers');
    await join(group.id, 'mo');
    const oliveMembership = await membershipId(group.id, 'olive');
    const unowned = await server.gql(
      SET_OWNER,
      { id: oliveMembership, isOwner: false },
      tokens.olive,
    );
    expect(unowned.errors?.[0]?.message).toBe('A group needs at least one owner');
    // Not even an administrator removes the last owner.
    const removed = await server.gql(REMOVE, { id: oliveMembership }, tokens.ada);
    expect(removed.errors?.[0]?.message).toBe('A group needs at least one owner');
    const [row] = await server.sql<{ is_owner: boolean }>(
      'select is_owner from app_public.group_memberships where id = $1',
      [oliveMembership],
    );
    expect(row!.is_owner).toBe(true);
  });

  it('owners toggle ownership of members and remove them; members do neither', async () => {
    const group = await createGroup('Orchard pruners');
    await join(group.id, 'mo');
    await join(group.id, 'nia');
    const mo = await membershipId(group.id, 'mo');
    const nia = await membershipId(group.id, 'nia');

    // A member cannot make themself or another member an owner, nor remove anyone.
    for (const id of [mo, nia]) {
      const result = await server.gql<{
        updateGroupMembershipById: { groupMembership: unknown } | null;
      }>(SET_OWNER, { id, isOwner: true }, tokens.mo);
      expect(result.data?.updateGroupMembershipById?.groupMembership ?? null).toBeNull();
    }
    const memberRemoves = await server.gql<{ deleteGroupMembershipById: unknown }>(
      REMOVE,
      { id: nia },
      tokens.mo,
    );
    expect(memberRemoves.errors?.length).toBeGreaterThan(0);
    expect(await membershipId(group.id, 'nia')).toBe(nia);

    // The owner makes Mo an owner and back, and removes Nia.
    for (const isOwner of [true, false]) {
      const result = await server.gql<{
        updateGroupMembershipById: { groupMembership: { isOwner: boolean } };
      }>(SET_OWNER, { id: mo, isOwner }, tokens.olive);
      expect(result.data!.updateGroupMembershipById.groupMembership.isOwner).toBe(isOwner);
    }
    const removed = await server.gql(REMOVE, { id: nia }, tokens.olive);
    expect(removed.errors).toBeUndefined();
    expect(await membershipId(group.id, 'nia')).toBeUndefined();
  });

  it('deletes a group with its memberships', async () => {
    const group = await createGroup('Short-lived group');
    await join(group.id, 'mo');
    const result = await server.gql(
      `mutation ($nodeId: ID!) { deleteGroup(input: { nodeId: $nodeId }) { group { id } } }`,
      { nodeId: group.nodeId },
      tokens.olive,
    );
    expect(result.errors).toBeUndefined();
    expect(
      await server.sql('select 1 from app_public.group_memberships where group_id = $1', [
        group.id,
      ]),
    ).toEqual([]);
  });
});

describe('the group image (newFiles type group)', () => {
  async function upload(username: string, sessionId: string): Promise<string> {
    const [row] = await server.sql<{ id: string }>(
      `insert into app_private.uploads (id, session_id, user_id, width, height, bytes)
       values (gen_random_uuid(), $1, $2, 10, 10, 100) returning id`,
      [sessionId, users[username]],
    );
    return row!.id;
  }
  const NEW_FILES = `mutation ($sessionId: String!, $id: UUID!) {
    newFiles(input: { sessionId: $sessionId, type: "group", id: $id }) { movedFiles }
  }`;

  it('attaches an owner’s upload, and refuses a member’s', async () => {
    const group = await createGroup('Photo walkers');
    await join(group.id, 'mo');
    await upload('mo', 'member-session-1');
    const refused = await server.gql(
      NEW_FILES,
      { sessionId: 'member-session-1', id: group.id },
      tokens.mo,
    );
    expect(refused.errors?.[0]?.message).toBe('You cannot change this');

    const uploadId = await upload('olive', 'owner-session-1');
    const moved = await server.gql<{ newFiles: { movedFiles: string[] } }>(
      NEW_FILES,
      { sessionId: 'owner-session-1', id: group.id },
      tokens.olive,
    );
    expect(moved.errors).toBeUndefined();
    expect(moved.data!.newFiles.movedFiles).toEqual([`${uploadId}.webp`]);
    const read = await server.gql<{
      groupById: { hasImage: boolean; image: string; thumbnail: string };
    }>(`query ($id: UUID!) { groupById(id: $id) { hasImage image thumbnail } }`, { id: group.id });
    expect(read.data!.groupById).toEqual({
      hasImage: true,
      image: `/files/${uploadId}.webp`,
      thumbnail: `/files/${uploadId}-thumb.webp`,
    });
  });
});

describe('things a group looks after', () => {
  const SHARE = `mutation ($thingId: UUID!, $groupId: UUID!) {
    shareThingWithGroup(input: { thingId: $thingId, groupId: $groupId }) { thingGroup { id } }
  }`;
  const RECORD = `mutation ($thingId: UUID!, $comments: String!) {
    createAction(input: { action: { thingId: $thingId, type: WATERING, comments: $comments } }) {
      action { id }
    }
  }`;
  const READ = `query ($id: UUID!) { thingById(id: $id) { name canRecordAction } }`;

  it('makes the group’s members collaborators on a private thing, until it is unshared', async () => {
    const group = await createGroup('Seedling swappers', false);
    await server.sql(
      `insert into app_public.group_memberships (group_id, user_id) values ($1, $2)`,
      [group.id, users.mo],
    );
    const thing = await insertThing(server, {
      name: 'Private seed trays',
      ownerId: users.olive!,
      isPublic: false,
    });

    // Before sharing, the member sees nothing and cannot record.
    expect((await server.gql(READ, { id: thing.id }, tokens.mo)).data).toEqual({ thingById: null });

    // Only an owner of the thing shares it, and only with a group they belong to.
    const byMember = await server.gql(SHARE, { thingId: thing.id, groupId: group.id }, tokens.mo);
    expect(byMember.errors?.[0]?.message).toBe(
      'Only the owners of a thing can share it with a group',
    );
    const otherGroup = await createGroup('Not my group', true, tokens.nia);
    const elsewhere = await server.gql(
      SHARE,
      { thingId: thing.id, groupId: otherGroup.id },
      tokens.olive,
    );
    expect(elsewhere.errors?.[0]?.message).toBe(
      'You can share things only with groups you belong to',
    );

    const shared = await server.gql<{ shareThingWithGroup: { thingGroup: { id: string } } }>(
      SHARE,
      { thingId: thing.id, groupId: group.id },
      tokens.olive,
    );
    expect(shared.errors).toBeUndefined();
    const twice = await server.gql(SHARE, { thingId: thing.id, groupId: group.id }, tokens.olive);
    expect(twice.errors?.[0]?.message).toBe('This thing is already shared with that group');

    // The member now sees the private thing and records an action like a collaborator.
    expect((await server.gql(READ, { id: thing.id }, tokens.mo)).data).toEqual({
      thingById: { name: 'Private seed trays', canRecordAction: true },
    });
    const recorded = await server.gql(
      RECORD,
      { thingId: thing.id, comments: 'Group watering' },
      tokens.mo,
    );
    expect(recorded.errors).toBeUndefined();
    // A collaborator does not edit: the thing's settings stay its owners'.
    const rename = await server.gql<{ updateThingById: { thing: unknown } | null }>(
      `mutation ($id: UUID!) { updateThingById(input: { id: $id, patch: { name: "Mine now" } }) { thing { name } } }`,
      { id: thing.id },
      tokens.mo,
    );
    expect(rename.data?.updateThingById?.thing ?? null).toBeNull();

    // Someone outside the group still sees nothing and records nothing.
    expect((await server.gql(READ, { id: thing.id }, tokens.nia)).data).toEqual({
      thingById: null,
    });
    const outsider = await server.gql(
      RECORD,
      { thingId: thing.id, comments: 'Outsider' },
      tokens.nia,
    );
    expect(outsider.errors?.length).toBeGreaterThan(0);

    // Unshared: the member's rights end with it.
    const unshared = await server.gql(
      `mutation ($id: UUID!) { deleteThingGroupById(input: { id: $id }) { thingGroup { id } } }`,
      { id: shared.data!.shareThingWithGroup.thingGroup.id },
      tokens.olive,
    );
    expect(unshared.errors).toBeUndefined();
    expect((await server.gql(READ, { id: thing.id }, tokens.mo)).data).toEqual({ thingById: null });
    const after = await server.gql(RECORD, { thingId: thing.id, comments: 'Too late' }, tokens.mo);
    expect(after.errors?.length).toBeGreaterThan(0);
  });

  it('never records an action on a group, even for an administrator', async () => {
    const group = await createGroup('No actions here');
    const result = await server.gql(
      RECORD,
      { thingId: group.id, comments: 'On a group' },
      tokens.ada,
    );
    expect(result.errors?.length).toBeGreaterThan(0);
    expect(
      await server.sql(`select 1 from app_public.actions where comments = 'On a group'`),
    ).toEqual([]);
  });
});

describe('the groups’ leaderboard', () => {
  it('sums the members’ points over the period, public groups only', async () => {
    const [u1, u2] = await server.sql<{ id: string }>(
      `insert into app_public.users (username, name) values ('score_a', 'Score A'), ('score_b', 'Score B')
       returning id`,
    );
    const thing = await insertThing(server, { name: 'Scoring bed', ownerId: u1!.id });
    // Watering 3 points, upkeep 3, education 5; one of them too old for the week.
    await server.sql(
      `insert into app_public.actions (thing_id, creator_id, type, created_at) values
         ($1, $2, 'WATERING', now() - interval '1 day'),
         ($1, $3, 'EDUCATION', now() - interval '2 days'),
         ($1, $3, 'UPKEEP', now() - interval '20 days')`,
      [thing.id, u1!.id, u2!.id],
    );
    const [pub] = await server.sql<{ id: string }>(
      `insert into app_public.groups (name, is_public) values ('Scoring public', true) returning id`,
    );
    const [priv] = await server.sql<{ id: string }>(
      `insert into app_public.groups (name, is_public) values ('Scoring private', false) returning id`,
    );
    for (const group of [pub!, priv!]) {
      await server.sql(
        `insert into app_public.group_memberships (group_id, user_id, is_owner)
         values ($1, $2, true), ($1, $3, false)`,
        [group.id, u1!.id, u2!.id],
      );
    }
    const read = async (period: string) =>
      (
        await server.gql<{
          groupScores: {
            nodes: Array<{ groupId: string; name: string; points: number; members: number }>;
          };
        }>(
          `query ($period: ScorePeriod!) { groupScores(period: $period) { nodes { groupId name points members } } }`,
          { period },
        )
      ).data!.groupScores.nodes;
    expect(await read('WEEK')).toEqual([
      { groupId: pub!.id, name: 'Scoring public', points: 8, members: 2 },
    ]);
    expect((await read('MONTH')).find((row) => row.groupId === pub!.id)?.points).toBe(11);
  });
});

describe('the demo data', () => {
  it('has two groups, one private, of the demo accounts, looking after seeded things', async () => {
    const demo = await startTestServer();
    try {
      await seedDemoData(demo.db.ownerUrl);
      const rows = await demo.sql<{
        name: string;
        is_public: boolean;
        owners: string[];
        members: string[];
        things: string[];
      }>(
        `select g.name, g.is_public,
           array(select u.username::text from app_public.group_memberships m join app_public.users u on u.id = m.user_id
                 where m.group_id = g.id and m.is_owner order by 1) as owners,
           array(select u.username::text from app_public.group_memberships m join app_public.users u on u.id = m.user_id
                 where m.group_id = g.id and not m.is_owner order by 1) as members,
           array(select t.name from app_public.thing_groups tg join app_public.things t on t.id = tg.thing_id
                 where tg.group_id = g.id order by 1) as things
         from app_public.groups g order by g.name`,
      );
      expect(rows).toEqual(
        [...DEMO_GROUPS]
          .sort((a, b) => a.name.localeCompare(b.name))
          .map((group) => ({
            name: group.name,
            is_public: group.isPublic,
            owners: [...group.owners].sort(),
            members: [...group.members].sort(),
            things: [...group.things].sort(),
          })),
      );
      expect(rows.some((row) => !row.is_public)).toBe(true);
      expect(new Set(rows.flatMap((row) => [...row.owners, ...row.members]))).toEqual(
        new Set(['admin', 'stewardsam', 'organiserolu']),
      );
    } finally {
      await demo.close();
    }
  });
});

// People and the community page (issue 13, migration 0028, decision 0140): what each
// caller may see of a person (no token, guest token, signed-in user, the person, an
// administrator), the searched list, the profile's things, groups and actions, and the
// "near you" lists, over GraphQL; and the SQL rule held to its TypeScript twin.
import {
  canSeePerson,
  canSeePrivateProfile,
  COMMUNITY_NEAR_KM,
  type PersonViewer,
} from '@bloomkeep/schema';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertThing, mintJwt, startTestServer, type TestServer } from './helpers.ts';

let server: TestServer;
const users: Record<string, string> = {};
const tokens: Record<string, string | undefined> = {};
let guestToken: string;
const things: Record<string, string> = {};
const groups: Record<string, string> = {};

// Totnes market square; the test things sit at (-3.684, 50.431), about 0.1 km away.
const TOTNES = { latitude: 50.4319, longitude: -3.684 };
// Exeter: about 33 km from Totnes.
const EXETER = { latitude: 50.7184, longitude: -3.5339 };

const PROFILE = `query ($id: UUID!) {
  userById(id: $id) {
    id name username hasImage lastSignIn notificationDaily
    userBadgesByUserId { totalCount }
    things(first: 10) { nodes { name } }
    groups(first: 10) { nodes { name } }
    recentActions(first: 10) { nodes { type thing { name } } }
  }
}`;
interface Profile {
  id: string;
  name: string;
  username: string;
  lastSignIn: string | null;
  notificationDaily: boolean | null;
  userBadgesByUserId: { totalCount: number };
  things: { nodes: Array<{ name: string }> };
  groups: { nodes: Array<{ name: string }> };
  recentActions: { nodes: Array<{ type: string; thing: { name: string } | null }> };
}
const SEARCH = `query ($search: String, $first: Int, $after: Cursor) {
  searchUsers(search: $search, first: $first, after: $after) {
    nodes { username }
    pageInfo { hasNextPage endCursor }
  }
}`;
const NEAR = `query ($latitude: Float!, $longitude: Float!) {
  groupsNear(latitude: $latitude, longitude: $longitude) { nodes { name } }
  peopleNear(latitude: $latitude, longitude: $longitude) { nodes { username } }
}`;

async function profile(id: string, token?: string) {
  const result = await server.gql<{ userById: Profile | null }>(PROFILE, { id }, token);
  expect(result.errors).toBeUndefined();
  return result.data!.userById;
}
async function searchNames(search: string | null, token?: string) {
  const result = await server.gql<{ searchUsers: { nodes: Array<{ username: string }> } }>(
    SEARCH,
    { search, first: 50 },
    token,
  );
  expect(result.errors).toBeUndefined();
  return result.data!.searchUsers.nodes.map((n) => n.username);
}

beforeAll(async () => {
  server = await startTestServer();
  const rows = await server.sql<{ id: string; username: string }>(
    `insert into app_public.users (username, name, is_admin, last_sign_in, notification_daily) values
       ('olive', 'Olive Owner', false, now(), true), ('mo', 'Mo Member', false, now(), false),
       ('nia', 'Nia Neighbour', false, null, false), ('ada', 'Ada Admin', true, now(), false),
       ('far_away', 'Fay Faraway', false, null, false), ('pat_100', 'Pat Percent', false, null, false)
     returning id, username`,
  );
  for (const row of rows) {
    users[row.username] = row.id;
    tokens[row.username] = mintJwt({
      role: row.username === 'ada' ? 'bk_admin' : 'bk_user',
      userId: row.id,
    });
  }
  const guest = await server.gql<{ signInAsGuest: { jwtToken: string } }>(
    'mutation { signInAsGuest(input: {}) { jwtToken } }',
  );
  guestToken = guest.data!.signInAsGuest.jwtToken;

  // Olive owns a public bench (Mo collaborates) and a private hedge; Fay's bed is in Exeter.
  things.bench = (
    await insertThing(server, {
      name: 'Market bench',
      ownerId: users.olive!,
      collaboratorIds: [users.mo!],
    })
  ).id;
  things.hedge = (
    await insertThing(server, {
      name: 'Secret hedge',
      ownerId: users.olive!,
      isPublic: false,
    })
  ).id;
  things.exeter = (await insertThing(server, { name: 'Exeter bed', ownerId: users.far_away! })).id;
  await server.sql(`update app_public.things set location = point($2, $3) where id = $1`, [
    things.exeter,
    EXETER.longitude,
    EXETER.latitude,
  ]);
  await server.sql(
    `insert into app_public.actions (thing_id, type, creator_id, comments) values
       ($1, 'WATERING', $3, 'public watering'), ($2, 'UPKEEP', $3, 'private upkeep')`,
    [things.bench, things.hedge, users.olive],
  );
  await server.sql(
    `insert into app_public.user_badges (user_id, badge_type_id)
     select $1, id from app_public.badge_types order by level limit 1`,
    [users.olive],
  );

  // A public group that looks after the bench, and a private one Olive and Nia share.
  const made = await server.sql<{ id: string; name: string }>(
    `insert into app_public.groups (name, slug, is_public) values
       ('Bench friends', 'bench-friends', true), ('Quiet circle', 'quiet-circle', false)
     returning id, name`,
  );
  for (const row of made) groups[row.name] = row.id;
  await server.sql(
    `insert into app_public.group_memberships (group_id, user_id, is_owner) values
       ($1, $3, true), ($2, $3, true), ($2, $4, false)`,
    [groups['Bench friends'], groups['Quiet circle'], users.olive, users.nia],
  );
  await server.sql(`insert into app_public.thing_groups (thing_id, group_id) values ($1, $2)`, [
    things.bench,
    groups['Bench friends'],
  ]);
});

afterAll(async () => {
  await server?.close();
});

describe('who sees a person', () => {
  it('shows no one to a caller without a token or with a guest token', async () => {
    for (const token of [undefined, guestToken]) {
      expect(await profile(users.olive!, token)).toBeNull();
      expect(await searchNames(null, token)).toEqual([]);
    }
  });

  it('shows a signed-in user the public profile, without the private fields', async () => {
    const olive = await profile(users.olive!, tokens.nia);
    expect(olive).toMatchObject({
      name: 'Olive Owner',
      username: 'olive',
      lastSignIn: null,
      notificationDaily: null,
    });
    // The badge given above and the first watering's.
    expect(olive!.userBadgesByUserId.totalCount).toBeGreaterThan(0);
    // The public bench, not the private hedge Nia does not look after.
    expect(olive!.things.nodes).toEqual([{ name: 'Market bench' }]);
    // The public group, and the private one only because Nia belongs to it too.
    expect(olive!.groups.nodes).toEqual([{ name: 'Bench friends' }, { name: 'Quiet circle' }]);
    expect(olive!.recentActions.nodes).toEqual([
      { type: 'WATERING', thing: { name: 'Market bench' } },
    ]);
  });

  it('hides private groups and things the viewer does not share', async () => {
    const olive = await profile(users.olive!, tokens.mo);
    expect(olive!.groups.nodes).toEqual([{ name: 'Bench friends' }]);
    expect(olive!.things.nodes).toEqual([{ name: 'Market bench' }]);
  });

  it('shows the person and administrators everything', async () => {
    for (const token of [tokens.olive, tokens.ada]) {
      const olive = await profile(users.olive!, token);
      expect(olive!.lastSignIn).not.toBeNull();
      expect(olive!.notificationDaily).toBe(true);
      expect(olive!.things.nodes).toEqual([{ name: 'Market bench' }, { name: 'Secret hedge' }]);
      expect(olive!.groups.nodes).toEqual([{ name: 'Bench friends' }, { name: 'Quiet circle' }]);
      expect(olive!.recentActions.nodes.map((a) => a.type).sort()).toEqual(['UPKEEP', 'WATERING']);
    }
  });

  it('answers a missing id exactly as a hidden one', async () => {
    const missing = '00000000-0000-4000-8000-000000000000';
    const hidden = await server.gql(PROFILE, { id: users.olive }, guestToken);
    const absent = await server.gql(PROFILE, { id: missing }, guestToken);
    expect(hidden).toEqual(absent);
    expect(await profile(missing, tokens.nia)).toBeNull();
  });

  it('never gives e-mail addresses to other users', async () => {
    await server.sql(
      `insert into app_public.user_emails (user_id, email, is_verified) values ($1, 'olive@example.com', true)`,
      [users.olive],
    );
    const result = await server.gql<{ allUserEmails: { nodes: Array<{ email: string }> } }>(
      '{ allUserEmails { nodes { email } } }',
      {},
      tokens.nia,
    );
    expect(result.data!.allUserEmails.nodes).toEqual([]);
  });
});

describe('searchUsers', () => {
  it('lists people by name and matches names and usernames anywhere, case-insensitively', async () => {
    expect(await searchNames(null, tokens.nia)).toEqual([
      'ada',
      'far_away',
      'mo',
      'nia',
      'olive',
      'pat_100',
    ]);
    expect(await searchNames('OWNER', tokens.nia)).toEqual(['olive']);
    expect(await searchNames('  mo ', tokens.nia)).toEqual(['mo']);
  });

  it('treats % and _ as letters, not wildcards', async () => {
    expect(await searchNames('%', tokens.nia)).toEqual([]);
    expect(await searchNames('_1', tokens.nia)).toEqual(['pat_100']);
  });

  it('pages with cursors', async () => {
    const first = await server.gql<{
      searchUsers: { nodes: Array<{ username: string }>; pageInfo: { endCursor: string } };
    }>(SEARCH, { first: 2 }, tokens.nia);
    expect(first.data!.searchUsers.nodes.map((n) => n.username)).toEqual(['ada', 'far_away']);
    const next = await server.gql<{ searchUsers: { nodes: Array<{ username: string }> } }>(
      SEARCH,
      { first: 2, after: first.data!.searchUsers.pageInfo.endCursor },
      tokens.nia,
    );
    expect(next.data!.searchUsers.nodes.map((n) => n.username)).toEqual(['mo', 'nia']);
  });
});

describe('near you', () => {
  it('finds groups by the things they look after and people by the public things they look after', async () => {
    const near = await server.gql<{
      groupsNear: { nodes: Array<{ name: string }> };
      peopleNear: { nodes: Array<{ username: string }> };
    }>(NEAR, TOTNES, tokens.nia);
    expect(near.data!.groupsNear.nodes).toEqual([{ name: 'Bench friends' }]);
    // Olive and Mo look after the bench; Fay's bed is 33 km away.
    expect(near.data!.peopleNear.nodes).toEqual([{ username: 'mo' }, { username: 'olive' }]);
  });

  it('does not place anyone by a private thing', async () => {
    await server.sql(`update app_public.things set is_public = false where id = $1`, [
      things.bench,
    ]);
    try {
      const near = await server.gql<{ peopleNear: { nodes: unknown[] } }>(NEAR, TOTNES, tokens.ada);
      expect(near.data!.peopleNear.nodes).toEqual([]);
    } finally {
      await server.sql(`update app_public.things set is_public = true where id = $1`, [
        things.bench,
      ]);
    }
  });

  it('leaves the caller out and shows guests groups but no people', async () => {
    const mine = await server.gql<{ peopleNear: { nodes: Array<{ username: string }> } }>(
      NEAR,
      TOTNES,
      tokens.olive,
    );
    expect(mine.data!.peopleNear.nodes).toEqual([{ username: 'mo' }]);
    const guest = await server.gql<{
      groupsNear: { nodes: Array<{ name: string }> };
      peopleNear: { nodes: unknown[] };
    }>(NEAR, TOTNES, guestToken);
    expect(guest.data!.groupsNear.nodes).toEqual([{ name: 'Bench friends' }]);
    expect(guest.data!.peopleNear.nodes).toEqual([]);
  });

  it('finds Exeter from Exeter only', async () => {
    const near = await server.gql<{ peopleNear: { nodes: Array<{ username: string }> } }>(
      NEAR,
      EXETER,
      tokens.nia,
    );
    expect(near.data!.peopleNear.nodes).toEqual([{ username: 'far_away' }]);
  });
});

describe('the rule and its TypeScript twin', () => {
  // Each viewer as the API would set it up: the database role and the JWT claim.
  const viewers: Array<[string, 'bk_anonymous' | 'bk_user' | 'bk_admin', () => PersonViewer]> = [
    ['no one signed in', 'bk_anonymous', () => ({ userId: null, isAdmin: false })],
    ['a signed-in user', 'bk_user', () => ({ userId: users.nia!, isAdmin: false })],
    ['the person', 'bk_user', () => ({ userId: users.olive!, isAdmin: false })],
    ['an administrator', 'bk_admin', () => ({ userId: users.ada!, isAdmin: true })],
  ];

  it.each(viewers)('agrees for %s', async (_label, role, viewer) => {
    const client = new pg.Client({ connectionString: server.db.ownerUrl });
    await client.connect();
    try {
      await client.query('begin');
      await client.query(`select set_config('jwt.claims.user_id', $1, true)`, [
        viewer().userId ?? '',
      ]);
      await client.query(`set local role ${role}`);
      const { rows } = await client.query<{ see: boolean; private: boolean; km: number }>(
        `select app_hidden.can_see_person($1) as see,
                app_hidden.can_see_private_profile($1) as private,
                app_hidden.community_near_km() as km`,
        [users.olive],
      );
      await client.query('rollback');
      expect(rows[0]).toEqual({
        see: canSeePerson(viewer()),
        private: canSeePrivateProfile(viewer(), users.olive!),
        km: COMMUNITY_NEAR_KM,
      });
    } finally {
      await client.end();
    }
  });
});

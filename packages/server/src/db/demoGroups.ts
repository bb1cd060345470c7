// Demo groups (issue 13, "Demo data"): one public group and one private group, with the
// three demo accounts as owners and members, and things the groups look after, so that
// /groups, a group's page and the groups' leaderboard have something to show after
// `pnpm start`. The private group has a pending invitation (migration 0026), so that its
// settings show one; its code is random and hashed, known to nobody.
import type pg from 'pg';

export interface DemoGroup {
  name: string;
  description: string;
  isPublic: boolean;
  /** Demo usernames; the first owner is the group's creator. */
  owners: readonly string[];
  members: readonly string[];
  /** Seeded things (by name, from DEMO_THINGS) shared with the group. */
  things: readonly string[];
  /** Addresses with a pending invitation to the group (from its first owner). */
  invited?: readonly string[];
}

export const DEMO_GROUPS: readonly DemoGroup[] = [
  {
    name: 'Friends of Vire Island',
    description:
      'Saturday volunteers who keep the island planters and the riverside beds in bloom. Everyone welcome.',
    isPublic: true,
    owners: ['organiserolu'],
    members: ['stewardsam', 'admin'],
    things: ['Vire Island planter', 'Castle Street bee cafe'],
  },
  {
    name: 'Leechwell nest box watch',
    description: 'Checks the nest boxes during the breeding season. Private while the birds nest.',
    isPublic: false,
    owners: ['stewardsam'],
    members: ['organiserolu'],
    things: ['Leechwell Lane nest box hedge'],
    invited: ['neighbour@example.org'],
  },
];

/**
 * Insert the demo groups (as the database owner, inside the seed's transaction). Users and
 * things are looked up by username and name; the seed fails loudly if one is missing.
 */
export async function seedDemoGroups(
  client: pg.ClientBase,
  userIds: ReadonlyMap<string, string>,
  thingIds: ReadonlyMap<string, string>,
): Promise<void> {
  const need = (map: ReadonlyMap<string, string>, key: string) => {
    const id = map.get(key);
    if (!id) throw new Error(`Demo groups: no seeded ${key}`);
    return id;
  };
  for (const group of DEMO_GROUPS) {
    const { rows } = await client.query<{ id: string }>(
      `insert into app_public.groups (name, description, is_public, created_at)
       values ($1, $2, $3, now() - interval '90 days') returning id`,
      [group.name, group.description, group.isPublic],
    );
    const groupId = rows[0]!.id;
    for (const [usernames, isOwner] of [
      [group.owners, true],
      [group.members, false],
    ] as const) {
      for (const username of usernames) {
        await client.query(
          `insert into app_public.group_memberships (group_id, user_id, is_owner) values ($1, $2, $3)`,
          [groupId, need(userIds, username), isOwner],
        );
      }
    }
    for (const thing of group.things) {
      await client.query(
        'insert into app_public.thing_groups (thing_id, group_id) values ($1, $2)',
        [need(thingIds, thing), groupId],
      );
    }
    for (const email of group.invited ?? []) {
      // No mail job: nobody is meant to accept it, and the code is never printed.
      await client.query(
        `with invitation as (
           insert into app_public.invitations (group_id, email, inviter_id, created_at, expires_at)
           values ($1, $2, $3, now() - interval '1 day', now() + interval '6 days') returning id
         )
         insert into app_private.invitation_secrets (invitation_id, code_hash)
         select id, app_private.token_hash(encode(public.gen_random_bytes(32), 'hex')) from invitation`,
        [groupId, email, need(userIds, group.owners[0]!)],
      );
    }
  }
}

// The audit log records every change an administrator makes through the API (issue 13,
// migration 0030, decision 0137 "Update"): for each table 0030 audits, an administrator's
// write leaves an entry that administrators read and other users do not, the same write by
// a user leaves none, deletions that follow from a deletion are not logged one by one, and
// no entry carries a secret. test/admin-dashboard.test.ts covers 0025's accounts, things,
// devices and mail retries.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertThing, mintJwt, startTestServer, type TestServer } from './helpers.ts';

let server: TestServer;
const ids: Record<string, string> = {};
const tokens: Record<string, string> = {};

type Entry = {
  action: string;
  targetType: string;
  targetId: string;
  actorUsername: string;
  details: Record<string, unknown>;
};

beforeAll(async () => {
  server = await startTestServer();
  const rows = await server.sql<{ id: string; username: string }>(
    `insert into app_public.users (username, name, is_admin) values
       ('ada_admin', 'Ada Admin', true), ('olga_owner', 'Olga Owner', false),
       ('una_user', 'Una User', false)
     returning id, username`,
  );
  for (const row of rows) ids[row.username] = row.id;
  tokens.admin = mintJwt({ role: 'bk_admin', userId: ids.ada_admin! });
  tokens.owner = mintJwt({ role: 'bk_user', userId: ids.olga_owner! });
  tokens.user = mintJwt({ role: 'bk_user', userId: ids.una_user! });
}, 60_000);

afterAll(async () => {
  await server?.close();
});

/** Runs an operation that must succeed. */
async function run<T = Record<string, unknown>>(
  token: string,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<T> {
  const result = await server.gql<T>(query, variables, token);
  expect(result.errors).toBeUndefined();
  return result.data!;
}

const LOG = `query ($targetId: String!) {
  allAuditLogEntries(condition: { targetId: $targetId }, orderBy: ID_ASC) {
    totalCount nodes { action targetType targetId actorUsername details }
  }
}`;

/**
 * The entries about one target, as an administrator reads them; and checks that the
 * owner and another user, who may select the table, read none of them.
 */
async function logFor(targetId: string): Promise<Entry[]> {
  for (const token of [tokens.owner!, tokens.user!]) {
    const hidden = await run<{ allAuditLogEntries: { totalCount: number } }>(token, LOG, {
      targetId,
    });
    expect(hidden.allAuditLogEntries.totalCount).toBe(0);
  }
  const { allAuditLogEntries } = await run<{ allAuditLogEntries: { nodes: Entry[] } }>(
    tokens.admin!,
    LOG,
    { targetId },
  );
  return allAuditLogEntries.nodes;
}

/** What administrators (and only they) read about a target: action and details. */
async function actionsFor(targetId: string) {
  return (await logFor(targetId)).map(({ action, details }) => ({ action, details }));
}

async function createGroup(token: string, name: string, isPublic = true): Promise<string> {
  const data = await run<{ createGroup: { group: { id: string } } }>(
    token,
    `mutation ($name: String!, $isPublic: Boolean!) {
      createGroup(input: { name: $name, isPublic: $isPublic }) { group { id } } }`,
    { name, isPublic },
  );
  return data.createGroup.group.id;
}

async function membershipId(groupId: string, userId: string): Promise<string> {
  const [row] = await server.sql<{ id: string }>(
    'select id from app_public.group_memberships where group_id = $1 and user_id = $2',
    [groupId, userId],
  );
  return row!.id;
}

async function accessId(thingId: string, userId: string): Promise<string> {
  const [row] = await server.sql<{ id: string }>(
    'select id from app_public.thing_accesses where thing_id = $1 and user_id = $2',
    [thingId, userId],
  );
  return row!.id;
}

const UPDATE_GROUP = `mutation ($id: UUID!, $name: String!) {
  updateGroupById(input: { id: $id, patch: { name: $name } }) { group { id } } }`;
const DELETE_GROUP = `mutation ($id: UUID!) { deleteGroupById(input: { id: $id }) { group { id } } }`;
const JOIN = `mutation ($groupId: UUID!) {
  changeGroupMembership(input: { groupId: $groupId }) { groupMembership { id } } }`;
const SET_GROUP_OWNER = `mutation ($id: UUID!) {
  updateGroupMembershipById(input: { id: $id, patch: { isOwner: true } }) { groupMembership { id } } }`;
const REMOVE_MEMBER = `mutation ($id: UUID!) {
  deleteGroupMembershipById(input: { id: $id }) { groupMembership { id } } }`;

describe('groups', () => {
  it('logs what an administrator creates, changes and deletes, and no user’s', async () => {
    const mine = await createGroup(tokens.admin!, 'Admin’s allotment');
    const olgas = await createGroup(tokens.owner!, 'Olga’s orchard');
    await run(tokens.admin!, UPDATE_GROUP, { id: olgas, name: 'Olga’s old orchard' });
    await run(tokens.owner!, UPDATE_GROUP, { id: olgas, name: 'Olga’s orchard again' });
    await run(tokens.user!, JOIN, { groupId: olgas });
    await run(tokens.admin!, DELETE_GROUP, { id: olgas });

    // Creating a group makes its creator the owner: that membership is logged too.
    expect(await actionsFor(mine)).toEqual([
      { action: 'CREATE_GROUP', details: { name: 'Admin’s allotment' } },
    ]);
    const [created] = await logFor(await membershipId(mine, ids.ada_admin!));
    expect(created).toMatchObject({
      action: 'CREATE_GROUP_MEMBERSHIP',
      targetType: 'group_membership',
      actorUsername: 'ada_admin',
      details: {
        groupId: mine,
        group: 'Admin’s allotment',
        userId: ids.ada_admin,
        user: 'ada_admin',
        isOwner: true,
      },
    });
    // The owner's creation and rename are not admin actions; the deletion took Olga's and
    // Una's memberships with it, which are not logged one by one.
    expect(await logFor(olgas)).toEqual([
      {
        action: 'UPDATE_GROUP',
        targetType: 'group',
        targetId: olgas,
        actorUsername: 'ada_admin',
        details: { name: 'Olga’s old orchard', changed: ['name'] },
      },
      {
        action: 'DELETE_GROUP',
        targetType: 'group',
        targetId: olgas,
        actorUsername: 'ada_admin',
        details: { name: 'Olga’s orchard again' },
      },
    ]);
    const cascaded = await server.sql(
      `select 1 from app_public.audit_log_entries
       where target_type = 'group_membership' and details ->> 'groupId' = $1`,
      [olgas],
    );
    expect(cascaded).toEqual([]);
  });
});

describe('group memberships', () => {
  it('logs an administrator joining, appointing an owner and removing a member', async () => {
    const group = await createGroup(tokens.owner!, 'Private pond', false);
    // A private group is joined by invitation; an administrator may join it anyway.
    await run(tokens.admin!, JOIN, { groupId: group });
    const [invited] = await server.sql<{ id: string }>(
      `insert into app_public.group_memberships (group_id, user_id) values ($1, $2) returning id`,
      [group, ids.una_user],
    );
    await run(tokens.admin!, SET_GROUP_OWNER, { id: invited!.id });
    await run(tokens.admin!, REMOVE_MEMBER, { id: invited!.id });

    expect(await actionsFor(await membershipId(group, ids.ada_admin!))).toEqual([
      {
        action: 'CREATE_GROUP_MEMBERSHIP',
        details: {
          groupId: group,
          group: 'Private pond',
          userId: ids.ada_admin,
          user: 'ada_admin',
          isOwner: false,
        },
      },
    ]);
    const about = { groupId: group, group: 'Private pond', userId: ids.una_user, user: 'una_user' };
    expect(await actionsFor(invited!.id)).toEqual([
      {
        action: 'UPDATE_GROUP_MEMBERSHIP',
        details: { ...about, isOwner: true, changed: ['is_owner'] },
      },
      { action: 'DELETE_GROUP_MEMBERSHIP', details: { ...about, isOwner: true } },
    ]);
  });

  it('logs nothing when members and owners do the same', async () => {
    const group = await createGroup(tokens.owner!, 'Public pond');
    await run(tokens.user!, JOIN, { groupId: group });
    const una = await membershipId(group, ids.una_user!);
    await run(tokens.owner!, SET_GROUP_OWNER, { id: una });
    await run(tokens.owner!, REMOVE_MEMBER, { id: await membershipId(group, ids.olga_owner!) });
    expect(await logFor(una)).toEqual([]);
    expect(await logFor(group)).toEqual([]);
  });
});

const SHARE = `mutation ($thingId: UUID!, $groupId: UUID!) {
  shareThingWithGroup(input: { thingId: $thingId, groupId: $groupId }) { thingGroup { id } } }`;
const UNSHARE = `mutation ($id: UUID!) { deleteThingGroupById(input: { id: $id }) { thingGroup { id } } }`;

describe('things shared with groups', () => {
  it('logs an administrator sharing someone’s thing and ending the share, and no owner’s', async () => {
    const { id: thingId } = await insertThing(server, {
      name: 'Shared planter',
      ownerId: ids.olga_owner!,
    });
    const group = await createGroup(tokens.owner!, 'Planter people');
    const byAdmin = await run<{ shareThingWithGroup: { thingGroup: { id: string } } }>(
      tokens.admin!,
      SHARE,
      { thingId, groupId: group },
    );
    const share = byAdmin.shareThingWithGroup.thingGroup.id;
    await run(tokens.admin!, UNSHARE, { id: share });
    const byOwner = await run<{ shareThingWithGroup: { thingGroup: { id: string } } }>(
      tokens.owner!,
      SHARE,
      { thingId, groupId: group },
    );
    await run(tokens.owner!, UNSHARE, { id: byOwner.shareThingWithGroup.thingGroup.id });

    const about = { thingId, thing: 'Shared planter', groupId: group, group: 'Planter people' };
    expect(await logFor(share)).toEqual([
      {
        action: 'CREATE_THING_GROUP',
        targetType: 'thing_group',
        targetId: share,
        actorUsername: 'ada_admin',
        details: about,
      },
      {
        action: 'DELETE_THING_GROUP',
        targetType: 'thing_group',
        targetId: share,
        actorUsername: 'ada_admin',
        details: about,
      },
    ]);
    expect(await logFor(byOwner.shareThingWithGroup.thingGroup.id)).toEqual([]);
  });
});

const INVITE = `mutation ($email: String!, $thingId: UUID!) {
  inviteToThing(input: { email: $email, thingId: $thingId }) { invitation { id } } }`;
const RESEND = `mutation ($id: UUID!) {
  resendInvitation(input: { invitationId: $id }) { invitation { id } } }`;
const DELETE_INVITATION = `mutation ($id: UUID!) {
  deleteInvitationById(input: { id: $id }) { invitation { id } } }`;

describe('invitations', () => {
  it('logs an administrator inviting, resending and removing, without the code', async () => {
    const { id: thingId } = await insertThing(server, {
      name: 'Invited meadow',
      ownerId: ids.olga_owner!,
    });
    const invite = async (token: string, email: string) =>
      (
        await run<{ inviteToThing: { invitation: { id: string } } }>(token, INVITE, {
          email,
          thingId,
        })
      ).inviteToThing.invitation.id;
    const byAdmin = await invite(tokens.admin!, 'friend@example.org');
    await run(tokens.admin!, RESEND, { id: byAdmin });
    // Inviting a pending address again resends its invitation.
    await invite(tokens.admin!, 'friend@example.org');
    await run(tokens.admin!, DELETE_INVITATION, { id: byAdmin });
    const byOwner = await invite(tokens.owner!, 'neighbour@example.org');
    await run(tokens.owner!, RESEND, { id: byOwner });
    await run(tokens.owner!, DELETE_INVITATION, { id: byOwner });

    const about = { thingId, thing: 'Invited meadow', email: 'friend@example.org' };
    const entries = await logFor(byAdmin);
    expect(entries.map(({ action, details }) => ({ action, details }))).toEqual([
      { action: 'CREATE_INVITATION', details: about },
      { action: 'RESEND_INVITATION', details: about },
      { action: 'RESEND_INVITATION', details: about },
      { action: 'DELETE_INVITATION', details: about },
    ]);
    expect(new Set(entries.map((entry) => entry.targetType))).toEqual(new Set(['invitation']));
    const codes = await server.sql<{ code: string }>(
      `select j.payload ->> 'code' as code from graphile_worker._private_jobs j
       where j.payload ->> 'invitationId' = $1`,
      [byAdmin],
    );
    expect(codes).toHaveLength(3);
    const [logged] = await server.sql<{ text: string }>(
      'select coalesce(string_agg(details::text, ' +
        "' '), '') as text " +
        'from app_public.audit_log_entries',
    );
    for (const { code } of codes) expect(logged!.text).not.toContain(code);
    expect(await logFor(byOwner)).toEqual([]);
  });
});

const COLLABORATE = `mutation ($thingId: UUID!) {
  collaborate(input: { thingId: $thingId }) { thingAccess { id } } }`;
const SET_THING_OWNER = `mutation ($id: UUID!) {
  updateThingAccessById(input: { id: $id, patch: { isOwner: true } }) { thingAccess { id } } }`;
const REMOVE_ACCESS = `mutation ($id: UUID!) {
  deleteThingAccessById(input: { id: $id }) { thingAccess { id } } }`;

describe('thing accesses', () => {
  it('logs an administrator collaborating, appointing an owner and removing an access', async () => {
    const { id: thingId } = await insertThing(server, {
      name: 'Busy bench',
      ownerId: ids.olga_owner!,
      collaboratorIds: [ids.una_user!],
    });
    const mine = await run<{ collaborate: { thingAccess: { id: string } } }>(
      tokens.admin!,
      COLLABORATE,
      { thingId },
    );
    const una = await accessId(thingId, ids.una_user!);
    await run(tokens.admin!, SET_THING_OWNER, { id: una });
    await run(tokens.admin!, REMOVE_ACCESS, { id: una });

    expect(await actionsFor(mine.collaborate.thingAccess.id)).toEqual([
      {
        action: 'CREATE_THING_ACCESS',
        details: {
          thingId,
          thing: 'Busy bench',
          userId: ids.ada_admin,
          user: 'ada_admin',
          isOwner: false,
          isCollaborator: true,
        },
      },
    ]);
    const about = { thingId, thing: 'Busy bench', userId: ids.una_user, user: 'una_user' };
    expect(await actionsFor(una)).toEqual([
      {
        action: 'UPDATE_THING_ACCESS',
        details: { ...about, isOwner: true, isCollaborator: true, changed: ['is_owner'] },
      },
      {
        action: 'DELETE_THING_ACCESS',
        details: { ...about, isOwner: true, isCollaborator: true },
      },
    ]);
  });

  it('logs nothing when owners and collaborators do the same', async () => {
    const { id: thingId } = await insertThing(server, {
      name: 'Quiet bench',
      ownerId: ids.olga_owner!,
    });
    const joined = await run<{ collaborate: { thingAccess: { id: string } } }>(
      tokens.user!,
      COLLABORATE,
      { thingId },
    );
    const una = joined.collaborate.thingAccess.id;
    await run(tokens.owner!, SET_THING_OWNER, { id: una });
    await run(tokens.owner!, REMOVE_ACCESS, { id: await accessId(thingId, ids.olga_owner!) });
    expect(await logFor(una)).toEqual([]);
  });
});

const CREATE_DEVICE = `mutation ($deviceId: String!, $name: String!) {
  createDevice(input: { model: LSE01, name: $name, isPublic: true, x: -3.68, y: 50.43,
    deviceId: $deviceId }) { device { id } } }`;

describe('device accesses', () => {
  it('logs the access an administrator gets by adding a device, and no user’s', async () => {
    const byAdmin = await run<{ createDevice: { device: { id: string } } }>(
      tokens.admin!,
      CREATE_DEVICE,
      { deviceId: 'eui-a0000000000000c1', name: 'Admin probe' },
    );
    const byUser = await run<{ createDevice: { device: { id: string } } }>(
      tokens.user!,
      CREATE_DEVICE,
      { deviceId: 'eui-a0000000000000c2', name: 'Una’s probe' },
    );
    const access = async (deviceId: string) =>
      (
        await server.sql<{ id: string }>(
          'select id from app_public.device_accesses where device_id = $1',
          [deviceId],
        )
      )[0]!.id;
    const adminAccess = await access(byAdmin.createDevice.device.id);
    expect(await actionsFor(adminAccess)).toEqual([
      {
        action: 'CREATE_DEVICE_ACCESS',
        details: {
          deviceId: byAdmin.createDevice.device.id,
          device: 'Admin probe',
          userId: ids.ada_admin,
          user: 'ada_admin',
          isOwner: true,
        },
      },
    ]);
    const unaAccess = await access(byUser.createDevice.device.id);
    expect(await logFor(unaAccess)).toEqual([]);

    // An administrator deleting Una's device: one entry, not one per access.
    await run(
      tokens.admin!,
      'mutation ($id: UUID!) { deleteDeviceById(input: { id: $id }) { device { id } } }',
      { id: byUser.createDevice.device.id },
    );
    expect(await actionsFor(byUser.createDevice.device.id)).toEqual([
      { action: 'DELETE_DEVICE', details: { name: 'Una’s probe' } },
    ]);
    expect(await logFor(unaAccess)).toEqual([]);
  });
});

const DELETE_ACTION = `mutation ($id: UUID!) { deleteActionById(input: { id: $id }) { action { id } } }`;

describe('actions', () => {
  async function recordAction(token: string, thingId: string, comments: string): Promise<string> {
    const data = await run<{ createAction: { action: { id: string } } }>(
      token,
      `mutation ($thingId: UUID!, $comments: String!) {
        createAction(input: { action: { thingId: $thingId, type: UPKEEP, comments: $comments } }) {
          action { id } } }`,
      { thingId, comments },
    );
    return data.createAction.action.id;
  }

  it('logs an administrator removing or adding a photo to someone’s action, not their own', async () => {
    const { id: thingId } = await insertThing(server, {
      name: 'Weeded bed',
      ownerId: ids.olga_owner!,
      collaboratorIds: [ids.ada_admin!, ids.una_user!],
    });
    const unas = await recordAction(tokens.user!, thingId, 'Pulled the bindweed');
    const olgas = await recordAction(tokens.owner!, thingId, 'Deadheaded');
    const admins = await recordAction(tokens.admin!, thingId, 'Swept up');
    const own = await recordAction(tokens.user!, thingId, 'Oops, twice');

    // newFiles lets an administrator attach a photo to anyone's action.
    await server.sql(
      `insert into app_private.uploads (id, session_id, user_id, width, height, bytes)
       values (gen_random_uuid(), 'admin-photo-1', $1, 10, 10, 100)`,
      [ids.ada_admin],
    );
    await run(
      tokens.admin!,
      `mutation ($id: UUID!) {
        newFiles(input: { sessionId: "admin-photo-1", type: "action", id: $id }) { movedFiles } }`,
      { id: olgas },
    );
    await run(tokens.admin!, DELETE_ACTION, { id: unas });
    await run(
      tokens.admin!,
      `mutation ($id: UUID!) {
        updateActionById(input: { id: $id, patch: { comments: "Swept up the leaves" } }) {
          action { id } } }`,
      { id: admins },
    );
    await run(tokens.admin!, DELETE_ACTION, { id: admins });
    await run(tokens.user!, DELETE_ACTION, { id: own });

    const about = { thingId, thing: 'Weeded bed', type: 'UPKEEP' };
    expect(await actionsFor(olgas)).toEqual([
      {
        action: 'UPDATE_ACTION',
        details: {
          ...about,
          creatorId: ids.olga_owner,
          creator: 'olga_owner',
          changed: ['has_image', 'image'],
        },
      },
    ]);
    expect(await actionsFor(unas)).toEqual([
      {
        action: 'DELETE_ACTION',
        details: { ...about, creatorId: ids.una_user, creator: 'una_user' },
      },
    ]);
    expect(await logFor(admins)).toEqual([]);
    expect(await logFor(own)).toEqual([]);
  });
});

const CREATE_GATEWAY = `mutation {
  createGateway(input: { name: "Church tower", x: -3.68, y: 50.43, gatewayId: "church-tower",
    eui: "a84041ffff1f2b3c" }) { gateway { id } } }`;

describe('gateways', () => {
  it('logs what an administrator adds, changes and deletes; users cannot write them', async () => {
    const created = await run<{ createGateway: { gateway: { id: string } } }>(
      tokens.admin!,
      CREATE_GATEWAY,
    );
    const id = created.createGateway.gateway.id;
    const refused = await server.gql(
      `mutation ($id: UUID!) { updateGatewayById(input: { id: $id, patch: { name: "Mine" } }) {
        gateway { id } } }`,
      { id },
      tokens.user,
    );
    expect(refused.errors).toBeDefined();
    await run(
      tokens.admin!,
      `mutation ($id: UUID!) { updateGatewayById(input: { id: $id, patch: { altitude: 42 } }) {
        gateway { id } } }`,
      { id },
    );
    await run(
      tokens.admin!,
      'mutation ($id: UUID!) { deleteGatewayById(input: { id: $id }) { gateway { id } } }',
      { id },
    );
    const about = { name: 'Church tower', gatewayId: 'church-tower', eui: 'A84041FFFF1F2B3C' };
    expect(await actionsFor(id)).toEqual([
      { action: 'CREATE_GATEWAY', details: about },
      { action: 'UPDATE_GATEWAY', details: { ...about, changed: ['altitude'] } },
      { action: 'DELETE_GATEWAY', details: about },
    ]);
  });
});

describe('e-mail addresses', () => {
  it('logs an administrator removing someone’s address, not their own or a user’s', async () => {
    // Each user's first address is their primary one, which cannot be deleted.
    const address = async (userId: string, email: string) =>
      (
        await server.sql<{ id: string }>(
          `insert into app_public.user_emails (user_id, email, is_verified) values ($1, $2, true)
           returning id`,
          [userId, email],
        )
      )[0]!;
    await address(ids.una_user!, 'una@example.org');
    await address(ids.ada_admin!, 'ada@example.org');
    const unas = await address(ids.una_user!, 'una.second@example.org');
    const unaOther = await address(ids.una_user!, 'una.third@example.org');
    const adminOther = await address(ids.ada_admin!, 'ada.second@example.org');
    const remove = (token: string, id: string) =>
      run(
        token,
        'mutation ($id: UUID!) { deleteUserEmailById(input: { id: $id }) { userEmail { id } } }',
        { id },
      );
    await remove(tokens.admin!, unas.id);
    await remove(tokens.admin!, adminOther.id);
    await remove(tokens.user!, unaOther.id);
    expect(await actionsFor(unas.id)).toEqual([
      {
        action: 'DELETE_USER_EMAIL',
        details: { userId: ids.una_user, user: 'una_user', email: 'una.second@example.org' },
      },
    ]);
    expect(await logFor(adminOther.id)).toEqual([]);
    expect(await logFor(unaOther.id)).toEqual([]);
  });

  it('logs the address an administrator gives a user they add', async () => {
    const added = await run<{ newUser: { user: { id: string } } }>(
      tokens.admin!,
      `mutation { newUser(input: { name: "Pat Added", username: "pat_added",
        email: "pat@example.org" }) { user { id } } }`,
    );
    const [entry] = await server.sql<{ action: string; details: unknown }>(
      `select action, details from app_public.audit_log_entries
       where target_type = 'user_email' and details ->> 'userId' = $1`,
      [added.newUser.user.id],
    );
    expect(entry).toEqual({
      action: 'CREATE_USER_EMAIL',
      details: { userId: added.newUser.user.id, user: 'pat_added', email: 'pat@example.org' },
    });
  });
});

describe('device commands', () => {
  it('logs an administrator switching someone else’s device, not the owner', async () => {
    const [device] = await server.sql<{ id: string }>(
      `insert into app_public.devices (device_id, name, model, location)
       values ('eui-a0000000000000d1', 'Bed pump', 'THE_THINGS_UNO', point(-3.684, 50.431))
       returning id`,
    );
    await server.sql(
      'insert into app_public.device_accesses (device_id, user_id, is_owner) values ($1, $2, true)',
      [device!.id, ids.olga_owner],
    );
    const push = async (token: string, message: string) =>
      (
        await run<{ deviceDownPush: { deviceCommand: { id: string } } }>(
          token,
          `mutation ($deviceId: UUID!, $message: String!) {
            deviceDownPush(input: { deviceId: $deviceId, message: $message }) {
              deviceCommand { id } } }`,
          { deviceId: device!.id, message },
        )
      ).deviceDownPush.deviceCommand.id;
    const byAdmin = await push(tokens.admin!, '{"ledState":"on"}');
    // One command waits for the device at a time: this one has been carried out.
    await server.sql(`update app_public.device_commands set status = 'CONFIRMED' where id = $1`, [
      byAdmin,
    ]);
    const byOwner = await push(tokens.owner!, '{"ledState":"off"}');
    expect(await logFor(byAdmin)).toEqual([
      {
        action: 'SEND_DEVICE_COMMAND',
        targetType: 'device_command',
        targetId: byAdmin,
        actorUsername: 'ada_admin',
        details: { deviceId: device!.id, device: 'Bed pump', kind: 'LED', ledState: true },
      },
    ]);
    expect(await logFor(byOwner)).toEqual([]);
  });
});

describe('the fields 0025 left out', () => {
  it('logs an administrator’s change of someone’s thing’s description of place and device levels', async () => {
    const { id: thingId, nodeId } = await insertThing(server, {
      name: 'Hidden bench',
      ownerId: ids.olga_owner!,
    });
    await run(
      tokens.admin!,
      `mutation ($id: ID!) { updateThing(input: { nodeId: $id,
        patch: { locationDescription: "Behind the church" } }) { thing { id } } }`,
      { id: nodeId },
    );
    const [device] = await server.sql<{ id: string }>(
      `insert into app_public.devices (device_id, name, model, location)
       values ('eui-a0000000000000e1', 'Olga’s probe', 'LSE01', point(-3.684, 50.431))
       returning id`,
    );
    await server.sql(
      'insert into app_public.device_accesses (device_id, user_id, is_owner) values ($1, $2, true)',
      [device!.id, ids.olga_owner],
    );
    await run(
      tokens.admin!,
      `mutation ($id: UUID!) { setDeviceHydrationLevels(input: { id: $id,
        hydrationLevels: "[15, 25, 55, 100]" }) { device { id } } }`,
      { id: device!.id },
    );
    expect(await actionsFor(thingId)).toEqual([
      {
        action: 'UPDATE_THING',
        details: { name: 'Hidden bench', changed: ['location_description'] },
      },
    ]);
    expect(await actionsFor(device!.id)).toEqual([
      {
        action: 'UPDATE_DEVICE',
        details: { name: 'Olga’s probe', changed: ['hydration_levels'] },
      },
    ]);
  });
});

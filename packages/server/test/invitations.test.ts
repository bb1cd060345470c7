// Invitations (issue 13, migration 0026) over GraphQL: who may invite, the mail job and
// its link, re-inviting and resending (the old code dies), every refusal of the accept
// page (NTFND unknown / expired / used / dead after wrong codes, DNIED, DNIEM with the
// masked address, LOGIN), success for a thing, a device and a group, single use, the
// per-address limit on failures, and the demo's pending invitation.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../src/db/seed.ts';
import { insertThing, mintJwt, startTestServer, type TestServer } from './helpers.ts';

let server: TestServer;
const users: Record<string, string> = {};
const tokens: Record<string, string> = {};
let thingId: string;
let deviceId: string;
let groupId: string;

const INVITE_THING = `mutation ($email: String!, $thingId: UUID!) {
  inviteToThing(input: { email: $email, thingId: $thingId }) {
    invitation { id email expiresAt acceptedAt }
  }
}`;
const INVITE_DEVICE = `mutation ($email: String!, $deviceId: UUID!) {
  inviteToDevice(input: { email: $email, deviceId: $deviceId }) { invitation { id } }
}`;
const INVITE_GROUP = `mutation ($email: String!, $groupId: UUID!) {
  inviteToGroup(input: { email: $email, groupId: $groupId }) { invitation { id } }
}`;
const RESEND = `mutation ($id: UUID!) {
  resendInvitation(input: { invitationId: $id }) { invitation { id expiresAt } }
}`;
const LOOKUP = (field: string) => `query ($id: UUID!, $code: String!) {
  ${field}(invitationId: $id, code: $code) { id name maskedEmail signedIn }
}`;
const ACCEPT = (field: string) => `mutation ($id: UUID!, $code: String!) {
  ${field}(input: { invitationId: $id, code: $code }) { offer { id name } }
}`;

type Errors = Array<{
  message: string;
  extensions?: { exception?: { errcode?: string }; maskedEmail?: string };
}>;
const codeOf = (errors: Errors | undefined) => errors?.[0]?.extensions?.exception?.errcode;

/** The newest invitation mail job for an invitation (the worker is not running here). */
async function queuedCode(invitationId: string): Promise<string> {
  const [row] = await server.sql<{ payload: { code: string } }>(
    `select j.payload from graphile_worker._private_jobs j
       join graphile_worker._private_tasks t on t.id = j.task_id
     where t.identifier = 'invitations__send' and j.payload ->> 'invitationId' = $1
     order by j.id desc limit 1`,
    [invitationId],
  );
  return row!.payload.code;
}

async function inviteToThing(email: string, token = tokens.owner!) {
  const result = await server.gql<{ inviteToThing: { invitation: { id: string } } }>(
    INVITE_THING,
    { email, thingId },
    token,
  );
  expect(result.errors).toBeUndefined();
  const id = result.data!.inviteToThing.invitation.id;
  return { id, code: await queuedCode(id) };
}

async function addUser(username: string, email: string): Promise<void> {
  const [row] = await server.sql<{ id: string }>(
    `insert into app_public.users (username, name) values ($1::text, $1::text) returning id`,
    [username],
  );
  users[username] = row!.id;
  await server.sql(
    `insert into app_public.user_emails (user_id, email, is_verified) values ($1, $2, false)`,
    [row!.id, email],
  );
  tokens[username] = mintJwt({ role: 'bk_user', userId: row!.id });
}

beforeAll(async () => {
  // Several clients: the failure limit per address must not spill between tests.
  server = await startTestServer({ trustProxy: true });
  await addUser('owner', 'owner@example.org');
  await addUser('stranger', 'stranger@example.org');
  thingId = (
    await insertThing(server, { name: 'Invited bench', ownerId: users.owner!, isPublic: false })
  ).id;
  const [device] = await server.sql<{ id: string }>(
    `insert into app_public.devices (device_id, name, model, location)
     values ($1, 'Invited sensor', 'LSE01', point(-3.684, 50.431)) returning id`,
    [`eui-${randomBytes(8).toString('hex')}`],
  );
  deviceId = device!.id;
  await server.sql('insert into app_public.device_accesses (device_id, user_id) values ($1, $2)', [
    deviceId,
    users.owner,
  ]);
  const group = await server.gql<{ createGroup: { group: { id: string } } }>(
    `mutation { createGroup(input: { name: "Invited nest box watch", isPublic: false }) { group { id } } }`,
    {},
    tokens.owner,
  );
  groupId = group.data!.createGroup.group.id;
});

afterAll(async () => {
  await server?.close();
});

describe('inviting', () => {
  it('lets an owner invite an address, stored lower-cased, valid for 7 days, code hashed', async () => {
    const result = await server.gql<{
      inviteToThing: { invitation: { id: string; email: string; expiresAt: string } };
    }>(INVITE_THING, { email: '  Neighbour@Example.ORG ', thingId }, tokens.owner);
    expect(result.errors).toBeUndefined();
    const invitation = result.data!.inviteToThing.invitation;
    expect(invitation.email).toBe('neighbour@example.org');
    const days = (Date.parse(invitation.expiresAt) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThanOrEqual(7);
    const code = await queuedCode(invitation.id);
    expect(code).toMatch(/^[0-9a-f]{64}$/);
    const [secret] = await server.sql<{ code_hash: string }>(
      'select code_hash from app_private.invitation_secrets where invitation_id = $1',
      [invitation.id],
    );
    expect(secret!.code_hash).not.toContain(code);
  });

  it('refuses invalid addresses and non-owners', async () => {
    const bad = await server.gql(INVITE_THING, { email: 'not an address', thingId }, tokens.owner);
    expect(codeOf(bad.errors as Errors)).toBe('VALID');
    expect(bad.errors![0]!.message).toBe('Enter a valid email address');
    const stranger = await server.gql(
      INVITE_THING,
      { email: 'x@example.org', thingId },
      tokens.stranger,
    );
    expect(codeOf(stranger.errors as Errors)).toBe('FORBD');
    const group = await server.gql(
      INVITE_GROUP,
      { email: 'x@example.org', groupId },
      tokens.stranger,
    );
    expect(codeOf(group.errors as Errors)).toBe('FORBD');
    const anonymous = await server.gql(INVITE_THING, { email: 'x@example.org', thingId });
    expect(anonymous.errors).toBeDefined();
  });

  it('refuses an address whose user already has access, in the words of spec §8', async () => {
    const thing = await server.gql(
      INVITE_THING,
      { email: 'OWNER@example.org', thingId },
      tokens.owner,
    );
    expect(codeOf(thing.errors as Errors)).toBe('DUPLI');
    expect(thing.errors![0]!.message).toBe('Failed to send invitation, user has access to thing');
    const device = await server.gql(
      INVITE_DEVICE,
      { email: 'owner@example.org', deviceId },
      tokens.owner,
    );
    expect(device.errors![0]!.message).toBe('Failed to send invitation, user has access to device');
  });

  it('re-inviting a pending address resends: same invitation, new code, old code dead', async () => {
    const first = await inviteToThing('again@example.org');
    const second = await inviteToThing('again@example.org');
    expect(second.id).toBe(first.id);
    expect(second.code).not.toBe(first.code);
    const old = await server.gql(LOOKUP('thingAccessForInvitation'), first, undefined, {
      'x-forwarded-for': '10.0.0.1',
    });
    expect(codeOf(old.errors as Errors)).toBe('DNIED');
    const resent = await server.gql<{ resendInvitation: { invitation: { id: string } } }>(
      RESEND,
      { id: first.id },
      tokens.owner,
    );
    expect(resent.errors).toBeUndefined();
    const third = await queuedCode(first.id);
    expect(third).not.toBe(second.code);
    const stale = await server.gql(
      LOOKUP('thingAccessForInvitation'),
      { id: first.id, code: second.code },
      undefined,
      { 'x-forwarded-for': '10.0.0.1' },
    );
    expect(codeOf(stale.errors as Errors)).toBe('DNIED');
    const fresh = await server.gql(
      LOOKUP('thingAccessForInvitation'),
      { id: first.id, code: third },
      undefined,
      { 'x-forwarded-for': '10.0.0.1' },
    );
    expect(fresh.errors).toBeUndefined();
  });

  it('only owners resend', async () => {
    const { id } = await inviteToThing('resend@example.org');
    const result = await server.gql(RESEND, { id }, tokens.stranger);
    expect(codeOf(result.errors as Errors)).toBe('NTFND');
  });
});

describe('the accept page', () => {
  const ip = { 'x-forwarded-for': '10.0.0.2' };

  it('shows a guest only the id and name of what is offered, and the masked address', async () => {
    const { id, code } = await inviteToThing('olu@example.org');
    const result = await server.gql<{ thingAccessForInvitation: Record<string, unknown> }>(
      LOOKUP('thingAccessForInvitation'),
      { id, code },
      undefined,
      ip,
    );
    expect(result.errors).toBeUndefined();
    expect(result.data!.thingAccessForInvitation).toEqual({
      id: thingId,
      name: 'Invited bench',
      maskedEmail: 'o•••@e•••.org',
      signedIn: false,
    });
  });

  it('NTFND for an unknown id, a wrong kind and an expired invitation', async () => {
    const { id, code } = await inviteToThing('expired@example.org');
    const unknown = await server.gql(
      LOOKUP('thingAccessForInvitation'),
      { id: '00000000-0000-4000-8000-000000000000', code },
      undefined,
      ip,
    );
    expect(codeOf(unknown.errors as Errors)).toBe('NTFND');
    expect(unknown.errors![0]!.message).toBe('This invitation has expired or is invalid');
    const kind = await server.gql(
      LOOKUP('groupMembershipForInvitation'),
      { id, code },
      undefined,
      ip,
    );
    expect(codeOf(kind.errors as Errors)).toBe('NTFND');
    await server.sql(
      `update app_public.invitations set expires_at = now() - interval '1 second' where id = $1`,
      [id],
    );
    const expired = await server.gql(
      ACCEPT('acceptThingInvitation'),
      { id, code },
      tokens.stranger,
      ip,
    );
    expect(codeOf(expired.errors as Errors)).toBe('NTFND');
  });

  it('DNIED for a wrong code, and after 5 wrong codes the invitation is dead (NTFND)', async () => {
    const { id, code } = await inviteToThing('guessed@example.org');
    for (let i = 0; i < 5; i++) {
      const wrong = await server.gql(
        ACCEPT('acceptThingInvitation'),
        { id, code: `wrong-${i}` },
        tokens.stranger,
        { 'x-forwarded-for': '10.0.0.3' },
      );
      expect(codeOf(wrong.errors as Errors)).toBe('DNIED');
      expect(wrong.errors![0]!.message).toBe('The invitation code is invalid');
    }
    const right = await server.gql(LOOKUP('thingAccessForInvitation'), { id, code }, undefined, {
      'x-forwarded-for': '10.0.0.4',
    });
    expect(codeOf(right.errors as Errors)).toBe('NTFND');
  });

  it('LOGIN for a guest with the right code', async () => {
    const { id, code } = await inviteToThing('login@example.org');
    const guest = await server.gql<{ signInAsGuest: { jwtToken: string } }>(
      'mutation { signInAsGuest(input: {}) { jwtToken } }',
    );
    for (const token of [undefined, guest.data!.signInAsGuest.jwtToken]) {
      const result = await server.gql(ACCEPT('acceptThingInvitation'), { id, code }, token, ip);
      expect(codeOf(result.errors as Errors)).toBe('LOGIN');
    }
  });

  it('DNIEM with the masked address when signed in with another address', async () => {
    const { id, code } = await inviteToThing('olu.o@example.org');
    const result = await server.gql(
      ACCEPT('acceptThingInvitation'),
      { id, code },
      tokens.stranger,
      ip,
    );
    const errors = result.errors as Errors;
    expect(codeOf(errors)).toBe('DNIEM');
    expect(errors[0]!.message).toBe('This invitation was sent to a different email address');
    expect(errors[0]!.extensions!.maskedEmail).toBe('o•••@e•••.org');
    expect(JSON.stringify(result)).not.toContain('olu.o@example.org');
  });

  it('makes the invitee a collaborator on the thing, once', async () => {
    const { id, code } = await inviteToThing('invitee@example.org');
    await addUser('invitee', 'INVITEE@example.org');
    const before = await server.gql<{ thingById: unknown }>(
      `query ($id: UUID!) { thingById(id: $id) { id } }`,
      { id: thingId },
      tokens.invitee,
    );
    expect(before.data!.thingById).toBeNull();
    const accepted = await server.gql<{ acceptThingInvitation: { offer: { id: string } } }>(
      ACCEPT('acceptThingInvitation'),
      { id, code },
      tokens.invitee,
      ip,
    );
    expect(accepted.errors).toBeUndefined();
    expect(accepted.data!.acceptThingInvitation.offer.id).toBe(thingId);
    const after = await server.gql<{
      thingById: {
        canRecordAction: boolean;
        myAccess: { isCollaborator: boolean; isOwner: boolean };
      };
    }>(
      `query ($id: UUID!) { thingById(id: $id) { canRecordAction myAccess { isCollaborator isOwner } } }`,
      { id: thingId },
      tokens.invitee,
    );
    expect(after.data!.thingById).toEqual({
      canRecordAction: true,
      myAccess: { isCollaborator: true, isOwner: false },
    });
    const again = await server.gql(
      ACCEPT('acceptThingInvitation'),
      { id, code },
      tokens.invitee,
      ip,
    );
    expect(codeOf(again.errors as Errors)).toBe('NTFND');
    const [row] = await server.sql<{ user_id: string; accepted_at: Date | null }>(
      'select user_id, accepted_at from app_public.invitations where id = $1',
      [id],
    );
    expect(row!.user_id).toBe(users.invitee);
    expect(row!.accepted_at).not.toBeNull();
  });

  it('makes the invitee an owner of the device', async () => {
    await addUser('deviceinvitee', 'device.invitee@example.org');
    const invited = await server.gql<{ inviteToDevice: { invitation: { id: string } } }>(
      INVITE_DEVICE,
      { email: 'device.invitee@example.org', deviceId },
      tokens.owner,
    );
    const id = invited.data!.inviteToDevice.invitation.id;
    const code = await queuedCode(id);
    const offer = await server.gql<{ deviceAccessForInvitation: { name: string } }>(
      LOOKUP('deviceAccessForInvitation'),
      { id, code },
      tokens.deviceinvitee,
      ip,
    );
    expect(offer.data!.deviceAccessForInvitation.name).toBe('Invited sensor');
    const accepted = await server.gql(
      ACCEPT('acceptDeviceInvitation'),
      { id, code },
      tokens.deviceinvitee,
      ip,
    );
    expect(accepted.errors).toBeUndefined();
    const [access] = await server.sql<{ is_owner: boolean }>(
      'select is_owner from app_public.device_accesses where device_id = $1 and user_id = $2',
      [deviceId, users.deviceinvitee],
    );
    expect(access!.is_owner).toBe(true);
  });

  it('makes the invitee a member of the private group', async () => {
    await addUser('groupinvitee', 'group.invitee@example.org');
    const invited = await server.gql<{ inviteToGroup: { invitation: { id: string } } }>(
      INVITE_GROUP,
      { email: 'group.invitee@example.org', groupId },
      tokens.owner,
    );
    const id = invited.data!.inviteToGroup.invitation.id;
    const code = await queuedCode(id);
    const accepted = await server.gql<{ acceptGroupInvitation: { offer: { name: string } } }>(
      ACCEPT('acceptGroupInvitation'),
      { id, code },
      tokens.groupinvitee,
      ip,
    );
    expect(accepted.data!.acceptGroupInvitation.offer.name).toBe('Invited nest box watch');
    const group = await server.gql<{ groupById: { myMembership: { isOwner: boolean } } }>(
      `query ($id: UUID!) { groupById(id: $id) { myMembership { isOwner } } }`,
      { id: groupId },
      tokens.groupinvitee,
    );
    expect(group.data!.groupById.myMembership).toEqual({ isOwner: false });
    const twice = await server.gql(
      INVITE_GROUP,
      { email: 'group.invitee@example.org', groupId },
      tokens.owner,
    );
    expect(codeOf(twice.errors as Errors)).toBe('DUPLI');
  });

  it('refuses a client after 20 failures an hour (RATEL), whatever the invitation', async () => {
    const { id, code } = await inviteToThing('limited@example.org');
    const limited = { 'x-forwarded-for': '10.0.0.99' };
    for (let i = 0; i < 20; i++) {
      const result = await server.gql(
        LOOKUP('thingAccessForInvitation'),
        { id: '00000000-0000-4000-8000-000000000001', code: 'x' },
        undefined,
        limited,
      );
      expect(codeOf(result.errors as Errors)).toBe('NTFND');
    }
    const refused = await server.gql(
      LOOKUP('thingAccessForInvitation'),
      { id, code },
      undefined,
      limited,
    );
    expect(codeOf(refused.errors as Errors)).toBe('RATEL');
    const elsewhere = await server.gql(
      LOOKUP('thingAccessForInvitation'),
      { id, code },
      undefined,
      {
        'x-forwarded-for': '10.0.0.100',
      },
    );
    expect(elsewhere.errors).toBeUndefined();
  });
});

describe('the mail', () => {
  it('links to the accept page on the inviter’s host, naming the inviter and the thing', async () => {
    const mailServer = await startTestServer({ worker: true });
    try {
      const [owner] = await mailServer.sql<{ id: string }>(
        `insert into app_public.users (username, name) values ('mailowner', 'Mae Owner') returning id`,
      );
      const thing = await insertThing(mailServer, { name: 'Mailed bench', ownerId: owner!.id });
      const result = await mailServer.gql<{ inviteToThing: { invitation: { id: string } } }>(
        INVITE_THING,
        { email: 'mailed@example.org', thingId: thing.id },
        mintJwt({ role: 'bk_user', userId: owner!.id }),
      );
      const id = result.data!.inviteToThing.invitation.id;
      const mail = await mailServer.waitForMail('mailed@example.org', /invites you/);
      expect(mail.subject).toBe('Mae Owner invites you to help look after Mailed bench');
      const url = new URL(/https?:\/\/\S+\/things\/accept\?\S+/.exec(mail.text)![0]);
      expect(url.pathname).toBe('/things/accept');
      expect(url.searchParams.get('invitationId')).toBe(id);
      const lookup = await mailServer.gql(LOOKUP('thingAccessForInvitation'), {
        id,
        code: url.searchParams.get('code'),
      });
      expect(lookup.errors).toBeUndefined();
    } finally {
      await mailServer.close();
    }
  });
});

describe('demo data', () => {
  it('has one pending invitation to the private group Leechwell nest box watch', async () => {
    const demo = await startTestServer();
    try {
      await seedDemoData(demo.db.ownerUrl);
      const rows = await demo.sql<{ email: string; name: string; accepted_at: Date | null }>(
        `select i.email::text, g.name, i.accepted_at from app_public.invitations i
           join app_public.groups g on g.id = i.group_id`,
      );
      expect(rows).toEqual([
        { email: 'neighbour@example.org', name: 'Leechwell nest box watch', accepted_at: null },
      ]);
    } finally {
      await demo.close();
    }
  });
});

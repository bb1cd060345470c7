// The thing chat's conversation (issue 15, spec §3 ChatMessage, §7 sendChatMessage and
// chatMessagesByRecipient): who may ask about what, who sees which messages, clearing, and
// the question's limits, over the real GraphQL API. No worker runs here: each question's
// answer waits, empty and `streaming`, in the queue (chat-replies.test.ts runs the worker).
import { CHAT_MESSAGE_MAX_LENGTH, CHAT_MESSAGES, chatMessageError } from '@bloomkeep/schema';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertThing, mintJwt, startTestServer, type TestServer } from './helpers.ts';

type Who =
  | 'anonymous'
  | 'guest'
  | 'otherGuest'
  | 'stranger'
  | 'demoted'
  | 'collaborator'
  | 'owner'
  | 'admin';

let server: TestServer;
const users: Record<string, string> = {};
const tokens: Partial<Record<Who, string>> = {};
/** What each caller sends as `sender`: their user id, or a guest's session id. */
const senders: Partial<Record<Who, string>> = {};
const things = { public: '', private: '' };

const SEND = `mutation ($message: String!, $sender: String!, $metadata: JSON) {
  sendChatMessage(input: { message: $message, sender: $sender, metadata: $metadata }) {
    chatMessage { eventId typeName messageText recipientId thingId status answer { eventId typeName status } }
  }
}`;
const LIST = `query ($thingId: UUID) {
  chatMessagesByRecipient(thingId: $thingId) { nodes { eventId typeName messageText recipientId thingId status } }
}`;
const CLEAR = `mutation ($thingId: UUID) { clearChatConversation(input: { thingId: $thingId }) { removedQuestions } }`;

interface Message {
  eventId: string;
  typeName: string;
  messageText: string;
  recipientId: string;
  thingId: string;
  status: string;
  answer?: { eventId: string; typeName: string; status: string } | null;
}

function send(who: Who, message: string, thingId: string, sender = senders[who] ?? '') {
  return server.gql<{ sendChatMessage: { chatMessage: Message } }>(
    SEND,
    { message, sender, metadata: { thingId } },
    tokens[who],
  );
}

async function list(who: Who, thingId?: string): Promise<Message[]> {
  const answer = await server.gql<{ chatMessagesByRecipient: { nodes: Message[] } }>(
    LIST,
    { thingId: thingId ?? null },
    tokens[who],
  );
  expect(answer.errors).toBeUndefined();
  return answer.data!.chatMessagesByRecipient.nodes;
}

function errcode(answer: {
  errors?: Array<{ extensions?: { exception?: { errcode?: string } } }>;
}) {
  return answer.errors?.[0]?.extensions?.exception?.errcode;
}

function sessionOf(token: string): string {
  const payload = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as {
    session_id?: string;
  };
  return payload.session_id ?? '';
}

beforeAll(async () => {
  server = await startTestServer({ api: { chatMessagesPerHour: 1000, chatMessagesPerDay: 1000 } });
  const rows = await server.sql<{ id: string; username: string }>(
    `insert into app_public.users (username, name, is_admin) values
       ('chatowner', 'Olive Owner', false), ('chatcollab', 'Colin Collab', false),
       ('chatstranger', 'Sid Stranger', false), ('chatadmin', 'Ada Admin', true),
       ('chatdemoted', 'Dee Demoted', false)
     returning id, username`,
  );
  for (const row of rows) users[row.username.slice(4)] = row.id;
  for (const visibility of ['public', 'private'] as const) {
    things[visibility] = (
      await insertThing(server, {
        name: `Chat ${visibility} planter`,
        ownerId: users.owner!,
        isPublic: visibility === 'public',
        category: 'PLANTER',
        collaboratorIds: [users.collab!],
      })
    ).id;
  }
  for (const who of ['guest', 'otherGuest'] as const) {
    const guest = await server.gql<{ signInAsGuest: { jwtToken: string } }>(
      'mutation { signInAsGuest(input: {}) { jwtToken } }',
    );
    tokens[who] = guest.data!.signInAsGuest.jwtToken;
    senders[who] = sessionOf(tokens[who]);
  }
  const named: Record<string, Who> = {
    owner: 'owner',
    collab: 'collaborator',
    stranger: 'stranger',
  };
  for (const [user, who] of Object.entries(named)) {
    tokens[who] = mintJwt({ role: 'bk_user', userId: users[user]! });
    senders[who] = users[user]!;
  }
  tokens.admin = mintJwt({ role: 'bk_admin', userId: users.admin! });
  senders.admin = users.admin!;
  tokens.demoted = mintJwt({ role: 'bk_admin', userId: users.demoted! });
  senders.demoted = users.demoted!;
});

afterAll(async () => {
  await server?.close();
});

describe('asking about a thing, per role', () => {
  const CAN_SEE_PRIVATE = new Set<Who>(['collaborator', 'owner', 'admin']);
  const ASKERS: Who[] = ['guest', 'stranger', 'demoted', 'collaborator', 'owner', 'admin'];

  it('gives every guest session an id of its own in its token', () => {
    expect(senders.guest).toMatch(/^[0-9a-f-]{36}$/);
    expect(senders.otherGuest).toMatch(/^[0-9a-f-]{36}$/);
    expect(senders.guest).not.toBe(senders.otherGuest);
  });

  for (const who of ASKERS) {
    it(`${who}: asks about the public thing; the question is stored with an answer on its way`, async () => {
      const answer = await send(who, `Does it need water, says ${who}?`, things.public);
      expect(answer.errors).toBeUndefined();
      const question = answer.data!.sendChatMessage.chatMessage;
      expect(question).toMatchObject({
        typeName: 'question',
        messageText: `Does it need water, says ${who}?`,
        recipientId: senders[who],
        thingId: things.public,
        status: 'done',
        answer: { typeName: 'answer', status: 'streaming' },
      });
      const [job] = await server.sql<{ payload: { answerId: string } }>(
        `select j.payload from graphile_worker._private_jobs j
           join graphile_worker._private_tasks t on t.id = j.task_id
           where t.identifier = 'chat__reply' and j.payload ->> 'answerId' = $1`,
        [question.answer!.eventId],
      );
      expect(job).toBeDefined();
    });

    it(`${who}: ${CAN_SEE_PRIVATE.has(who) ? 'asks about' : 'is told there is no such thing as'} the private thing`, async () => {
      const answer = await send(who, 'Who looks after it?', things.private);
      if (CAN_SEE_PRIVATE.has(who)) {
        expect(answer.errors).toBeUndefined();
      } else {
        // Exactly as for a thing that does not exist.
        const missing = await send(
          who,
          'Who looks after it?',
          '00000000-0000-4000-8000-000000000000',
        );
        expect(errcode(answer)).toBe('NOTHG');
        expect(answer.errors![0]!.message).toBe(missing.errors![0]!.message);
        expect(errcode(missing)).toBe('NOTHG');
      }
    });
  }

  it('anonymous (no token): cannot chat, and sees no conversation', async () => {
    const answer = await send('anonymous', 'Hello?', things.public, '');
    expect(errcode(answer)).toBe('CHSES');
    expect(answer.errors![0]!.message).toBe(CHAT_MESSAGES.noSession);
    expect(await list('anonymous')).toEqual([]);
  });

  it('refuses a sender that is not the caller', async () => {
    for (const [who, other] of [
      ['stranger', senders.owner],
      ['guest', senders.otherGuest],
    ] as const) {
      const answer = await send(who, 'Does it need water?', things.public, other);
      expect(errcode(answer)).toBe('CHYOU');
      expect(answer.errors![0]!.message).toBe(CHAT_MESSAGES.notYou);
    }
  });

  it('refuses metadata without a usable thing id, as a thing that does not exist', async () => {
    for (const metadata of [null, {}, { thingId: 'not-a-uuid' }, { thingId: 42 }]) {
      const answer = await server.gql(
        SEND,
        { message: 'Does it need water?', sender: senders.owner, metadata },
        tokens.owner,
      );
      expect(errcode(answer)).toBe('NOTHG');
    }
  });
});

describe('whose conversation', () => {
  it('lists only the caller’s own messages, oldest first, question before answer', async () => {
    expect((await send('otherGuest', 'What soil is this?', things.public)).errors).toBeUndefined();
    for (const who of ['owner', 'stranger', 'guest', 'otherGuest', 'admin'] as const) {
      const mine = await list(who, things.public);
      expect(mine.length).toBeGreaterThan(0);
      expect(new Set(mine.map((m) => m.recipientId))).toEqual(new Set([senders[who]]));
    }
    const owner = await list('owner', things.public);
    expect(owner.map((m) => m.typeName)).toEqual(['question', 'answer']);
    // The administrator sees their own conversation only, not everyone's.
    const admin = await list('admin');
    expect(admin.every((m) => m.recipientId === senders.admin)).toBe(true);
  });

  it('hides another person’s messages by id too', async () => {
    const [ownerQuestion] = await list('owner', things.public);
    for (const who of ['stranger', 'guest', 'admin', 'anonymous'] as const) {
      const answer = await server.gql<{ chatMessageByEventId: Message | null }>(
        'query ($id: UUID!) { chatMessageByEventId(eventId: $id) { messageText } }',
        { id: ownerQuestion!.eventId },
        tokens[who],
      );
      expect(answer.data!.chatMessageByEventId).toBeNull();
    }
  });

  it('exposes no list of everyone’s messages and no way to write an answer', async () => {
    const all = await server.gql('{ allChatMessages { nodes { messageText } } }', {}, tokens.admin);
    expect(all.errors?.[0]?.message).toMatch(/Cannot query field "allChatMessages"/);
    for (const mutation of [
      'createChatMessage',
      'updateChatMessageByEventId',
      'deleteChatMessageByEventId',
    ]) {
      const answer = await server.gql(
        `mutation { ${mutation}(input: {}) { clientMutationId } }`,
        {},
        tokens.admin,
      );
      expect(answer.errors?.[0]?.message).toMatch(/Cannot query field/);
    }
  });

  it('keeps the table out of reach of API roles for writing, in the database too', async () => {
    const [question] = await list('owner', things.public);
    const client = new pg.Client({ connectionString: server.db.ownerUrl });
    await client.connect();
    try {
      for (const role of ['bk_anonymous', 'bk_user', 'bk_admin']) {
        for (const statement of [
          `insert into app_public.chat_messages (thing_id, recipient_id, user_id, type_name, question_id, message_text)
             values ('${things.public}', '${users.owner}', '${users.owner}', 'answer', '${question!.eventId}', 'Planted')`,
          `update app_public.chat_messages set message_text = 'Changed' where event_id = '${question!.eventId}'`,
          `delete from app_public.chat_messages where event_id = '${question!.eventId}'`,
        ]) {
          await client.query('begin');
          await client.query(
            `select set_config('role', $1, true), set_config('jwt.claims.user_id', $2, true)`,
            [role, users.owner],
          );
          await expect(client.query(statement)).rejects.toThrow(/permission denied/);
          await client.query('rollback');
        }
      }
    } finally {
      await client.end();
    }
  });

  it('hides a conversation about a thing the asker can no longer see, and shows it again', async () => {
    const asked = await send('collaborator', 'Is it thirsty?', things.private);
    expect(asked.errors).toBeUndefined();
    const visible = await list('collaborator', things.private);
    expect(visible.map((m) => m.messageText)).toContain('Is it thirsty?');
    await server.sql('delete from app_public.thing_accesses where thing_id = $1 and user_id = $2', [
      things.private,
      users.collab,
    ]);
    expect(await list('collaborator', things.private)).toEqual([]);
    expect((await list('collaborator')).some((m) => m.thingId === things.private)).toBe(false);
    await server.sql(
      'insert into app_public.thing_accesses (thing_id, user_id, is_collaborator) values ($1, $2, true)',
      [things.private, users.collab],
    );
    expect(await list('collaborator', things.private)).toEqual(visible);
  });

  it('hides a conversation about a public thing that is made private', async () => {
    const thing = await insertThing(server, { name: 'Chat soon private', ownerId: users.owner! });
    expect((await send('stranger', 'What soil is this?', thing.id)).errors).toBeUndefined();
    expect((await list('stranger', thing.id)).length).toBe(2);
    await server.sql('update app_public.things set is_public = false where id = $1', [thing.id]);
    expect(await list('stranger', thing.id)).toEqual([]);
  });

  it('clears the caller’s conversation about a thing and nobody else’s', async () => {
    const before = await list('otherGuest', things.public);
    const ownerBefore = await list('owner', things.public);
    expect(before.length).toBeGreaterThan(0);
    const cleared = await server.gql<{ clearChatConversation: { removedQuestions: number } }>(
      CLEAR,
      { thingId: things.public },
      tokens.otherGuest,
    );
    expect(cleared.errors).toBeUndefined();
    expect(cleared.data!.clearChatConversation.removedQuestions).toBe(before.length / 2);
    expect(await list('otherGuest', things.public)).toEqual([]);
    expect(await list('owner', things.public)).toEqual(ownerBefore);
    const [left] = await server.sql<{ count: number }>(
      'select count(*)::int as count from app_public.chat_messages where recipient_id = $1',
      [senders.otherGuest],
    );
    expect(left!.count).toBe(0);
  });
});

describe('the question itself', () => {
  it('refuses an empty question and one over the maximum length, with the shared messages', async () => {
    const empty = await send('owner', '   ', things.public);
    expect(errcode(empty)).toBe('CHEMP');
    expect(empty.errors![0]!.message).toBe(chatMessageError('   '));
    const long = await send('owner', 'a'.repeat(CHAT_MESSAGE_MAX_LENGTH + 1), things.public);
    expect(errcode(long)).toBe('CHLEN');
    expect(long.errors![0]!.message).toBe(
      chatMessageError('a'.repeat(CHAT_MESSAGE_MAX_LENGTH + 1)),
    );
    // The longest allowed, counted in characters (not bytes) as the app counts them.
    const longest = await send('owner', 'ü'.repeat(CHAT_MESSAGE_MAX_LENGTH), things.public);
    expect(longest.errors).toBeUndefined();
  });
});

describe('limits per person', () => {
  let limited: TestServer;
  let token = '';
  let userId = '';
  let thingId = '';

  beforeAll(async () => {
    limited = await startTestServer({ api: { chatMessagesPerHour: 2, chatMessagesPerDay: 3 } });
    [{ id: userId }] = (await limited.sql<{ id: string }>(
      `insert into app_public.users (username, name) values ('chatlimited', 'Lim Ited') returning id`,
    )) as [{ id: string }];
    token = mintJwt({ role: 'bk_user', userId });
    thingId = (await insertThing(limited, { name: 'Chat limited bed', ownerId: userId })).id;
  });
  afterAll(async () => {
    await limited?.close();
  });

  const ask = () =>
    limited.gql(
      SEND,
      { message: 'Does it need water?', sender: userId, metadata: { thingId } },
      token,
    );

  it('refuses the question over the hourly limit, and clearing does not reset it', async () => {
    expect((await ask()).errors).toBeUndefined();
    expect((await ask()).errors).toBeUndefined();
    await limited.gql(CLEAR, { thingId }, token);
    const third = await ask();
    expect(errcode(third)).toBe('CHHOU');
    expect(third.errors![0]!.message).toBe(CHAT_MESSAGES.perHour);
  });

  it('refuses the question over the daily limit once the hour has passed', async () => {
    await limited.sql(
      `update app_private.chat_questions_asked set asked_at = asked_at - interval '2 hours'
       where recipient_id = $1`,
      [userId],
    );
    expect((await ask()).errors).toBeUndefined();
    const fourth = await ask();
    expect(errcode(fourth)).toBe('CHDAY');
    expect(fourth.errors![0]!.message).toBe(CHAT_MESSAGES.perDay);
  });
});

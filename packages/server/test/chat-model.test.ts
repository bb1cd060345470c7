// The thing chat with a configured model (issue 15, decision 0145): which assistant answers
// whom, the per-answer limits it is given, a failing model, and the operator's daily token
// budget, after which the built-in assistant answers and says so; clearing a conversation
// cancels an answer still arriving. The model here is a test
// double of the injectable assistant object (the real LLM client is its own module with its
// own fake server); it uses the real tools and reports the usage a provider would.
import { CHAT_MESSAGES } from '@bloomkeep/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatAssistant } from '../src/chat/builtIn.ts';
import type { AnswerRequest } from '../src/chat/types.ts';
import { insertThing, mintJwt, startTestServer, type TestServer } from './helpers.ts';

let server: TestServer;
let userId = '';
let token = '';
let guestToken = '';
let guestSession = '';
let thingId = '';
/** Another thing, so that clearing its conversation leaves the first one's history alone. */
let slowThingId = '';
const requests: AnswerRequest[] = [];

/**
 * Answers from the thing tool, streaming word by word; "fail" in a question makes it throw,
 * and "slow" makes it stream words until the answer is cancelled (or for a minute at most).
 */
const model: ChatAssistant = {
  name: 'test-model',
  async answer(req) {
    requests.push(req);
    if (/fail/i.test(req.question)) throw new Error('The model is unreachable');
    if (/slow/i.test(req.question)) {
      for (let word = 0; word < 1200 && !req.signal?.aborted; word++) {
        req.onDelta('word ');
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      throw req.signal?.reason ?? new Error('Nobody cancelled the slow answer');
    }
    const thing = await req.runTool('thing', {});
    const name = (thing.data as { thing: { name: string } }).thing.name;
    const text = `This is ${name}, answered by the model.`;
    for (const word of text.split(/(?<= )/)) req.onDelta(word);
    return {
      text,
      sources: thing.sources,
      suggestions: [],
      answeredBy: 'test-model',
      toolCalls: 1,
      usage: { promptTokens: 600, completionTokens: 500 },
    };
  },
};

const SEND = `mutation ($message: String!, $sender: String!, $metadata: JSON) {
  sendChatMessage(input: { message: $message, sender: $sender, metadata: $metadata }) {
    chatMessage { answer { eventId } }
  }
}`;

const CLEAR = `mutation ($thingId: UUID) {
  clearChatConversation(input: { thingId: $thingId }) { removedQuestions }
}`;

/** Polls `check` every 100 ms, for 20 s at most. */
async function until(check: () => boolean | Promise<boolean>, what: string) {
  for (let attempt = 0; attempt < 200; attempt++) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`Still waiting for ${what}`);
}

async function ask(question: string, who: 'user' | 'guest' = 'user') {
  const sent = await server.gql<{
    sendChatMessage: { chatMessage: { answer: { eventId: string } } };
  }>(
    SEND,
    { message: question, sender: who === 'user' ? userId : guestSession, metadata: { thingId } },
    who === 'user' ? token : guestToken,
  );
  expect(sent.errors).toBeUndefined();
  const id = sent.data!.sendChatMessage.chatMessage.answer.eventId;
  for (let attempt = 0; attempt < 300; attempt++) {
    const [row] = await server.sql<{
      status: string;
      message_text: string;
      answered_by: string;
      notice: string | null;
      prompt_tokens: number;
      completion_tokens: number;
    }>('select * from app_public.chat_messages where event_id = $1', [id]);
    if (row && row.status !== 'streaming') return row;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`No answer to "${question}"`);
}

beforeAll(async () => {
  server = await startTestServer({
    worker: {
      chatModel: model,
      chat: { dailyTokenBudget: 1000, maxToolCalls: 3, maxTokens: 1500, guestsUseModel: false },
    },
    api: { chatMessagesPerHour: 100, chatMessagesPerDay: 100 },
  });
  [{ id: userId }] = (await server.sql<{ id: string }>(
    `insert into app_public.users (username, name) values ('modelasker', 'Mo Asker') returning id`,
  )) as [{ id: string }];
  token = mintJwt({ role: 'bk_user', userId });
  const guest = await server.gql<{ signInAsGuest: { jwtToken: string } }>(
    'mutation { signInAsGuest(input: {}) { jwtToken } }',
  );
  guestToken = guest.data!.signInAsGuest.jwtToken;
  guestSession = (
    JSON.parse(Buffer.from(guestToken.split('.')[1]!, 'base64url').toString()) as {
      session_id: string;
    }
  ).session_id;
  thingId = (await insertThing(server, { name: 'Model hedge', ownerId: userId, category: 'HEDGE' }))
    .id;
  slowThingId = (
    await insertThing(server, { name: 'Slow hedge', ownerId: userId, category: 'HEDGE' })
  ).id;
});

afterAll(async () => {
  await server?.close();
});

describe('with a configured model', () => {
  it('guests get the built-in assistant (CHAT_GUESTS_USE_MODEL is off by default)', async () => {
    const answer = await ask('Does it need water?', 'guest');
    expect(answer.answered_by).toBe('builtIn');
    expect(requests).toHaveLength(0);
  });

  it('a failing model leaves a failed answer that says so, and costs no budget', async () => {
    const answer = await ask('Please fail');
    expect(answer).toMatchObject({
      status: 'failed',
      message_text: CHAT_MESSAGES.failed,
      answered_by: 'test-model',
    });
    const usage = await server.sql('select * from app_private.chat_model_usage');
    expect(usage).toEqual([]);
  });

  it('clearing the conversation stops an answer that is still arriving, and costs no budget', async () => {
    const spent = async () =>
      (
        await server.sql<{ tokens: string }>(
          `select coalesce(sum(tokens), 0)::text as tokens from app_private.chat_model_usage`,
        )
      )[0]!.tokens;
    const spentBefore = await spent();
    const sent = await server.gql<{
      sendChatMessage: { chatMessage: { answer: { eventId: string } } };
    }>(
      SEND,
      { message: 'Please be slow', sender: userId, metadata: { thingId: slowThingId } },
      token,
    );
    const answerId = sent.data!.sendChatMessage.chatMessage.answer.eventId;
    const text = async () =>
      (
        await server.sql<{ message_text: string }>(
          'select message_text from app_public.chat_messages where event_id = $1',
          [answerId],
        )
      )[0]?.message_text;
    await until(async () => ((await text()) ?? '').startsWith('word'), 'the first words');
    const slow = requests[requests.length - 1]!;
    expect(slow.question).toBe('Please be slow');
    expect(slow.signal?.aborted).toBe(false);

    const cleared = await server.gql<{ clearChatConversation: { removedQuestions: number } }>(
      CLEAR,
      { thingId: slowThingId },
      token,
    );
    expect(cleared.errors).toBeUndefined();
    await until(() => slow.signal?.aborted === true, 'the model to be told to stop');
    expect(await text()).toBeUndefined();
    expect(await spent()).toBe(spentBefore);
  }, 60_000);

  it('signed-in people get the model, with the limits and tools, and its usage is counted', async () => {
    const answer = await ask('What is this?');
    expect(answer).toMatchObject({
      status: 'done',
      message_text: 'This is Model hedge, answered by the model.',
      answered_by: 'test-model',
      notice: null,
      prompt_tokens: 600,
      completion_tokens: 500,
    });
    const request = requests[requests.length - 1]!;
    expect(request.limits).toEqual({ maxToolCalls: 3, maxTokens: 1500 });
    expect(request.tools.map((tool) => tool.name)).toEqual(
      expect.arrayContaining(['thing', 'readings', 'actions', 'rainfall', 'forecast', 'soil']),
    );
    // The conversation so far, oldest first (the failed answer is not part of it).
    expect(request.history).toEqual([{ role: 'user', text: 'Please fail' }]);
    const [usage] = await server.sql<{ tokens: string }>(
      `select tokens::text from app_private.chat_model_usage where model = 'test-model'`,
    );
    expect(usage!.tokens).toBe('1100');
  });

  it('refuses tool calls over the per-answer limit', async () => {
    const request = requests[requests.length - 1]!;
    // The request's runTool is the job's: it already made one call for this answer.
    const results = [];
    for (let call = 0; call < 4; call++) results.push(await request.runTool('thing', {}));
    expect(results.slice(0, 2).every((r) => (r.data as { found?: boolean }).found)).toBe(true);
    expect(results.slice(2).map((r) => r.data)).toEqual([
      { error: 'No more tool calls for this answer.' },
      { error: 'No more tool calls for this answer.' },
    ]);
  });

  it('once the day’s budget is spent, the built-in assistant answers and says so', async () => {
    const before = requests.length;
    const answer = await ask('How do I look after a hedge in winter?');
    expect(requests).toHaveLength(before);
    expect(answer.answered_by).toBe('builtIn');
    expect(answer.notice).toBe(CHAT_MESSAGES.budgetSpent);
    expect(answer.message_text).toMatch(
      new RegExp(`^${CHAT_MESSAGES.budgetSpent}\\n\\nLooking after a hedge in winter:`),
    );
  });
});

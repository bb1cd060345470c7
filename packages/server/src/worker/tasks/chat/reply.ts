// chat__reply (issue 15, decision 0145): writes the answer to one question. Queued by
// sendChatMessage (migration 0036) with the answer's id; the answer row waits, empty and
// 'streaming', until this job fills it.
//
//  1. Loads the question and the conversation before it.
//  2. Picks the assistant: the configured model (ctx.chatModel) for signed-in people (and
//     guests with CHAT_GUESTS_USE_MODEL=1) while the day's token budget lasts; the built-in
//     assistant otherwise, with a notice when the budget is spent.
//  3. Runs it with the tools (chat/tools.ts), which read as the asker under the API's RLS.
//  4. Streams the answer as it grows (chat/stream.ts) and stores it, with its sources,
//     suggestions and usage. A failing assistant leaves a failed answer that says so; a
//     conversation cleared meanwhile stops the answer.
//
// Never retried by the queue: every failure is stored as the answer's outcome.
import { CHAT_HISTORY_TURNS, CHAT_MESSAGES } from '@bloomkeep/schema';
import { createBuiltInAssistant, type ChatAssistant } from '../../../chat/builtIn.ts';
import { AnswerStream } from '../../../chat/stream.ts';
import { chatTools } from '../../../chat/tools.ts';
import { loadChatSettings } from '../../../config.ts';
import type { AnswerRequest, ChatAnswer, ChatTurn } from '../../../chat/types.ts';
import { defineTask } from '../../task.ts';

interface AnswerRow {
  event_id: string;
  thing_id: string;
  recipient_id: string;
  user_id: string | null;
  status: string;
  question: string;
  question_seq: string;
}

const builtIn = createBuiltInAssistant();

export const chatReplyTask = defineTask({
  name: 'chat__reply',
  async run(payload, ctx) {
    const answerId = (payload as { answerId?: unknown }).answerId;
    if (typeof answerId !== 'string') return;
    const { ownerPool: pool } = ctx;
    const settings = ctx.chat ?? loadChatSettings(process.env);
    const {
      rows: [row],
    } = await pool.query<AnswerRow>(
      `select a.event_id, a.thing_id, a.recipient_id, a.user_id, a.status,
         q.message_text as question, q.seq::text as question_seq
       from app_public.chat_messages a
       join app_public.chat_messages q on q.event_id = a.question_id
       where a.event_id = $1`,
      [answerId],
    );
    // Cleared before it ran, or already answered.
    if (!row || row.status !== 'streaming') return;

    const { rows: earlier } = await pool.query<{ type_name: string; message_text: string }>(
      `select type_name, message_text from app_public.chat_messages
       where recipient_id = $1 and thing_id = $2 and seq < $3 and status = 'done'
       order by seq desc limit $4`,
      [row.recipient_id, row.thing_id, row.question_seq, CHAT_HISTORY_TURNS * 2],
    );
    const history: ChatTurn[] = earlier.reverse().map((turn) => ({
      role: turn.type_name === 'question' ? 'user' : 'assistant',
      text: turn.message_text,
    }));

    // A retried job starts the text again.
    await pool.query(
      `update app_public.chat_messages set message_text = '' where event_id = $1 and status = 'streaming'`,
      [answerId],
    );
    const asker = { userId: row.user_id, sessionId: row.user_id ? null : row.recipient_id };
    let assistant: ChatAssistant = builtIn;
    let notice: string | null = null;
    const model = ctx.chatModel ?? null;
    if (model && (asker.userId !== null || settings.guestsUseModel)) {
      const {
        rows: [usage],
      } = await pool.query<{ tokens: string }>(
        `select coalesce(sum(tokens), 0)::text as tokens from app_private.chat_model_usage
         where day = (now() at time zone 'utc')::date and model = $1`,
        [model.name],
      );
      if (
        settings.dailyTokenBudget > 0 &&
        Number(usage?.tokens ?? 0) >= settings.dailyTokenBudget
      ) {
        notice = CHAT_MESSAGES.budgetSpent;
      } else {
        assistant = model;
      }
    }

    const tools = chatTools({ pool, asker, thingId: row.thing_id });
    const controller = new AbortController();
    const { rows: topics } = await pool.query<{ topic: string }>(
      'select app_hidden.chat_topic($1, $2) as topic',
      [row.recipient_id, row.thing_id],
    );
    const topic = topics[0]!.topic;
    const stream = new AnswerStream({
      pool,
      answerId,
      topic,
      // The conversation was cleared: nobody is waiting for the rest.
      onGone: () => controller.abort(),
    });
    if (notice) stream.push(`${notice}\n\n`);
    let toolCalls = 0;
    const request: AnswerRequest = {
      thingId: row.thing_id,
      question: row.question,
      history,
      tools: tools.specs,
      async runTool(name, args) {
        if (toolCalls >= settings.maxToolCalls) {
          return { data: { error: 'No more tool calls for this answer.' }, sources: [] };
        }
        toolCalls += 1;
        return tools.runTool(name, args);
      },
      limits: { maxToolCalls: settings.maxToolCalls, maxTokens: settings.maxTokens },
      onDelta: (text) => stream.push(text),
      signal: controller.signal,
    };

    let answer: ChatAnswer;
    try {
      answer = await assistant.answer(request);
    } catch (error) {
      if (controller.signal.aborted) return;
      console.warn(
        `[chat] ${assistant.name} could not answer ${answerId}: ${error instanceof Error ? error.message : String(error)}`,
      );
      await stream.finish({
        status: 'failed',
        text: CHAT_MESSAGES.failed,
        sources: [],
        suggestions: [],
        answeredBy: assistant.name,
        notice,
        toolCalls,
        usage: { promptTokens: 0, completionTokens: 0 },
      });
      return;
    }
    if (controller.signal.aborted) return;
    if (assistant === model) {
      const tokens = answer.usage.promptTokens + answer.usage.completionTokens;
      await pool.query(
        `insert into app_private.chat_model_usage (day, model, tokens)
         values ((now() at time zone 'utc')::date, $1, $2)
         on conflict (day, model) do update set tokens = chat_model_usage.tokens + excluded.tokens`,
        [model.name, tokens],
      );
    }
    await stream.finish({
      status: 'done',
      text: notice ? `${notice}\n\n${answer.text}` : answer.text,
      sources: answer.sources,
      suggestions: answer.suggestions,
      answeredBy: answer.answeredBy,
      notice,
      toolCalls: Math.max(toolCalls, answer.toolCalls),
      usage: answer.usage,
    });
  },
});

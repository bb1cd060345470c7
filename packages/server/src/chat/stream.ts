// An answer as it grows (issue 15, decision 0145): the reply job pushes each piece of text;
// pieces are gathered and written a chunk at a time (the row's text grows, so a page opened
// mid-answer reads what is there) and announced with pg_notify on the asker's own topic
// (app_hidden.chat_topic of the asker and the thing, which chatMessageStream listens to). A chunk is sent when it
// reaches CHUNK_CHARS or FLUSH_MS after its first piece, so a model's token-by-token output
// costs a few notifications a second, not one per token; each payload stays far below
// PostgreSQL's 8000-byte limit (at most MAX_DELTA_CHARS characters of up to 4 bytes each).
import type pg from 'pg';
import type { ChatStreamNotice } from '../graphile/plugins/chatStream.ts';
import type { ChatSource, ChatSuggestion } from './types.ts';

const CHUNK_CHARS = 200;
const FLUSH_MS = 150;
export const MAX_DELTA_CHARS = 1500;

export interface FinishedAnswer {
  status: 'done' | 'failed';
  text: string;
  sources: ChatSource[];
  suggestions: ChatSuggestion[];
  answeredBy: string;
  notice: string | null;
  toolCalls: number;
  usage: { promptTokens: number; completionTokens: number };
}

export class AnswerStream {
  readonly #pool: pg.Pool;
  readonly #answerId: string;
  readonly #topic: string;
  readonly #onGone: () => void;
  #pending = '';
  #offset = 0;
  #timer: NodeJS.Timeout | undefined;
  #writing: Promise<void> = Promise.resolve();
  #gone = false;

  constructor(options: { pool: pg.Pool; answerId: string; topic: string; onGone(): void }) {
    this.#pool = options.pool;
    this.#answerId = options.answerId;
    this.#topic = options.topic;
    this.#onGone = options.onGone;
  }

  push(text: string): void {
    if (this.#gone || !text) return;
    this.#pending += text;
    if (this.#pending.length >= CHUNK_CHARS) this.#flush();
    else this.#timer ??= setTimeout(() => this.#flush(), FLUSH_MS);
  }

  #flush(): void {
    clearTimeout(this.#timer);
    this.#timer = undefined;
    const text = this.#pending;
    this.#pending = '';
    if (!text) return;
    this.#writing = this.#writing.then(async () => {
      // Code points, so a chunk never splits a character in two.
      const chars = [...text];
      for (let start = 0; start < chars.length && !this.#gone; start += MAX_DELTA_CHARS) {
        const delta = chars.slice(start, start + MAX_DELTA_CHARS).join('');
        const notice: ChatStreamNotice = {
          event: 'DELTA',
          eventId: this.#answerId,
          offset: this.#offset,
          delta,
        };
        const { rowCount } = await this.#pool.query(
          `with grown as (
             update app_public.chat_messages set message_text = message_text || $2, updated_at = now()
             where event_id = $1 and status = 'streaming' returning 1
           )
           select pg_notify($3, $4) from grown`,
          [this.#answerId, delta, this.#topic, JSON.stringify(notice)],
        );
        if (!rowCount) {
          this.#gone = true;
          this.#onGone();
          return;
        }
        this.#offset += [...delta].length;
      }
    });
  }

  /** Writes the rest, then stores the answer and announces it (DONE or FAILED). */
  async finish(answer: FinishedAnswer): Promise<void> {
    this.#flush();
    await this.#writing;
    if (this.#gone) return;
    const notice: ChatStreamNotice = {
      event: answer.status === 'done' ? 'DONE' : 'FAILED',
      eventId: this.#answerId,
    };
    await this.#pool.query(
      `with stored as (
         update app_public.chat_messages set status = $2, message_text = $3, sources = $4,
           suggestions = $5, answered_by = $6, notice = $7, tool_calls = $8,
           prompt_tokens = $9, completion_tokens = $10, updated_at = now()
         where event_id = $1 and status = 'streaming' returning 1
       )
       select pg_notify($11, $12) from stored`,
      [
        this.#answerId,
        answer.status,
        answer.text,
        JSON.stringify(answer.sources),
        JSON.stringify(answer.suggestions),
        answer.answeredBy,
        answer.notice,
        answer.toolCalls,
        answer.usage.promptTokens,
        answer.usage.completionTokens,
        this.#topic,
        JSON.stringify(notice),
      ],
    );
  }
}

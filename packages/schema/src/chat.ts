// The thing chat's limits and messages (issue 15, docs/decisions/0145-thing-chat.md). The
// server checks them in SQL (migration 0036, send_chat_message) and in the reply job; the
// app's composer uses the same numbers. packages/server/test/chat.test.ts holds the SQL
// twin to CHAT_MESSAGE_MAX_LENGTH.

/** Longest question, in characters. */
export const CHAT_MESSAGE_MAX_LENGTH = 1000;

/** Defaults of the limits an operator may change (README, environment variables). */
export const CHAT_DEFAULT_LIMITS = {
  /** CHAT_MESSAGES_PER_HOUR: questions one person may ask in any hour. */
  messagesPerHour: 20,
  /** CHAT_MESSAGES_PER_DAY: questions one person may ask in any 24 hours. */
  messagesPerDay: 100,
  /** CHAT_MAX_TOOL_CALLS: tool calls one answer may make. */
  maxToolCalls: 8,
  /** CHAT_MAX_TOKENS: tokens (prompt and completion) one answer may use. */
  maxTokens: 4000,
  /** CHAT_DAILY_TOKEN_BUDGET: tokens the configured model may use per day across everyone. */
  dailyTokenBudget: 200_000,
} as const;

/** Questions of the conversation the assistants see, oldest first (the rest is not sent). */
export const CHAT_HISTORY_TURNS = 10;

/** The suggested questions the panel offers (the built-in assistant answers all of them). */
export const CHAT_SUGGESTED_QUESTIONS = [
  'Does it need water?',
  'When was it last watered, and by whom?',
  'Will it rain this week?',
  'What soil is this?',
  'Who looks after it?',
] as const;

/** What the server says when a question is refused (codes of SERVER_ERRORS). */
export const CHAT_MESSAGES = {
  empty: 'Type a question first',
  tooLong: `A question can be at most ${CHAT_MESSAGE_MAX_LENGTH} characters`,
  notYou: 'You can only send messages as yourself',
  perHour: 'You have asked a lot this hour. Please try again later.',
  perDay: 'You have reached today’s limit of questions. Please try again tomorrow.',
  noSession: 'Please sign in again to chat',
  /** Stored as the answer when the assistant fails. */
  failed: 'Sorry, I could not answer that just now. Please try again in a moment.',
  /** Added to an answer when the operator's daily budget for the model is spent. */
  budgetSpent:
    'Today’s budget for the AI model is used up, so the built-in assistant answered instead.',
} as const;

/** The answer's state: it grows while `streaming`, then is `done` or `failed`. */
export type ChatMessageStatus = 'streaming' | 'done' | 'failed';

/** A question's problem in the words of CHAT_MESSAGES, or null when it may be sent. */
export function chatMessageError(message: string): string | null {
  if (message.trim() === '') return CHAT_MESSAGES.empty;
  if ([...message].length > CHAT_MESSAGE_MAX_LENGTH) return CHAT_MESSAGES.tooLong;
  return null;
}

// The thing chat's messages as the app holds them (issue 15, decisions 0145 and 0147): what the
// server stores, read once from a query, a mutation or a finished stream event, and mapped onto
// the kit's ChatThread props. The stream's pieces are merged here, in whatever order the
// mutation's answer and the socket's events arrive.
import { graphql, readInlineData } from 'react-relay';
import type { ChatThreadMessage, ChatThreadSource, ChatThreadSuggestion } from '@bloomkeep/ui';
import type { chatMessage_message$key } from '../../__generated__/chatMessage_message.graphql';

const fragment = graphql`
  fragment chatMessage_message on ChatMessage @inline {
    eventId
    typeName
    messageText
    createdAt
    status
    answeredBy
    sources
    suggestions
    notice
  }
`;

export interface ChatMessageData {
  eventId: string;
  typeName: string;
  messageText: string;
  createdAt: string;
  status: string;
  answeredBy: string | null;
  sources: unknown;
  suggestions: unknown;
  notice: string | null;
}

export function readChatMessage(key: chatMessage_message$key): ChatMessageData {
  const data = readInlineData(fragment, key);
  return {
    eventId: String(data.eventId),
    typeName: data.typeName,
    messageText: data.messageText,
    createdAt: String(data.createdAt),
    status: data.status,
    answeredBy: data.answeredBy ?? null,
    sources: data.sources,
    suggestions: data.suggestions,
    notice: data.notice ?? null,
  };
}

/** The name the reader sees for who answered. */
export function answererName(answeredBy: string | null): string {
  if (!answeredBy || answeredBy === 'builtIn') return 'Built-in assistant';
  return answeredBy;
}

function sourcesOf(value: unknown): ChatThreadSource[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item: unknown) => {
    const { label, href } = (item ?? {}) as { label?: unknown; href?: unknown };
    if (typeof label !== 'string' || label === '') return [];
    return [typeof href === 'string' && href !== '' ? { label, href } : { label }];
  });
}

function suggestionsOf(value: unknown): ChatThreadSuggestion[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item: unknown) => {
    const { actionType, label } = (item ?? {}) as { actionType?: unknown; label?: unknown };
    if (typeof actionType !== 'string' || typeof label !== 'string') return [];
    return [{ id: actionType, label }];
  });
}

/** What the stream has said about one answer so far. */
export interface StreamedAnswer {
  /** The text put together from DELTA events. */
  text: string;
  /** The answer as stored, from DONE or FAILED. */
  final?: ChatMessageData;
}

/** Applies a DELTA: `delta` goes at `offset` (a repeated or late piece never shortens the text). */
export function withDelta(text: string, offset: number, delta: string): string {
  if (offset > text.length) return text;
  const next = text.slice(0, offset) + delta;
  return next.length >= text.length ? next : text;
}

/** One message as ChatThread shows it, with what the stream knows about it. */
export function toThreadMessage(
  stored: ChatMessageData,
  streamed: StreamedAnswer | undefined,
): ChatThreadMessage {
  const message = streamed?.final ?? stored;
  if (message.typeName !== 'answer') {
    return {
      id: message.eventId,
      role: 'user',
      text: message.messageText,
      createdAt: message.createdAt,
    };
  }
  const base = {
    id: message.eventId,
    role: 'assistant' as const,
    createdAt: message.createdAt,
    answeredBy: answererName(message.answeredBy),
  };
  if (message.status === 'failed') {
    return { ...base, text: '', status: 'failed', errorMessage: message.messageText };
  }
  if (message.status === 'streaming') {
    const text =
      streamed && streamed.text.length > message.messageText.length
        ? streamed.text
        : message.messageText;
    return { ...base, text, status: 'streaming' };
  }
  return {
    ...base,
    text: message.messageText,
    sources: sourcesOf(message.sources),
    suggestions: suggestionsOf(message.suggestions),
  };
}

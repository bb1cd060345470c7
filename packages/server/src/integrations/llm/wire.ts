// OpenAI's chat-completions wire format (POST {baseUrl}/chat/completions with
// `stream: true`), which OpenAI, Ollama, llama.cpp's server, vLLM and others speak: the
// request, the server-sent events of the streamed answer, and the pure pieces that turn
// those events into text, whole tool calls and usage. No I/O. Decisions:
// docs/decisions/0146-llm-client.md.
//
// A streamed answer is a series of SSE events, each `data: <one JSON chunk>`, ended by
// `data: [DONE]`. A chunk's `choices[0].delta` carries a piece of text (`content`) or
// pieces of tool calls (`tool_calls[]`, each keyed by `index`; the id and name usually
// come once, the JSON `arguments` string in many fragments), and `finish_reason` is set on
// the last one ("stop", "tool_calls", "length"). With `stream_options.include_usage` a
// final chunk with empty `choices` carries `usage`; local servers often send none.

// ---------------------------------------------------------------------------
// The request

export interface WireFunctionCall {
  name: string;
  /** The arguments as a JSON text (a string, even though it holds an object). */
  arguments: string;
}

export interface WireToolCall {
  id: string;
  type: 'function';
  function: WireFunctionCall;
}

export type WireMessage =
  | { role: 'system'; content: string }
  | { role: 'user'; content: string }
  | { role: 'assistant'; content: string | null; tool_calls?: WireToolCall[] }
  | { role: 'tool'; tool_call_id: string; content: string };

export interface WireTool {
  type: 'function';
  function: {
    name: string;
    description: string;
    /** A JSON Schema object. */
    parameters: Record<string, unknown>;
  };
}

export type WireToolChoice = 'auto' | 'none' | 'required';

export interface ChatCompletionRequest {
  model: string;
  messages: WireMessage[];
  tools?: WireTool[];
  tool_choice?: WireToolChoice;
  stream: true;
  stream_options?: { include_usage: boolean };
  max_tokens?: number;
}

// ---------------------------------------------------------------------------
// The streamed answer

export interface WireToolCallDelta {
  /** Which call this fragment belongs to; some servers leave it out when there is one. */
  index?: number;
  id?: string;
  type?: 'function';
  function?: { name?: string; arguments?: string };
}

export interface WireUsage {
  prompt_tokens: number;
  completion_tokens: number;
  total_tokens?: number;
}

export interface ChatCompletionChunk {
  id?: string;
  object?: string;
  created?: number;
  model?: string;
  choices: {
    index: number;
    delta: { role?: string; content?: string | null; tool_calls?: WireToolCallDelta[] };
    finish_reason: string | null;
  }[];
  usage?: WireUsage | null;
}

/** The non-streamed answer, which a few servers send even when asked to stream. */
export interface ChatCompletionBody {
  choices: {
    index: number;
    message: { role: 'assistant'; content: string | null; tool_calls?: WireToolCall[] };
    finish_reason: string | null;
  }[];
  usage?: WireUsage | null;
}

/** OpenAI's error body (4xx/5xx, and some servers' `data: {"error": …}` mid-stream). */
export interface WireErrorBody {
  error: { message: string; type?: string; code?: string | null } | string;
}

// ---------------------------------------------------------------------------
// Server-sent events

export interface SseDecoder {
  /** Feed the next piece of the body (split anywhere); returns the events it completed. */
  push(text: string): string[];
  /** The body ended: returns an event left without its closing blank line, if any. */
  end(): string[];
}

/**
 * Decodes an event stream as the SSE specification reads it: lines end with LF, CR or
 * CRLF (a CRLF split between two pieces counts once), `:` lines are comments (keep-alives),
 * several `data:` lines of one event join with "\n", a blank line ends the event, and
 * fields other than `data` are ignored. Each event is returned as its data text.
 */
export function createSseDecoder(): SseDecoder {
  let buffer = '';
  let data: string[] = [];
  let hasData = false;
  let skipLf = false;

  function line(text: string, events: string[]) {
    if (text === '') {
      if (hasData) events.push(data.join('\n'));
      data = [];
      hasData = false;
      return;
    }
    if (text.startsWith(':')) return;
    const colon = text.indexOf(':');
    const field = colon === -1 ? text : text.slice(0, colon);
    let value = colon === -1 ? '' : text.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'data') {
      data.push(value);
      hasData = true;
    }
  }

  return {
    push(text) {
      const events: string[] = [];
      let input = text;
      if (skipLf && input.startsWith('\n')) input = input.slice(1);
      skipLf = false;
      buffer += input;
      for (;;) {
        const match = /\r\n|\r|\n/.exec(buffer);
        if (!match) break;
        // A CR at the very end may be the first half of a CRLF.
        if (match[0] === '\r' && match.index === buffer.length - 1) {
          line(buffer.slice(0, match.index), events);
          buffer = '';
          skipLf = true;
          break;
        }
        line(buffer.slice(0, match.index), events);
        buffer = buffer.slice(match.index + match[0].length);
      }
      return events;
    },
    end() {
      const events: string[] = [];
      if (buffer !== '') line(buffer, events);
      buffer = '';
      line('', events);
      return events;
    },
  };
}

// ---------------------------------------------------------------------------
// Chunks

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export type ParseResult<T> = { ok: true; value: T } | { ok: false; reason: string };

/** What one streamed event says, in our terms. */
export interface StreamPiece {
  text: string;
  toolCallDeltas: WireToolCallDelta[];
  finishReason: string | null;
  usage: WireUsage | null;
}

function readUsage(value: unknown): WireUsage | null {
  if (!isObject(value)) return null;
  const prompt = value.prompt_tokens;
  const completion = value.completion_tokens;
  if (typeof prompt !== 'number' || typeof completion !== 'number') return null;
  return { prompt_tokens: prompt, completion_tokens: completion };
}

/** The message of an OpenAI-style error body, or null when the JSON is not one. */
export function errorMessage(json: unknown): string | null {
  if (!isObject(json) || json.error === undefined || json.error === null) return null;
  const { error } = json;
  if (typeof error === 'string') return error;
  if (isObject(error) && typeof error.message === 'string') return error.message;
  return 'an error without a message';
}

function readToolCallDeltas(value: unknown): WireToolCallDelta[] | null {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value)) return null;
  const deltas: WireToolCallDelta[] = [];
  for (const item of value) {
    if (!isObject(item)) return null;
    const fn = isObject(item.function) ? item.function : {};
    const args = fn.arguments;
    deltas.push({
      ...(typeof item.index === 'number' ? { index: item.index } : {}),
      ...(typeof item.id === 'string' && item.id !== '' ? { id: item.id } : {}),
      function: {
        ...(typeof fn.name === 'string' && fn.name !== '' ? { name: fn.name } : {}),
        // Some servers send the arguments as an object rather than its JSON text.
        ...(typeof args === 'string'
          ? { arguments: args }
          : isObject(args)
            ? { arguments: JSON.stringify(args) }
            : {}),
      },
    });
  }
  return deltas;
}

/**
 * One event's data (a JSON chunk) as a piece of the answer. An `error` object, a body that
 * is not JSON or a chunk without `choices` is a reason, not a piece.
 */
export function parseChunk(data: string): ParseResult<StreamPiece> {
  let json: unknown;
  try {
    json = JSON.parse(data);
  } catch {
    return { ok: false, reason: 'an event that is not JSON' };
  }
  const error = errorMessage(json);
  if (error !== null) return { ok: false, reason: `an error in the stream: ${error}` };
  if (!isObject(json)) return { ok: false, reason: 'an event that is not a JSON object' };
  const usage = readUsage(json.usage);
  const { choices } = json;
  if (!Array.isArray(choices)) {
    return usage
      ? { ok: true, value: { text: '', toolCallDeltas: [], finishReason: null, usage } }
      : { ok: false, reason: 'a chunk without choices' };
  }
  // We ask for one choice (n = 1); any other index is ignored.
  const choice = choices.find((item: unknown) => isObject(item) && (item.index ?? 0) === 0);
  if (choice === undefined) {
    return { ok: true, value: { text: '', toolCallDeltas: [], finishReason: null, usage } };
  }
  if (!isObject(choice)) return { ok: false, reason: 'a choice that is not an object' };
  // A few servers stream `message` where OpenAI streams `delta`.
  const delta = isObject(choice.delta)
    ? choice.delta
    : isObject(choice.message)
      ? choice.message
      : {};
  const toolCallDeltas = readToolCallDeltas(delta.tool_calls);
  if (toolCallDeltas === null) return { ok: false, reason: 'tool_calls that are not a list' };
  return {
    ok: true,
    value: {
      text: typeof delta.content === 'string' ? delta.content : '',
      toolCallDeltas,
      finishReason: typeof choice.finish_reason === 'string' ? choice.finish_reason : null,
      usage,
    },
  };
}

/**
 * A whole (non-streamed) chat completion body, for servers that ignore `stream: true`,
 * read as one piece; null when the JSON is not one.
 */
export function parseCompletionBody(json: unknown): StreamPiece | null {
  if (!isObject(json) || !Array.isArray(json.choices)) return null;
  const choice: unknown = json.choices[0];
  if (!isObject(choice) || !isObject(choice.message)) return null;
  const deltas = readToolCallDeltas(
    Array.isArray(choice.message.tool_calls)
      ? choice.message.tool_calls.map((call: unknown, index) =>
          isObject(call) ? { index, ...call } : call,
        )
      : undefined,
  );
  return {
    text: typeof choice.message.content === 'string' ? choice.message.content : '',
    toolCallDeltas: deltas ?? [],
    finishReason: typeof choice.finish_reason === 'string' ? choice.finish_reason : null,
    usage: readUsage(json.usage),
  };
}

// ---------------------------------------------------------------------------
// Assembling tool calls

/** A tool call as the model asked for it, whole. `arguments` is still JSON text. */
export interface AssembledToolCall {
  id: string;
  name: string;
  arguments: string;
}

export interface PartialToolCall {
  index: number;
  id: string | null;
  name: string;
  arguments: string;
}

/**
 * Adds one chunk's tool-call fragments to the calls seen so far (a new list; the old one is
 * not changed). Fragments join by `index`. A fragment without an index continues the last
 * call, unless it brings a new id; a fragment whose id differs from its index's call starts
 * a new call (servers that number every call 0).
 */
export function appendToolCallDeltas(
  calls: readonly PartialToolCall[],
  deltas: readonly WireToolCallDelta[],
): PartialToolCall[] {
  const next = calls.map((call) => ({ ...call }));
  for (const delta of deltas) {
    let target: PartialToolCall | undefined;
    if (delta.index !== undefined) {
      target = next.findLast((call) => call.index === delta.index);
    } else {
      target = next.at(-1);
    }
    if (target && delta.id !== undefined && target.id !== null && target.id !== delta.id) {
      target = undefined;
    }
    if (!target) {
      target = {
        index: delta.index ?? (next.at(-1)?.index ?? -1) + 1,
        id: null,
        name: '',
        arguments: '',
      };
      next.push(target);
    }
    if (delta.id !== undefined) target.id = delta.id;
    if (delta.function?.name !== undefined) {
      // Most servers send the name once; a few repeat it whole in every fragment.
      if (target.name !== delta.function.name) target.name += delta.function.name;
    }
    if (delta.function?.arguments !== undefined) target.arguments += delta.function.arguments;
  }
  return next;
}

/** The calls, whole, in order; a call without an id gets `call_<n>`. */
export function completeToolCalls(calls: readonly PartialToolCall[]): AssembledToolCall[] {
  return calls
    .filter((call) => call.name !== '' || call.arguments !== '')
    .map((call, position) => ({
      id: call.id ?? `call_${position}`,
      name: call.name,
      arguments: call.arguments,
    }));
}

/**
 * A tool call's arguments as an object. Empty text is `{}` (models call argument-less tools
 * that way); anything but a JSON object is a reason to tell the model.
 */
export function parseToolArguments(text: string): ParseResult<Record<string, unknown>> {
  if (text.trim() === '') return { ok: true, value: {} };
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    return {
      ok: false,
      reason: `the arguments are not valid JSON (${error instanceof Error ? error.message : 'unreadable'})`,
    };
  }
  if (!isObject(json)) return { ok: false, reason: 'the arguments must be a JSON object' };
  return { ok: true, value: json };
}

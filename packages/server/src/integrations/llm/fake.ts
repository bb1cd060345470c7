// A local OpenAI-compatible chat-completions server, for tests, the e2e run and local
// development. It speaks the real wire format over real HTTP: POST /v1/chat/completions
// with `stream: true` answers `text/event-stream` chunks (text token by token, tool calls
// whose arguments arrive in fragments, a usage chunk when asked for, `data: [DONE]`).
//
//   const llm = await startLlmFake({ apiKey: 'sk-test', script: (request, n) => …reply });
//   createLlmClient({ baseUrl: llm.url, apiKey: 'sk-test', model: 'fake', … });
//   llm.received;   // every request, oldest first: Authorization header and parsed body
//   await llm.close();
//
// A script turns each request into a reply: `{ text }` (split into tokens), `{ toolCalls }`,
// `{ status: 429, retryAfter: '1' }` or any HTTP status, `{ hang: true }` (headers never
// come) or `{ text, hangAfter: 2 }` (the stream stalls after two tokens; `breakAfter`
// drops the connection instead), or `{ raw }` (any body, for garbage). `wire` options
// reproduce servers' quirks: CRLF line ends, keep-alive comments, a JSON chunk split over
// several `data:` lines, the body written in tiny pieces, tool-call fragments without
// `index`, no usage. Without a script it plays `demoLlmScript`.
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Socket } from 'node:net';
import { readBoundedBody } from '../../http/body.ts';
import type {
  ChatCompletionChunk,
  ChatCompletionRequest,
  WireMessage,
  WireToolCallDelta,
  WireUsage,
} from './wire.ts';

export interface LlmFakeToolCall {
  /** `call_<n>` by default. */
  id?: string;
  name: string;
  /** Sent as JSON text in fragments; a string is sent as it is (invalid JSON too). */
  arguments: string | Record<string, unknown>;
}

export type LlmFakeReply =
  | {
      /** A string is split into word tokens ("Hello", " there"); a list is sent as given. */
      text?: string | string[];
      toolCalls?: LlmFakeToolCall[];
      /** "tool_calls" with tool calls, "stop" otherwise. */
      finishReason?: string;
      /** null: no usage chunk even when asked for (as older Ollama). An estimate by default. */
      usage?: WireUsage | null;
      /** Stall (keep the connection open, send nothing more) after this many tokens. */
      hangAfter?: number;
      /** Drop the connection after this many tokens. */
      breakAfter?: number;
    }
  | { status: number; retryAfter?: string; body?: unknown }
  | { hang: true }
  | { raw: string; contentType?: string; status?: number };

export interface LlmFakeRequest {
  method: string;
  path: string;
  authorization: string | null;
  /** The parsed JSON body (null when it was not JSON). */
  body: ChatCompletionRequest | null;
  rawBody: string;
}

export type LlmFakeScript = (
  request: LlmFakeRequest,
  index: number,
) => LlmFakeReply | Promise<LlmFakeReply>;

export interface LlmFakeWire {
  /** '\n' by default. */
  lineEnding?: '\n' | '\r\n';
  /** A `: keep-alive` comment before every event. */
  keepAlive?: boolean;
  /** Each chunk's JSON split over several `data:` lines of one event. */
  splitDataLines?: boolean;
  /** Write the event stream in pieces of this many bytes (splitting lines and CRLFs). */
  writeSize?: number;
  /** Characters of tool-call arguments per fragment; 5 by default. */
  argumentsPieceSize?: number;
  /** Tool-call fragments without `index` (some local servers). */
  omitToolCallIndex?: boolean;
}

export interface LlmFakeOptions {
  script?: LlmFakeScript;
  /** When set, requests must carry `Authorization: Bearer <apiKey>` or get a 401. */
  apiKey?: string;
  wire?: LlmFakeWire;
  port?: number;
}

export interface LlmFake {
  /** The base URL to configure (LLM_BASE_URL): `http://127.0.0.1:<port>/v1`. */
  url: string;
  received: LlmFakeRequest[];
  close(): Promise<void>;
}

/** Splits text into tokens the way models stream it: words with their leading space. */
export function tokensOf(text: string): string[] {
  return text.match(/\s*\S+|\s+$/g) ?? [];
}

const estimateTokens = (text: string) => Math.max(1, Math.ceil(text.length / 4));

export async function startLlmFake(options: LlmFakeOptions = {}): Promise<LlmFake> {
  const script = options.script ?? demoLlmScript;
  const wire = options.wire ?? {};
  const eol = wire.lineEnding ?? '\n';
  const received: LlmFakeRequest[] = [];
  const sockets = new Set<Socket>();

  function json(response: ServerResponse, status: number, body: unknown, extra = {}) {
    response.writeHead(status, { 'content-type': 'application/json', ...extra });
    response.end(JSON.stringify(body));
  }

  async function stream(
    response: ServerResponse,
    request: ChatCompletionRequest,
    reply: Extract<LlmFakeReply, { text?: unknown }>,
  ) {
    response.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache',
    });
    let pending = '';
    const flush = async () => {
      const size = wire.writeSize;
      if (!size) {
        response.write(pending);
      } else {
        for (let at = 0; at < pending.length; at += size) {
          response.write(pending.slice(at, at + size));
          // Let each piece leave as its own TCP write.
          await new Promise((resolve) => setImmediate(resolve));
        }
      }
      pending = '';
    };
    const event = async (data: string) => {
      if (wire.keepAlive) pending += `: keep-alive${eol}${eol}`;
      if (wire.splitDataLines && data.length > 8) {
        const middle = Math.floor(data.length / 2);
        // Split at a comma so each line stays readable; SSE joins the lines with "\n".
        const comma = data.indexOf(',', middle);
        const at = comma === -1 ? middle : comma + 1;
        pending += `data: ${data.slice(0, at)}${eol}data: ${data.slice(at)}${eol}${eol}`;
      } else {
        pending += `data: ${data}${eol}${eol}`;
      }
      await flush();
    };
    const base = { id: 'chatcmpl-fake', object: 'chat.completion.chunk', model: request.model };
    const chunk = async (
      delta: ChatCompletionChunk['choices'][number]['delta'],
      finishReason: string | null = null,
    ) =>
      event(
        JSON.stringify({
          ...base,
          choices: [{ index: 0, delta, finish_reason: finishReason }],
        } satisfies ChatCompletionChunk),
      );

    const tokens = Array.isArray(reply.text) ? reply.text : tokensOf(reply.text ?? '');
    await chunk({ role: 'assistant', content: '' });
    let sent = 0;
    for (const token of tokens) {
      if (reply.hangAfter !== undefined && sent >= reply.hangAfter) return;
      if (reply.breakAfter !== undefined && sent >= reply.breakAfter) {
        // Once what was sent has left, cut the connection mid-body.
        await new Promise((resolve) => response.write('', resolve));
        response.destroy();
        return;
      }
      await chunk({ content: token });
      sent += 1;
    }
    if (reply.hangAfter !== undefined && sent >= reply.hangAfter) return;
    const pieceSize = wire.argumentsPieceSize ?? 5;
    let argumentText = '';
    for (const [index, call] of (reply.toolCalls ?? []).entries()) {
      const args =
        typeof call.arguments === 'string' ? call.arguments : JSON.stringify(call.arguments);
      argumentText += args;
      const at = wire.omitToolCallIndex ? {} : { index };
      const first: WireToolCallDelta = {
        ...at,
        id: call.id ?? `call_${received.length}_${index}`,
        type: 'function',
        function: { name: call.name, arguments: '' },
      };
      await chunk({ tool_calls: [first] });
      for (let from = 0; from < args.length; from += pieceSize) {
        await chunk({
          tool_calls: [{ ...at, function: { arguments: args.slice(from, from + pieceSize) } }],
        });
      }
    }
    const finish = reply.finishReason ?? (reply.toolCalls?.length ? 'tool_calls' : 'stop');
    await chunk({}, finish);
    if (request.stream_options?.include_usage && reply.usage !== null) {
      const usage = reply.usage ?? {
        prompt_tokens: estimateTokens(JSON.stringify(request.messages)),
        completion_tokens: tokens.length + estimateTokens(argumentText),
      };
      await event(
        JSON.stringify({
          ...base,
          choices: [],
          usage: { ...usage, total_tokens: usage.prompt_tokens + usage.completion_tokens },
        }),
      );
    }
    await event('[DONE]');
    response.end();
  }

  const server = createServer((request, response) => {
    void (async () => {
      const raw = (await readBoundedBody(request, 5_000_000)) ?? Buffer.alloc(0);
      const rawBody = raw.toString('utf8');
      let body: ChatCompletionRequest | null = null;
      try {
        body = JSON.parse(rawBody) as ChatCompletionRequest;
      } catch {
        body = null;
      }
      const path = new URL(request.url ?? '/', 'http://fake').pathname;
      const record: LlmFakeRequest = {
        method: request.method ?? 'GET',
        path,
        authorization: request.headers.authorization ?? null,
        body,
        rawBody,
      };
      received.push(record);
      if (request.method !== 'POST' || path !== '/v1/chat/completions') {
        json(response, 404, { error: { message: `Unknown route ${path}`, type: 'not_found' } });
        return;
      }
      if (options.apiKey !== undefined && record.authorization !== `Bearer ${options.apiKey}`) {
        // Harsher than OpenAI (which masks the middle): the key comes back whole, so tests
        // prove that the client never repeats it.
        const sent = record.authorization?.replace(/^Bearer /, '') ?? '';
        json(response, 401, {
          error: {
            message: `Incorrect API key provided: ${sent}.`,
            type: 'invalid_request_error',
            code: 'invalid_api_key',
          },
        });
        return;
      }
      if (!body || !Array.isArray(body.messages) || typeof body.model !== 'string') {
        json(response, 400, {
          error: { message: 'model and messages are required', type: 'invalid_request_error' },
        });
        return;
      }
      const reply = await script(record, received.length - 1);
      if ('hang' in reply) return; // never answer; close() ends the connection
      if ('raw' in reply) {
        response.writeHead(reply.status ?? 200, {
          'content-type': reply.contentType ?? 'text/event-stream',
        });
        response.end(reply.raw);
        return;
      }
      if ('status' in reply) {
        json(
          response,
          reply.status,
          reply.body ?? {
            error: {
              message: reply.status === 429 ? 'Rate limit reached' : 'The server had an error',
              type: reply.status === 429 ? 'rate_limit_exceeded' : 'server_error',
            },
          },
          reply.retryAfter !== undefined ? { 'retry-after': reply.retryAfter } : {},
        );
        return;
      }
      await stream(response, body, reply);
    })().catch((error: unknown) => {
      if (!response.headersSent) {
        json(response, 500, { error: { message: String(error), type: 'server_error' } });
      } else {
        response.destroy();
      }
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    received,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        for (const socket of sockets) socket.destroy();
      }),
  };
}

// ---------------------------------------------------------------------------
// A demo model for local development and the e2e run

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;

/** Words in a question → the part of a tool's name that answers it. */
const TOPICS: [RegExp, string][] = [
  [/rain|wet|gauge/i, 'rain'],
  [/forecast|week|tomorrow|weather/i, 'forecast'],
  [/soil/i, 'soil'],
  [/need.*water|water.*need|dry|thirsty/i, 'advice'],
  [/water(ed)?|who|action|last/i, 'action'],
  [/device|sensor|battery/i, 'device'],
];

function textOf(message: WireMessage | undefined): string {
  return message && typeof message.content === 'string' ? message.content : '';
}

/** Flattens a tool result into a few "key: value" facts for the demo's answer. */
function facts(value: unknown, prefix = '', out: string[] = []): string[] {
  if (out.length >= 6) return out;
  if (value === null || value === undefined) return out;
  if (typeof value === 'object') {
    for (const [key, inner] of Object.entries(value as Record<string, unknown>)) {
      if (key === 'sources') continue;
      facts(inner, prefix && !/^\d+$/.test(key) ? `${prefix} ${key}` : key, out);
    }
    return out;
  }
  if (prefix) out.push(`${prefix}: ${String(value).slice(0, 80)}`);
  return out;
}

/**
 * A model that plays a plausible conversation without a model: for a new question it calls
 * the tool whose name matches the question (passing the thing id from the system prompt
 * where the tool takes one), then, for a question about watering, suggests recording one,
 * and then answers with a few facts from the tool results and their sources.
 */
export const demoLlmScript: LlmFakeScript = (request) => {
  const body = request.body!;
  const messages = body.messages;
  const last = messages.at(-1);
  const question = textOf(messages.findLast((message) => message.role === 'user'));
  const tools = (body.tools ?? []).map((tool) => tool.function);
  const dataTools = tools.filter((tool) => tool.name !== 'suggest_action');
  const canCall = tools.length > 0 && body.tool_choice !== 'none';
  if (last?.role === 'user' && canCall && dataTools.length > 0) {
    const topic = TOPICS.find(([pattern]) => pattern.test(question))?.[1] ?? 'thing';
    const tool =
      dataTools.find((candidate) => candidate.name.toLowerCase().includes(topic)) ??
      dataTools.find((candidate) => candidate.name.toLowerCase().includes('thing')) ??
      dataTools[0]!;
    const thingId = UUID.exec(textOf(messages[0]))?.[0];
    const properties = Object.keys(
      (tool.parameters as { properties?: Record<string, unknown> }).properties ?? {},
    );
    const args: Record<string, unknown> = {};
    for (const name of properties) if (/^thing_?id$/i.test(name) && thingId) args[name] = thingId;
    return { toolCalls: [{ name: tool.name, arguments: args }] };
  }
  const suggested = messages.some(
    (message) =>
      message.role === 'assistant' &&
      message.tool_calls?.some((call) => call.function.name === 'suggest_action'),
  );
  if (
    last?.role === 'tool' &&
    canCall &&
    !suggested &&
    tools.some((tool) => tool.name === 'suggest_action') &&
    /water/i.test(question)
  ) {
    return {
      toolCalls: [
        {
          name: 'suggest_action',
          arguments: { actionType: 'WATERING', label: 'Record a watering' },
        },
      ],
    };
  }
  const found: string[] = [];
  const sources: string[] = [];
  for (const message of messages) {
    if (message.role !== 'tool') continue;
    try {
      const envelope = JSON.parse(message.content) as {
        untrusted_data?: { data?: unknown; sources?: { label?: string }[] };
      };
      if (!envelope.untrusted_data) continue;
      facts(envelope.untrusted_data.data, '', found);
      for (const source of envelope.untrusted_data.sources ?? []) {
        if (source.label && !sources.includes(source.label)) sources.push(source.label);
      }
    } catch {
      // not ours: skip
    }
  }
  if (found.length === 0) {
    return { text: 'I have no data about this thing to answer from.' };
  }
  return {
    text: `From this thing's data: ${found.join('; ')}.${
      sources.length ? ` Sources: ${sources.join(', ')}.` : ''
    }`,
  };
};

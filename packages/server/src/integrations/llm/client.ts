// The real model client: streamed chat completions from any OpenAI-compatible server
// (OpenAI, Ollama, llama.cpp's server, vLLM, …), POST {baseUrl}/chat/completions with
// `stream: true`. Configuration (LLM_BASE_URL, LLM_API_KEY, LLM_MODEL) comes in as options;
// `llmConfigFromEnv` reads it for config.ts. Decisions: docs/decisions/0146-llm-client.md.
//
// `streamChat` yields the answer as it arrives: text pieces, then the whole tool calls the
// model asked for, then how it ended with the usage. It retries, with backoff, what may
// pass (429, honouring Retry-After, 5xx, a refused connection) as long as nothing has been
// yielded; it gives up at once on other 4xx and on a time-out (no answer within
// `timeoutMs`, or a stream idle for that long). Failures are `LlmError`s whose message
// names the model's host ("The assistant's model at api.openai.com did not answer: …")
// and never holds the API key.
import { parseRetryAfter } from '../ttn/client.ts';
import {
  appendToolCallDeltas,
  completeToolCalls,
  createSseDecoder,
  errorMessage,
  parseChunk,
  parseCompletionBody,
  type AssembledToolCall,
  type ChatCompletionRequest,
  type PartialToolCall,
  type StreamPiece,
  type WireMessage,
  type WireTool,
  type WireToolChoice,
  type WireUsage,
} from './wire.ts';

export interface LlmConfig {
  /** Up to and including the API version: `https://api.openai.com/v1`, `http://localhost:11434/v1`. */
  baseUrl: string;
  /** Sent as a Bearer token; local servers need none. */
  apiKey?: string;
  model: string;
  /** Give up when the server sends nothing (no headers, or no next chunk) for this long. */
  timeoutMs: number;
  /** How many times to retry a 429, a 5xx or a refused connection. */
  maxRetries: number;
}

export interface LlmClientOptions extends LlmConfig {
  /** For tests; the global fetch otherwise. */
  fetch?: typeof fetch;
  /** The first backoff between retries (doubled each time) without a Retry-After. 500 ms. */
  retryDelayMs?: number;
  /** A Retry-After longer than this is not waited for: the call fails instead. 20 s. */
  maxRetryAfterMs?: number;
  /** Told about each retry before its wait (for logs). */
  onRetry?(retry: LlmRetry): void;
}

export interface LlmRetry {
  /** 1 for the first retry. */
  attempt: number;
  delayMs: number;
  /** The HTTP status that caused it, or null for a refused connection. */
  httpStatus: number | null;
  reason: string;
}

export const LLM_DEFAULT_TIMEOUT_MS = 30_000;
export const LLM_DEFAULT_MAX_RETRIES = 2;
const DEFAULT_RETRY_DELAY_MS = 500;
const DEFAULT_MAX_RETRY_AFTER_MS = 20_000;

/**
 * The model's configuration from the environment, or null when LLM_BASE_URL is unset (the
 * built-in assistant answers then). Throws on a configuration that cannot work, so the
 * server refuses to start rather than fail on the first question.
 */
export function llmConfigFromEnv(env: Record<string, string | undefined>): LlmConfig | null {
  const raw = env.LLM_BASE_URL?.trim();
  if (!raw) return null;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`LLM_BASE_URL must be a URL such as https://api.openai.com/v1 (got "${raw}")`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new Error('LLM_BASE_URL must be an http or https URL, such as https://api.openai.com/v1');
  }
  const model = env.LLM_MODEL?.trim();
  if (!model) {
    throw new Error(
      'LLM_MODEL must name the model when LLM_BASE_URL is set (for example gpt-4o-mini, or llama3.1 on Ollama)',
    );
  }
  const apiKey = env.LLM_API_KEY?.trim();
  return {
    baseUrl: raw,
    ...(apiKey ? { apiKey } : {}),
    model,
    timeoutMs: LLM_DEFAULT_TIMEOUT_MS,
    maxRetries: LLM_DEFAULT_MAX_RETRIES,
  };
}

export type LlmFailure =
  /** No connection (refused, DNS, reset before an answer). */
  | 'unreachable'
  /** Nothing arrived for `timeoutMs`. */
  | 'timeout'
  /** 429 after the retries, or a Retry-After too long to wait for. */
  | 'rateLimited'
  /** 5xx after the retries, an error inside the stream, or a stream cut short. */
  | 'failed'
  /** 4xx other than 429: the key, the model name or the request is wrong. */
  | 'refused'
  /** A 200 whose body is not a chat completion stream. */
  | 'garbage';

export class LlmError extends Error {
  override name = 'LlmError';
  constructor(
    readonly failure: LlmFailure,
    /** The model's host, as named in the message. */
    readonly host: string,
    readonly httpStatus: number | null,
    message: string,
  ) {
    super(message);
  }
}

export interface LlmChatRequest {
  messages: WireMessage[];
  tools?: WireTool[];
  toolChoice?: WireToolChoice;
  /** The most tokens the answer may have. */
  maxTokens?: number;
  /** Aborting ends the stream; the generator then throws the signal's reason. */
  signal?: AbortSignal;
}

export interface LlmUsage {
  promptTokens: number;
  completionTokens: number;
}

export type LlmStreamEvent =
  | { type: 'text'; text: string }
  | { type: 'toolCall'; call: AssembledToolCall }
  | {
      type: 'end';
      /** "stop", "tool_calls", "length", …; null when the server said nothing. */
      finishReason: string | null;
      /** null when the server sent none (Ollama and llama.cpp often do not). */
      usage: LlmUsage | null;
    };

export interface LlmClient {
  model: string;
  /** The host of baseUrl, as errors name it. */
  host: string;
  streamChat(request: LlmChatRequest): AsyncGenerator<LlmStreamEvent, void, undefined>;
}

const sleep = (ms: number, signal: AbortSignal | undefined) =>
  new Promise<void>((resolve, reject) => {
    if (signal?.aborted) {
      reject(signal.reason as Error);
      return;
    }
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    function onAbort() {
      clearTimeout(timer);
      reject(signal!.reason as Error);
    }
    signal?.addEventListener('abort', onAbort, { once: true });
  });

const toUsage = (usage: WireUsage | null): LlmUsage | null =>
  usage ? { promptTokens: usage.prompt_tokens, completionTokens: usage.completion_tokens } : null;

/** The URL of the endpoint, whether baseUrl ends at the version or names the endpoint. */
function endpointOf(baseUrl: string): URL {
  const trimmed = baseUrl.trim().replace(/\/+$/, '');
  return new URL(trimmed.endsWith('/chat/completions') ? trimmed : `${trimmed}/chat/completions`);
}

function reasonOfFetchError(error: unknown): string {
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
  const code =
    typeof cause === 'object' && cause !== null && 'code' in cause ? String(cause.code) : '';
  const message = cause instanceof Error ? cause.message : String(cause);
  return code && !message.includes(code) ? `${code} ${message}` : message;
}

export function createLlmClient(options: LlmClientOptions): LlmClient {
  const doFetch = options.fetch ?? fetch;
  const endpoint = endpointOf(options.baseUrl);
  const host = endpoint.host;
  const retryDelayMs = options.retryDelayMs ?? DEFAULT_RETRY_DELAY_MS;
  const maxRetryAfterMs = options.maxRetryAfterMs ?? DEFAULT_MAX_RETRY_AFTER_MS;
  const { timeoutMs, maxRetries, apiKey } = options;

  /** Removes the key from anything we are about to put in a message. */
  const scrub = (text: string) =>
    apiKey && apiKey.length >= 4 ? text.split(apiKey).join('[redacted]') : text;
  const didNotAnswer = (failure: LlmFailure, httpStatus: number | null, reason: string) =>
    new LlmError(
      failure,
      host,
      httpStatus,
      scrub(`The assistant's model at ${host} did not answer: ${reason}`),
    );

  const headers: Record<string, string> = {
    'content-type': 'application/json',
    accept: 'text/event-stream',
    'user-agent': 'Bloomkeep',
  };
  if (apiKey) headers.authorization = `Bearer ${apiKey}`;

  function refusal(status: number, statusText: string, body: string): LlmError {
    let detail: string | null = null;
    try {
      detail = errorMessage(JSON.parse(body));
    } catch {
      detail = body.trim() ? body.trim() : null;
    }
    const said = `${status}${statusText ? ` ${statusText}` : ''}`;
    if (status === 401 || status === 403) {
      // Never echo a key error: servers quote (part of) the key in it.
      return new LlmError(
        'refused',
        host,
        status,
        `The assistant's model at ${host} refused the request (${said}): check LLM_API_KEY`,
      );
    }
    return new LlmError(
      'refused',
      host,
      status,
      scrub(
        `The assistant's model at ${host} refused the request (${said})${
          detail ? `: ${detail.slice(0, 300)}` : ''
        }`,
      ),
    );
  }

  async function* streamChat(
    request: LlmChatRequest,
  ): AsyncGenerator<LlmStreamEvent, void, undefined> {
    const body: ChatCompletionRequest = {
      model: options.model,
      messages: request.messages,
      ...(request.tools && request.tools.length > 0
        ? { tools: request.tools, tool_choice: request.toolChoice ?? 'auto' }
        : {}),
      stream: true,
      stream_options: { include_usage: true },
      ...(request.maxTokens !== undefined ? { max_tokens: request.maxTokens } : {}),
    };
    const payload = JSON.stringify(body);
    const { signal } = request;

    for (let attempt = 0; ; attempt += 1) {
      signal?.throwIfAborted();
      const controller = new AbortController();
      let timedOut = false;
      let timer: ReturnType<typeof setTimeout> | undefined;
      const arm = () => {
        clearTimeout(timer);
        timer = setTimeout(() => {
          timedOut = true;
          controller.abort();
        }, timeoutMs);
      };
      const onAbort = () => controller.abort(signal?.reason);
      signal?.addEventListener('abort', onAbort, { once: true });
      const cleanup = () => {
        clearTimeout(timer);
        signal?.removeEventListener('abort', onAbort);
      };
      const stopped = (error: unknown): never => {
        cleanup();
        if (signal?.aborted) throw signal.reason;
        if (timedOut) {
          throw didNotAnswer('timeout', null, `nothing arrived within ${timeoutMs} ms`);
        }
        if (error instanceof LlmError) throw error;
        throw didNotAnswer(
          'failed',
          null,
          `the connection broke during the answer (${reasonOfFetchError(error)})`,
        );
      };

      arm();
      let response: Response;
      try {
        response = await doFetch(endpoint, {
          method: 'POST',
          headers,
          body: payload,
          signal: controller.signal,
        });
      } catch (error) {
        if (signal?.aborted || timedOut) stopped(error);
        cleanup();
        const reason = `could not connect (${reasonOfFetchError(error)})`;
        if (attempt < maxRetries) {
          const delayMs = retryDelayMs * 2 ** attempt;
          options.onRetry?.({ attempt: attempt + 1, delayMs, httpStatus: null, reason });
          await sleep(delayMs, signal);
          continue;
        }
        throw didNotAnswer('unreachable', null, reason);
      }

      if (!response.ok) {
        let text = '';
        try {
          text = await response.text();
        } catch (error) {
          stopped(error);
        }
        cleanup();
        const { status } = response;
        if (status !== 429 && status < 500) throw refusal(status, response.statusText, text);
        let detail: string | null = null;
        try {
          detail = errorMessage(JSON.parse(text));
        } catch {
          detail = null;
        }
        const reason = `it answered ${status}${response.statusText ? ` ${response.statusText}` : ''}${
          detail ? ` (${detail.slice(0, 200)})` : ''
        }`;
        const failure: LlmFailure = status === 429 ? 'rateLimited' : 'failed';
        const retryAfter = parseRetryAfter(response.headers.get('retry-after'));
        const delayMs = retryAfter !== null ? retryAfter * 1000 : retryDelayMs * 2 ** attempt;
        if (attempt >= maxRetries) {
          throw didNotAnswer(failure, status, `${reason}, ${attempt + 1} times`);
        }
        if (delayMs > maxRetryAfterMs) {
          throw didNotAnswer(failure, status, `${reason} and asked us to wait ${retryAfter} s`);
        }
        options.onRetry?.({ attempt: attempt + 1, delayMs, httpStatus: status, reason });
        await sleep(delayMs, signal);
        continue;
      }

      // 200: read the stream. From here on nothing is retried: text may have been shown.
      try {
        yield* readAnswer(response, arm);
      } catch (error) {
        stopped(error);
      } finally {
        cleanup();
        // Stops the body when the caller stops early (or the stream failed).
        controller.abort();
      }
      return;
    }
  }

  async function* readAnswer(
    response: Response,
    arm: () => void,
  ): AsyncGenerator<LlmStreamEvent, void, undefined> {
    const contentType = response.headers.get('content-type') ?? '';
    let calls: PartialToolCall[] = [];
    let finishReason: string | null = null;
    let usage: WireUsage | null = null;
    let pieces = 0;

    function* take(piece: StreamPiece): Generator<LlmStreamEvent> {
      pieces += 1;
      if (piece.text !== '') yield { type: 'text', text: piece.text };
      if (piece.toolCallDeltas.length > 0) {
        calls = appendToolCallDeltas(calls, piece.toolCallDeltas);
      }
      if (piece.finishReason !== null) finishReason = piece.finishReason;
      if (piece.usage !== null) usage = piece.usage;
    }

    if (!response.body) throw didNotAnswer('garbage', 200, 'it answered with an empty body');

    if (contentType.includes('application/json')) {
      // A server that ignored `stream: true`: one whole completion.
      const text = await response.text();
      let json: unknown;
      try {
        json = JSON.parse(text);
      } catch {
        json = undefined;
      }
      const streamError = errorMessage(json);
      if (streamError !== null) {
        throw didNotAnswer(
          'failed',
          200,
          `it answered with an error: ${streamError.slice(0, 200)}`,
        );
      }
      const piece = parseCompletionBody(json);
      if (!piece) {
        throw didNotAnswer('garbage', 200, 'it answered with JSON that is not a chat completion');
      }
      yield* take(piece);
    } else {
      if (contentType !== '' && !contentType.includes('text/event-stream')) {
        throw didNotAnswer(
          'garbage',
          200,
          `it answered with ${contentType.split(';')[0]}, not a stream of chat completion events`,
        );
      }
      const decoder = createSseDecoder();
      const text = new TextDecoder();
      const reader = response.body.getReader();
      let done = false;
      const handle = function* (events: string[]): Generator<LlmStreamEvent> {
        for (const data of events) {
          if (done) return;
          if (data.trim() === '[DONE]') {
            done = true;
            return;
          }
          const parsed = parseChunk(data);
          if (!parsed.ok) {
            const failure = parsed.reason.startsWith('an error') ? 'failed' : 'garbage';
            throw didNotAnswer(failure, 200, `it sent ${parsed.reason.slice(0, 300)}`);
          }
          yield* take(parsed.value);
        }
      };
      try {
        while (!done) {
          const { value, done: ended } = await reader.read();
          if (ended) {
            yield* handle(decoder.push(text.decode()));
            yield* handle(decoder.end());
            break;
          }
          arm();
          yield* handle(decoder.push(text.decode(value, { stream: true })));
        }
      } finally {
        if (!done) await reader.cancel().catch(() => undefined);
        else reader.releaseLock();
      }
      if (!done && finishReason === null) {
        throw pieces === 0
          ? didNotAnswer('garbage', 200, 'it sent no chat completion events')
          : didNotAnswer('failed', 200, 'the answer stopped before it was complete');
      }
    }

    for (const call of completeToolCalls(calls)) yield { type: 'toolCall', call };
    yield { type: 'end', finishReason, usage: toUsage(usage) };
  }

  return { model: options.model, host, streamChat };
}

// The model client against the local OpenAI-compatible fake over real HTTP: what it sends,
// how the streamed answer arrives (text token by token, tool calls put back together,
// usage), the quirks of local servers, and how every failure reads, retried or not,
// without ever showing the API key. No database.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import {
  createLlmClient,
  LlmError,
  llmConfigFromEnv,
  type LlmClientOptions,
  type LlmRetry,
  type LlmStreamEvent,
} from '../src/integrations/llm/client.ts';
import { startLlmFake, tokensOf, type LlmFake } from '../src/integrations/llm/fake.ts';
import type { WireMessage } from '../src/integrations/llm/wire.ts';

const KEY = 'sk-test-4f1b9c2e7d0a';
const QUESTION: WireMessage[] = [
  { role: 'system', content: 'You answer about a planter.' },
  { role: 'user', content: 'Does it need water?' },
];

const fakes: LlmFake[] = [];
afterEach(async () => {
  await Promise.all(fakes.splice(0).map((fake) => fake.close()));
});

async function fake(options: Parameters<typeof startLlmFake>[0]) {
  const started = await startLlmFake(options);
  fakes.push(started);
  return started;
}

function client(url: string, options: Partial<LlmClientOptions> = {}) {
  return createLlmClient({
    baseUrl: url,
    apiKey: KEY,
    model: 'fake-model',
    timeoutMs: 5_000,
    maxRetries: 2,
    retryDelayMs: 10,
    ...options,
  });
}

async function collect(stream: AsyncIterable<LlmStreamEvent>): Promise<LlmStreamEvent[]> {
  const events: LlmStreamEvent[] = [];
  for await (const event of stream) events.push(event);
  return events;
}

async function failure(stream: AsyncIterable<LlmStreamEvent>): Promise<LlmError> {
  try {
    await collect(stream);
  } catch (error) {
    if (error instanceof LlmError) return error;
    throw error;
  }
  throw new Error('expected the stream to fail');
}

const texts = (events: LlmStreamEvent[]) =>
  events.flatMap((event) => (event.type === 'text' ? [event.text] : []));

describe('a streamed answer', () => {
  it('sends the OpenAI request with the key as a Bearer token, and streams the text token by token', async () => {
    const answer = 'It is dry: 18% moisture, read 20 minutes ago.';
    const llm = await fake({
      apiKey: KEY,
      script: () => ({ text: answer, usage: { prompt_tokens: 42, completion_tokens: 11 } }),
    });
    const events = await collect(
      client(llm.url).streamChat({ messages: QUESTION, maxTokens: 300 }),
    );

    expect(texts(events)).toEqual(tokensOf(answer));
    expect(texts(events).length).toBeGreaterThan(5);
    expect(events.at(-1)).toEqual({
      type: 'end',
      finishReason: 'stop',
      usage: { promptTokens: 42, completionTokens: 11 },
    });
    expect(llm.received).toHaveLength(1);
    const [request] = llm.received;
    expect(request!.method).toBe('POST');
    expect(request!.path).toBe('/v1/chat/completions');
    expect(request!.authorization).toBe(`Bearer ${KEY}`);
    expect(request!.body).toEqual({
      model: 'fake-model',
      messages: QUESTION,
      stream: true,
      stream_options: { include_usage: true },
      max_tokens: 300,
    });
  });

  it('sends the tools, and puts a tool call split over many chunks back together', async () => {
    const args = {
      thingId: '4b1d2f5e-0000-4000-8000-000000000001',
      hours: 24,
      note: 'a "quoted" word',
    };
    const llm = await fake({
      wire: { argumentsPieceSize: 3 },
      script: () => ({
        toolCalls: [
          { id: 'call_a', name: 'readings', arguments: args },
          { id: 'call_b', name: 'thing', arguments: {} },
        ],
      }),
    });
    const tools = [
      {
        type: 'function' as const,
        function: {
          name: 'readings',
          description: 'Readings over a period',
          parameters: { type: 'object', properties: { hours: { type: 'number' } } },
        },
      },
    ];
    const events = await collect(
      client(llm.url).streamChat({ messages: QUESTION, tools, toolChoice: 'auto' }),
    );

    expect(events.filter((event) => event.type !== 'end')).toEqual([
      {
        type: 'toolCall',
        call: { id: 'call_a', name: 'readings', arguments: JSON.stringify(args) },
      },
      { type: 'toolCall', call: { id: 'call_b', name: 'thing', arguments: '{}' } },
    ]);
    expect(events.at(-1)).toMatchObject({ type: 'end', finishReason: 'tool_calls' });
    expect(llm.received[0]!.body).toMatchObject({ tools, tool_choice: 'auto' });
    // The arguments really were sent in fragments.
    expect(JSON.stringify(args).length).toBeGreaterThan(3 * 10);
  });

  it('reads the stream however the server frames it: CRLF, keep-alives, split data lines, tiny writes', async () => {
    const answer = 'Yes: the soil is at 18% and no rain is due.';
    const llm = await fake({
      wire: {
        lineEnding: '\r\n',
        keepAlive: true,
        splitDataLines: true,
        writeSize: 5,
        omitToolCallIndex: true,
      },
      script: () => ({
        text: answer,
        toolCalls: [
          { id: 'call_1', name: 'advice', arguments: { days: 3 } },
          { id: 'call_2', name: 'rain', arguments: { hours: 24 } },
        ],
        finishReason: 'stop',
      }),
    });
    const events = await collect(client(llm.url).streamChat({ messages: QUESTION }));

    expect(texts(events).join('')).toBe(answer);
    expect(events.filter((event) => event.type === 'toolCall')).toEqual([
      { type: 'toolCall', call: { id: 'call_1', name: 'advice', arguments: '{"days":3}' } },
      { type: 'toolCall', call: { id: 'call_2', name: 'rain', arguments: '{"hours":24}' } },
    ]);
    // Some servers end a tool-calling answer with "stop"; the calls still count.
    expect(events.at(-1)).toMatchObject({ type: 'end', finishReason: 'stop' });
  });

  it('has no usage when the server sends none, and reads a server that ignores stream: true', async () => {
    const quiet = await fake({ script: () => ({ text: 'Fine.', usage: null }) });
    expect((await collect(client(quiet.url).streamChat({ messages: QUESTION }))).at(-1)).toEqual({
      type: 'end',
      finishReason: 'stop',
      usage: null,
    });

    const whole = await fake({
      script: () => ({
        raw: JSON.stringify({
          choices: [
            {
              index: 0,
              message: {
                role: 'assistant',
                content: null,
                tool_calls: [
                  { id: 'c1', type: 'function', function: { name: 'soil', arguments: '{}' } },
                ],
              },
              finish_reason: 'tool_calls',
            },
          ],
          usage: { prompt_tokens: 9, completion_tokens: 3, total_tokens: 12 },
        }),
        contentType: 'application/json',
      }),
    });
    expect(await collect(client(whole.url).streamChat({ messages: QUESTION }))).toEqual([
      { type: 'toolCall', call: { id: 'c1', name: 'soil', arguments: '{}' } },
      { type: 'end', finishReason: 'tool_calls', usage: { promptTokens: 9, completionTokens: 3 } },
    ]);
  });
});

describe('retries', () => {
  it('waits as long as a 429 says in Retry-After, then streams the answer', async () => {
    const llm = await fake({
      script: (_request, index) =>
        index === 0 ? { status: 429, retryAfter: '1' } : { text: 'Now it works.' },
    });
    const retries: LlmRetry[] = [];
    const events = await collect(
      client(llm.url, { onRetry: (retry) => retries.push(retry) }).streamChat({
        messages: QUESTION,
      }),
    );

    expect(texts(events).join('')).toBe('Now it works.');
    expect(llm.received).toHaveLength(2);
    expect(retries).toEqual([
      expect.objectContaining({ attempt: 1, delayMs: 1000, httpStatus: 429 }),
    ]);
  });

  it('retries a 500 with a doubling backoff, and names the host when it keeps failing', async () => {
    const flaky = await fake({
      script: (_request, index) => (index < 2 ? { status: 500 } : { text: 'Third time lucky.' }),
    });
    const retries: LlmRetry[] = [];
    const events = await collect(
      client(flaky.url, { onRetry: (retry) => retries.push(retry) }).streamChat({
        messages: QUESTION,
      }),
    );
    expect(texts(events).join('')).toBe('Third time lucky.');
    expect(retries.map((retry) => [retry.httpStatus, retry.delayMs])).toEqual([
      [500, 10],
      [500, 20],
    ]);

    const down = await fake({ script: () => ({ status: 503 }) });
    const error = await failure(
      client(down.url, { maxRetries: 1 }).streamChat({ messages: QUESTION }),
    );
    const host = new URL(down.url).host;
    expect(error.failure).toBe('failed');
    expect(error.httpStatus).toBe(503);
    expect(error.message).toBe(
      `The assistant's model at ${host} did not answer: it answered 503 Service Unavailable (The server had an error), 2 times`,
    );
    expect(down.received).toHaveLength(2);
  });

  it('gives up at once on a Retry-After too long to wait for', async () => {
    const llm = await fake({ script: () => ({ status: 429, retryAfter: '3600' }) });
    const error = await failure(client(llm.url).streamChat({ messages: QUESTION }));
    expect(error.failure).toBe('rateLimited');
    expect(error.message).toContain('asked us to wait 3600 s');
    expect(llm.received).toHaveLength(1);
  });

  it('does not retry a 401, says to check the key, and never repeats the key', async () => {
    const llm = await fake({ apiKey: 'sk-the-right-one' });
    const error = await failure(client(llm.url).streamChat({ messages: QUESTION }));

    expect(llm.received).toHaveLength(1);
    // The fake quotes the wrong key back in its error body, as some servers do.
    expect(JSON.stringify(llm.received[0])).toContain(KEY);
    expect(error.failure).toBe('refused');
    expect(error.httpStatus).toBe(401);
    expect(error.message).toBe(
      `The assistant's model at ${new URL(llm.url).host} refused the request (401 Unauthorized): check LLM_API_KEY`,
    );
    expect(`${error.message} ${error.stack}`).not.toContain(KEY);
  });

  it('does not retry other 4xx, and passes on what the server said without the key', async () => {
    const llm = await fake({
      script: (request) => ({
        status: 404,
        body: {
          error: {
            message: `The model 'fake-model' does not exist (you sent ${request.authorization})`,
          },
        },
      }),
    });
    const error = await failure(client(llm.url).streamChat({ messages: QUESTION }));
    expect(llm.received).toHaveLength(1);
    expect(error.message).toBe(
      `The assistant's model at ${new URL(llm.url).host} refused the request (404 Not Found): The model 'fake-model' does not exist (you sent Bearer [redacted])`,
    );
  });
});

describe('no answer', () => {
  it('times out when the server never answers, without retrying', async () => {
    const llm = await fake({ script: () => ({ hang: true }) });
    const error = await failure(
      client(llm.url, { timeoutMs: 300 }).streamChat({ messages: QUESTION }),
    );
    expect(error.failure).toBe('timeout');
    expect(error.message).toBe(
      `The assistant's model at ${new URL(llm.url).host} did not answer: nothing arrived within 300 ms`,
    );
    expect(llm.received).toHaveLength(1);
  });

  it('times out when the stream stops mid-way, after the text that came', async () => {
    const llm = await fake({ script: () => ({ text: 'One two three four', hangAfter: 2 }) });
    const seen: string[] = [];
    let caught: unknown;
    try {
      for await (const event of client(llm.url, { timeoutMs: 300 }).streamChat({
        messages: QUESTION,
      })) {
        if (event.type === 'text') seen.push(event.text);
      }
    } catch (error) {
      caught = error;
    }
    expect(seen).toEqual(['One', ' two']);
    expect(caught).toBeInstanceOf(LlmError);
    expect((caught as LlmError).failure).toBe('timeout');
  });

  it('fails clearly when the connection drops mid-answer, after the text that came', async () => {
    const llm = await fake({ script: () => ({ text: 'One two three four', breakAfter: 2 }) });
    const seen: string[] = [];
    let caught: unknown;
    try {
      for await (const event of client(llm.url).streamChat({ messages: QUESTION })) {
        if (event.type === 'text') seen.push(event.text);
      }
    } catch (error) {
      caught = error;
    }
    expect(seen).toEqual(['One', ' two']);
    expect(caught).toBeInstanceOf(LlmError);
    expect((caught as LlmError).failure).toBe('failed');
    expect((caught as LlmError).message).toMatch(
      /did not answer: the connection broke during the answer/,
    );
    expect(llm.received).toHaveLength(1);
  });

  it('says the model is unreachable when nothing listens, after retrying', async () => {
    const server = createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    await new Promise<void>((resolve) => server.close(() => resolve()));

    const retries: LlmRetry[] = [];
    const error = await failure(
      client(`http://127.0.0.1:${port}/v1`, {
        maxRetries: 1,
        onRetry: (retry) => retries.push(retry),
      }).streamChat({ messages: QUESTION }),
    );
    expect(error.failure).toBe('unreachable');
    expect(error.message).toMatch(
      new RegExp(
        `^The assistant's model at 127\\.0\\.0\\.1:${port} did not answer: could not connect \\(.*ECONNREFUSED`,
      ),
    );
    expect(error.message).not.toContain(KEY);
    expect(retries).toHaveLength(1);
  });

  it('calls an answer that is not a chat completion stream garbage, and passes on errors in the stream', async () => {
    const html = await fake({
      script: () => ({ raw: '<html>Sign in to the proxy</html>', contentType: 'text/html' }),
    });
    const page = await failure(client(html.url).streamChat({ messages: QUESTION }));
    expect(page.failure).toBe('garbage');
    expect(page.message).toBe(
      `The assistant's model at ${new URL(html.url).host} did not answer: it answered with text/html, not a stream of chat completion events`,
    );

    const broken = await fake({ script: () => ({ raw: 'data: {"choices": [oops\n\n' }) });
    const brokenError = await failure(client(broken.url).streamChat({ messages: QUESTION }));
    expect(brokenError.failure).toBe('garbage');
    expect(brokenError.message).toContain('did not answer: it sent an event that is not JSON');

    const overloaded = await fake({
      script: () => ({
        raw:
          'data: {"choices":[{"index":0,"delta":{"content":"Hm"},"finish_reason":null}]}\n\n' +
          'data: {"error":{"message":"model overloaded"}}\n\n',
      }),
    });
    const overloadedError = await failure(
      client(overloaded.url).streamChat({ messages: QUESTION }),
    );
    expect(overloadedError.failure).toBe('failed');
    expect(overloadedError.message).toContain('an error in the stream: model overloaded');

    const cut = await fake({
      script: () => ({
        raw: 'data: {"choices":[{"index":0,"delta":{"content":"Half an"},"finish_reason":null}]}\n\n',
      }),
    });
    const cutError = await failure(client(cut.url).streamChat({ messages: QUESTION }));
    expect(cutError.message).toContain('the answer stopped before it was complete');
  });

  it('stops when the caller aborts, with the abort reason', async () => {
    const llm = await fake({ script: () => ({ text: 'One two three', hangAfter: 1 }) });
    const controller = new AbortController();
    let caught: unknown;
    try {
      for await (const event of client(llm.url).streamChat({
        messages: QUESTION,
        signal: controller.signal,
      })) {
        if (event.type === 'text') controller.abort(new Error('the user left'));
      }
    } catch (error) {
      caught = error;
    }
    expect(caught).toEqual(new Error('the user left'));
  });
});

describe('configuration', () => {
  it('reads LLM_BASE_URL, LLM_API_KEY and LLM_MODEL, and is null without a base URL', () => {
    expect(llmConfigFromEnv({})).toBeNull();
    expect(llmConfigFromEnv({ LLM_BASE_URL: ' ', LLM_MODEL: 'x' })).toBeNull();
    expect(
      llmConfigFromEnv({
        LLM_BASE_URL: 'https://api.openai.com/v1',
        LLM_API_KEY: 'sk-abc',
        LLM_MODEL: 'gpt-4o-mini',
      }),
    ).toEqual({
      baseUrl: 'https://api.openai.com/v1',
      apiKey: 'sk-abc',
      model: 'gpt-4o-mini',
      timeoutMs: 30_000,
      maxRetries: 2,
    });
    expect(
      llmConfigFromEnv({ LLM_BASE_URL: 'http://localhost:11434/v1', LLM_MODEL: 'llama3.1' }),
    ).not.toHaveProperty('apiKey');
    expect(() => llmConfigFromEnv({ LLM_BASE_URL: 'http://localhost:11434/v1' })).toThrow(
      /LLM_MODEL must name the model/,
    );
    expect(() => llmConfigFromEnv({ LLM_BASE_URL: 'localhost:11434', LLM_MODEL: 'm' })).toThrow(
      /LLM_BASE_URL must be an http or https URL/,
    );
  });

  it('accepts a base URL with a trailing slash or the endpoint itself', async () => {
    const llm = await fake({ script: () => ({ text: 'ok' }) });
    await collect(client(`${llm.url}/`).streamChat({ messages: QUESTION }));
    await collect(client(`${llm.url}/chat/completions`).streamChat({ messages: QUESTION }));
    expect(llm.received.map((request) => request.path)).toEqual([
      '/v1/chat/completions',
      '/v1/chat/completions',
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { installFakeFetch, json, settle } from '../testing/fakeFetch';
import { requestsInFlight, sharedJson } from './sharedRequest';

const URL_A = 'https://api.bloomkeep.example/widgets/v1/fragments/badges?user=a&theme=default';

describe('sharedJson', () => {
  it('answers overlapping requests for one address with one fetch', async () => {
    const server = installFakeFetch(() => json({ n: 1 }));
    const answers = await Promise.all(
      [1, 2, 3].map(() => sharedJson(URL_A, new AbortController().signal)),
    );
    expect(server.requests).toHaveLength(1);
    expect(answers.map((answer) => answer.body)).toEqual([{ n: 1 }, { n: 1 }, { n: 1 }]);
    // Nothing is kept afterwards: the next request fetches (the HTTP cache decides).
    await sharedJson(URL_A, new AbortController().signal);
    expect(server.requests).toHaveLength(2);
  });

  it('keeps a fresh request apart from an ordinary one', async () => {
    const server = installFakeFetch(() => json({}));
    await Promise.all([
      sharedJson(URL_A, new AbortController().signal),
      sharedJson(URL_A, new AbortController().signal, { fresh: true }),
    ]);
    expect(server.requests.map((request) => request.init?.cache)).toEqual(['default', 'no-cache']);
  });

  it('lets one waiter leave without aborting the others, and aborts when all have left', async () => {
    const server = installFakeFetch(() => json({ n: 1 }));
    server.holdAnswers();
    const leaving = new AbortController();
    const staying = new AbortController();
    const left = sharedJson(URL_A, leaving.signal);
    const stayed = sharedJson(URL_A, staying.signal);
    await settle();
    leaving.abort();
    await expect(left).rejects.toBeDefined();
    const signal = server.requests[0]!.init!.signal!;
    expect(signal.aborted).toBe(false);
    server.release();
    expect((await stayed).body).toEqual({ n: 1 });

    server.holdAnswers();
    const alone = new AbortController();
    const lone = sharedJson(URL_A, alone.signal);
    await settle();
    alone.abort();
    await expect(lone).rejects.toBeDefined();
    expect(server.requests[1]!.init!.signal!.aborted).toBe(true);
    expect(requestsInFlight()).toBe(0);
  });

  it('reads a 429’s Retry-After', async () => {
    installFakeFetch(() =>
      json({ errors: [{ message: 'Slow down' }] }, 429, { 'retry-after': '12' }),
    );
    const answer = await sharedJson(URL_A, new AbortController().signal);
    expect(answer).toMatchObject({ status: 429, ok: false, retryAfterSeconds: 12 });
  });
});

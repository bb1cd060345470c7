// Subscriptions that would compute the same results share one computation (sharedStreams.ts,
// decision 0126). Through the real server, thing-updated.test.ts checks that guests and an owner
// of one thing each hear it as they may see it; here, the sharing itself: who joins what, what a
// late joiner hears, and that the computation stops when its last subscriber leaves.
import { describe, expect, it } from 'vitest';
import { SharedStreams } from '../src/graphile/sharedStreams.ts';

/** A subscription's results as grafast gives them: pushed one by one; records when it stopped. */
function source() {
  const pending: Array<(result: IteratorResult<object>) => void> = [];
  const queued: object[] = [];
  const state = { started: 0, stopped: 0 };
  const stream: AsyncIterableIterator<object> = {
    [Symbol.asyncIterator]() {
      return this;
    },
    next() {
      const value = queued.shift();
      if (value) return Promise.resolve({ done: false, value });
      return new Promise((resolve) => pending.push(resolve));
    },
    return() {
      state.stopped++;
      for (const resolve of pending.splice(0)) resolve({ done: true, value: undefined });
      return Promise.resolve({ done: true, value: undefined });
    },
  };
  return {
    state,
    start: () => {
      state.started++;
      return stream;
    },
    push(value: object) {
      const resolve = pending.shift();
      if (resolve) resolve({ done: false, value });
      else queued.push(value);
    },
  };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 10));

describe('SharedStreams', () => {
  it('starts one computation for subscribers with the same key and gives each every result', async () => {
    const streams = new SharedStreams();
    const events = source();
    const a = (await streams.subscribe('guest', events.start)) as AsyncIterator<object>;
    const b = (await streams.subscribe('guest', events.start)) as AsyncIterator<object>;
    await settle();
    const first = { data: { water: 12 } };
    events.push(first);
    expect(await a.next()).toEqual({ done: false, value: first });
    expect(await b.next()).toEqual({ done: false, value: first });
    expect(events.state.started).toBe(1);
    expect(streams.size).toBe(1);
  });

  it('never shares between different keys', async () => {
    const streams = new SharedStreams();
    const guest = source();
    const owner = source();
    const a = (await streams.subscribe('guest', guest.start)) as AsyncIterator<object>;
    const b = (await streams.subscribe('owner', owner.start)) as AsyncIterator<object>;
    await settle();
    guest.push({ data: { canEdit: false } });
    owner.push({ data: { canEdit: true } });
    expect((await a.next()).value).toEqual({ data: { canEdit: false } });
    expect((await b.next()).value).toEqual({ data: { canEdit: true } });
    expect(streams.size).toBe(2);
  });

  it('gives a late subscriber only what happens after it joined', async () => {
    const streams = new SharedStreams();
    const events = source();
    const early = (await streams.subscribe('guest', events.start)) as AsyncIterator<object>;
    await settle();
    events.push({ data: { water: 1 } });
    expect((await early.next()).value).toEqual({ data: { water: 1 } });
    const late = (await streams.subscribe('guest', events.start)) as AsyncIterator<object>;
    events.push({ data: { water: 2 } });
    expect((await late.next()).value).toEqual({ data: { water: 2 } });
    expect((await early.next()).value).toEqual({ data: { water: 2 } });
  });

  it('keeps going while anyone listens, and stops when the last subscriber leaves', async () => {
    const streams = new SharedStreams();
    const events = source();
    const a = (await streams.subscribe('guest', events.start)) as AsyncIterator<object>;
    const b = (await streams.subscribe('guest', events.start)) as AsyncIterator<object>;
    await settle();
    await a.return!();
    expect(events.state.stopped).toBe(0);
    events.push({ data: { water: 3 } });
    expect((await b.next()).value).toEqual({ data: { water: 3 } });
    await b.return!();
    expect(events.state.stopped).toBe(1);
    expect(streams.size).toBe(0);
    // The next subscriber starts afresh.
    await streams.subscribe('guest', events.start);
    expect(events.state.started).toBe(2);
  });

  it('returns a refusal to its subscriber alone, and the next one tries again', async () => {
    const streams = new SharedStreams();
    const refusal = { errors: [{ message: 'No such thing' }] };
    let attempts = 0;
    const start = () => {
      attempts++;
      return refusal;
    };
    expect(await streams.subscribe('stranger', start)).toBe(refusal);
    await settle();
    expect(await streams.subscribe('stranger', start)).toBe(refusal);
    expect(attempts).toBe(2);
    expect(streams.size).toBe(0);
  });
});

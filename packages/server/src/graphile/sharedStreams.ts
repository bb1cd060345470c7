// One uplink can wake a thousand open `thingUpdated` subscriptions: a popular thing page, or a
// partner's widget on a busy site, where every visitor is a guest. Each subscription's events are
// computed under its subscriber's claims (thingUpdated.ts), and computing them a thousand times
// for one notification means the last subscriber hears of it long after the first.
//
// Subscriptions that would compute exactly the same thing share one computation (decision 0126):
// same claims (role, user and token version: a subscription's settings are its claims alone, see
// graphile.ts), same operation, same variables. The first such subscription runs; later ones
// listen to its results from then on, and when the last one leaves it stops. Results cannot
// differ between them, since everything a result depends on is in the key; subscribers with
// different claims never share.
import { on, EventEmitter } from 'node:events';
import { print, type ExecutionArgs } from 'postgraphile/graphql';

/** An execution result, passed on as it is (never changed, so one object serves everyone). */
type Result = object;
type Started = AsyncIterable<Result> | Result;

interface Shared {
  emitter: EventEmitter;
  /** The one running subscription, once it started (or its refusal, which is not shared). */
  source: Promise<Started>;
  /** Its results, once they are being passed on. */
  iterator?: AsyncIterator<Result>;
}

const RESULT = 'result';
const END = 'end';

/** What makes two subscriptions compute the same results. */
export function sharingKey(args: ExecutionArgs): string {
  const context = args.contextValue as { pgSettings?: Record<string, string> } | undefined;
  return JSON.stringify([
    context?.pgSettings ?? null,
    // The operation's text as sent; a document parsed without locations is printed instead.
    args.document.loc?.source.body ?? print(args.document),
    args.operationName ?? null,
    args.variableValues ?? null,
  ]);
}

function isStream(started: Started): started is AsyncIterable<Result> {
  return typeof (started as AsyncIterable<Result>)[Symbol.asyncIterator] === 'function';
}

export class SharedStreams {
  readonly #shared = new Map<string, Shared>();

  /** How many distinct computations are running (for tests and benchmarks). */
  get size(): number {
    return this.#shared.size;
  }

  /**
   * Joins the running subscription with this key, or starts it with `start`. A refusal (a
   * result instead of a stream) is returned as it is, to this subscriber only.
   */
  async subscribe(key: string, start: () => Started | Promise<Started>): Promise<Started> {
    let shared = this.#shared.get(key);
    if (!shared) {
      const emitter = new EventEmitter();
      // A thousand subscribers of one thing are expected, not a leak.
      emitter.setMaxListeners(0);
      const created: Shared = { emitter, source: Promise.resolve().then(start) };
      shared = created;
      this.#shared.set(key, created);
      void created.source.then(
        (started) => {
          if (isStream(started)) this.#pump(key, created, started);
          else this.#forget(key, created);
        },
        () => this.#forget(key, created),
      );
    }
    const { emitter, source } = shared;
    const current = shared;
    // Listening starts before the source is awaited, so no result can slip between.
    const results = on(emitter, RESULT, { close: [END] });
    const started = await source.catch((error: unknown) => {
      void results.return?.();
      throw error;
    });
    if (!isStream(started)) {
      void results.return?.();
      return started;
    }
    const leave = async () => {
      await results.return?.();
      if (emitter.listenerCount(RESULT) === 0 && this.#shared.get(key) === current) {
        this.#forget(key, current);
        await current.iterator?.return?.();
      }
      return { done: true as const, value: undefined };
    };
    const subscriber: AsyncIterableIterator<Result> = {
      [Symbol.asyncIterator]() {
        return this;
      },
      async next(): Promise<IteratorResult<Result>> {
        const next = await results.next();
        return next.done ? next : { done: false, value: (next.value as [Result])[0] };
      },
      return: leave,
      throw: leave,
    };
    return subscriber;
  }

  #pump(key: string, shared: Shared, stream: AsyncIterable<Result>): void {
    const iterator = stream[Symbol.asyncIterator]();
    shared.iterator = iterator;
    void (async () => {
      try {
        for (let next = await iterator.next(); !next.done; next = await iterator.next()) {
          shared.emitter.emit(RESULT, next.value);
        }
        shared.emitter.emit(END);
      } catch (error) {
        // The stream failed (the LISTEN connection was lost): every subscriber ends with it.
        if (shared.emitter.listenerCount('error') > 0) shared.emitter.emit('error', error);
      } finally {
        this.#forget(key, shared);
      }
    })();
  }

  #forget(key: string, shared: Shared): void {
    if (this.#shared.get(key) === shared) this.#shared.delete(key);
  }
}

/** Subscriptions that compute the same results share one computation (see above). */
export function makeSharedSubscriptionsPlugin(streams: SharedStreams): GraphileConfig.Plugin {
  return {
    name: 'BloomkeepSharedSubscriptionsPlugin',
    version: '0.1.0',
    grafast: {
      middleware: {
        subscribe(next, event) {
          return streams.subscribe(sharingKey(event.args), () => next()) as ReturnType<typeof next>;
        },
      },
    },
  };
}

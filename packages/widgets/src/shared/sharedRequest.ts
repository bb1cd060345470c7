// Several widgets on one page often ask for the same thing at the same moment: two cards of one
// thing, a card and its twin in a sidebar, every card of a thing refetching on the same live
// event. Requests for the same address that overlap share one fetch; its answer is read once
// and handed to each. A widget that stops waiting (new attributes, it left the page) only
// leaves the queue; the fetch itself is aborted when nobody waits for it any more. Nothing is
// kept after the answer: the browser's HTTP cache (the public API's max-age) does that job.

/** A JSON answer, read: the status, the Retry-After seconds of a 429, and the body (null if not JSON). */
export interface SharedAnswer {
  status: number;
  ok: boolean;
  retryAfterSeconds: number | null;
  body: unknown;
}

interface InFlight {
  answer: Promise<SharedAnswer>;
  controller: AbortController;
  waiting: number;
}

const inFlight = new Map<string, InFlight>();

/** How many distinct requests are in flight (tests). */
export function requestsInFlight(): number {
  return inFlight.size;
}

function retryAfter(value: string | null): number | null {
  if (!value) return null;
  const seconds = Number(value);
  if (Number.isFinite(seconds)) return Math.max(0, Math.round(seconds));
  const date = Date.parse(value);
  return Number.isNaN(date) ? null : Math.max(0, Math.round((date - Date.now()) / 1000));
}

export interface RequestOptions {
  /**
   * Past the browser's HTTP cache: revalidate with the server (a live update must not get the
   * answer the public API's max-age lets the browser keep).
   */
  fresh?: boolean;
}

function start(key: string, url: string, { fresh = false }: RequestOptions): InFlight {
  const controller = new AbortController();
  const entry: InFlight = {
    controller,
    waiting: 0,
    // No cookies: the public API answers everyone alike, and a partner's page must not send ours.
    answer: fetch(url, {
      signal: controller.signal,
      credentials: 'omit',
      mode: 'cors',
      cache: fresh ? 'no-cache' : 'default',
    })
      .then(async (response) => ({
        status: response.status,
        ok: response.ok,
        retryAfterSeconds: retryAfter(response.headers.get('retry-after')),
        body: await response.json().catch(() => null),
      }))
      .finally(() => {
        if (inFlight.get(key) === entry) inFlight.delete(key);
      }),
  };
  // Nobody may be waiting when it fails (all left): that is not an unhandled rejection.
  entry.answer.catch(() => undefined);
  inFlight.set(key, entry);
  return entry;
}

/**
 * GETs `url` as JSON, sharing the fetch with every overlapping request for the same address.
 * Rejects with `signal`'s reason when it aborts, and with the fetch's error when there was no
 * answer at all.
 */
export function sharedJson(
  url: string,
  signal: AbortSignal,
  options: RequestOptions = {},
): Promise<SharedAnswer> {
  if (signal.aborted) return Promise.reject(signal.reason);
  const key = `${options.fresh ? 'fresh' : 'default'} ${url}`;
  const entry = inFlight.get(key) ?? start(key, url, options);
  entry.waiting += 1;
  return new Promise<SharedAnswer>((resolve, reject) => {
    let settled = false;
    const leave = () => {
      if (settled) return;
      settled = true;
      entry.waiting -= 1;
      if (entry.waiting === 0 && inFlight.get(key) === entry) {
        inFlight.delete(key);
        entry.controller.abort();
      }
      reject(signal.reason);
    };
    signal.addEventListener('abort', leave, { once: true });
    entry.answer.then(
      (answer) => {
        if (settled) return;
        settled = true;
        signal.removeEventListener('abort', leave);
        resolve(answer);
      },
      (error: unknown) => {
        if (settled) return;
        settled = true;
        signal.removeEventListener('abort', leave);
        reject(error);
      },
    );
  });
}

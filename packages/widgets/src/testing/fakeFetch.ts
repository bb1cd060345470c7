// A fetch for tests that answers like our server: a route table from URL (without the query) to
// a response maker, every request recorded with its URL and init, and answers that can be held
// back until the test releases them (to see requests overlap).
import { vi } from 'vitest';

export interface FakeRequest {
  url: URL;
  init: RequestInit | undefined;
}

type Answer = Response | Error | (() => Response | Error);

export function json(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  });
}

export function installFakeFetch(route: (url: URL) => Answer) {
  const requests: FakeRequest[] = [];
  let hold: Promise<void> | null = null;
  let release = () => {};
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input instanceof Request ? input.url : input));
    requests.push({ url, init });
    const signal = init?.signal;
    if (hold) {
      const held = hold;
      await new Promise<void>((resolve, reject) => {
        held.then(resolve);
        signal?.addEventListener('abort', () => reject(signal.reason), { once: true });
      });
    }
    signal?.throwIfAborted();
    const made = route(url);
    const answer = typeof made === 'function' ? made() : made;
    if (answer instanceof Error) throw answer;
    return answer;
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    requests,
    fetchMock,
    /** Requests to this path (any query). */
    to: (path: string) => requests.filter((request) => request.url.pathname === path),
    /** Holds every answer until `release()`. */
    holdAnswers() {
      hold = new Promise<void>((resolve) => {
        release = () => {
          hold = null;
          resolve();
        };
      });
    },
    release: () => release(),
  };
}

/** Waits for the element's next `bloomkeep-ready` or `bloomkeep-error` event. */
export function nextEvent(
  element: HTMLElement,
  type: 'bloomkeep-ready' | 'bloomkeep-error' = 'bloomkeep-ready',
): Promise<CustomEvent> {
  return new Promise((resolve) => {
    element.addEventListener(type, (event) => resolve(event as CustomEvent), { once: true });
  });
}

/** Lets pending promises and microtasks run. */
export async function settle(rounds = 5): Promise<void> {
  for (let round = 0; round < rounds; round += 1) await new Promise((r) => setTimeout(r, 0));
}

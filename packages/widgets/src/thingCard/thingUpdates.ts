// The card's live feed: `public.thingUpdated.v1` over graphql-ws at /graphql/public, as a guest.
// graphql-ws loads only when the first card starts listening (a badges-only page never fetches
// it). Cards on one page that talk to the same API share one socket; it closes when the last
// card stops listening (it left the page) and retries politely meanwhile: graphql-ws's
// randomised exponential backoff (2^n s plus 0.3–3 s, the app's own rule), a bounded number of
// times, never after the close codes the protocol calls fatal.
import { PUBLIC_OPERATIONS } from '@bloomkeep/schema';
import type { Client, SubscribePayload } from 'graphql-ws';

/** Reconnection attempts before a card stops listening (about four minutes of backoff). */
export const LIVE_RETRY_ATTEMPTS = 8;

export interface ThingWatcher {
  /** The thing changed (or the socket came back after a gap, when changes may have been missed). */
  onUpdate(): void;
  /** Listening has ended: the server completed it, or the socket gave up retrying. */
  onEnd(reason: 'complete' | 'error'): void;
}

interface SharedSocket {
  client: Promise<Client>;
  watchers: Set<ThingWatcher>;
}

const sockets = new Map<string, SharedSocket>();

function openSocket(url: string, watchers: Set<ThingWatcher>): Promise<Client> {
  return import('graphql-ws').then(({ createClient }) =>
    createClient({
      url,
      lazy: true,
      retryAttempts: LIVE_RETRY_ATTEMPTS,
      on: {
        // Events sent while the socket was down are lost: after a reconnection every card
        // fetches its fragment once more.
        connected: (_socket, _payload, wasRetry) => {
          if (wasRetry) for (const watcher of watchers) watcher.onUpdate();
        },
      },
    }),
  );
}

/** Listens to one thing's updates; returns the function that stops listening. */
export function watchThing(socketUrl: string, thingId: string, watcher: ThingWatcher): () => void {
  let socket = sockets.get(socketUrl);
  if (!socket) {
    const watchers = new Set<ThingWatcher>();
    socket = { client: openSocket(socketUrl, watchers), watchers };
    sockets.set(socketUrl, socket);
  }
  const shared = socket;
  shared.watchers.add(watcher);
  let stopped = false;
  let unsubscribe: (() => void) | null = null;

  shared.client.then(
    (client) => {
      if (stopped) return;
      // graphql-ws needs a query string; a persisted operation sends its id instead (as the app
      // does in packages/app/src/relay/environment.ts).
      const payload = {
        query: '',
        documentId: PUBLIC_OPERATIONS.thingUpdated.id,
        variables: { id: thingId },
      } as SubscribePayload;
      unsubscribe = client.subscribe(payload, {
        next: () => watcher.onUpdate(),
        error: () => {
          // A socket that gave up stays given up (its next attempt would wait out the longest
          // backoff): the next card to listen opens a fresh one.
          if (sockets.get(socketUrl) === shared) sockets.delete(socketUrl);
          if (!stopped) watcher.onEnd('error');
        },
        complete: () => {
          if (!stopped) watcher.onEnd('complete');
        },
      });
    },
    () => {
      // graphql-ws itself could not be loaded.
      if (!stopped) watcher.onEnd('error');
    },
  );

  return () => {
    if (stopped) return;
    stopped = true;
    unsubscribe?.();
    shared.watchers.delete(watcher);
    if (shared.watchers.size > 0) return;
    if (sockets.get(socketUrl) === shared) sockets.delete(socketUrl);
    void shared.client.then((client) => client.dispose()).catch(() => undefined);
  };
}

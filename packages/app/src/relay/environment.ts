// The Relay environment: a request carries the stored token when there is
// one, and no Authorization header otherwise (the server treats that as the
// anonymous role, exactly like a guest token), so the first query never waits
// for a guest sign-in. Subscriptions share the token over graphql-ws, which is
// loaded only when the first subscription starts.
import type { Client } from 'graphql-ws';
import {
  Environment,
  Network,
  Observable,
  RecordSource,
  Store,
  type FetchFunction,
  type GraphQLResponse,
  type SubscribeFunction,
} from 'relay-runtime';
import { NON_RETRY_CLOSE_CODES, RECONNECT_ATTEMPTS, reconnectDelayMs } from './reconnect';
import type { AuthStore } from '../auth/authStore';
import { UNREACHABLE, UNREACHABLE_MESSAGE, type GraphQLErrorLike } from './errors';

export interface RelayEnvironmentOptions {
  auth: AuthStore;
  graphqlUrl: string;
  graphqlWsUrl: () => string;
  fetchImpl?: typeof fetch;
  /**
   * What the subscription socket waits for before it opens: the browser passes the guest
   * sign-in, so a guest's socket carries the guest session that their chat answers are
   * addressed to (decision 0145). A failure leaves the socket anonymous.
   */
  beforeSocket?: () => Promise<unknown>;
}

export class NetworkError extends Error {
  constructor(
    message: string,
    readonly status?: number,
    /** The GraphQL errors of the answer, when the server sent some. */
    readonly errors: readonly GraphQLErrorLike[] = [],
    /** `UNREACHABLE` when the request never reached the API. */
    readonly code?: typeof UNREACHABLE,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'NetworkError';
  }
}

/** Gateways answer these when the API behind them is down or restarting. */
const GATEWAY_STATUSES = new Set([502, 503, 504]);

/**
 * The request never reached the API (offline, DNS, connection refused, a gateway's error page):
 * one friendly message and a stable code, whatever the browser's own words for it were.
 */
function unreachable(cause: unknown, status?: number): NetworkError {
  return new NetworkError(UNREACHABLE_MESSAGE, status, [], UNREACHABLE, { cause });
}

export function createRelayEnvironment({
  auth,
  graphqlUrl,
  graphqlWsUrl,
  fetchImpl = (...args) => fetch(...args),
  beforeSocket,
}: RelayEnvironmentOptions): Environment {
  /** The stored token while it is valid; null sends the request as anonymous. */
  const currentToken = () => (auth.isExpired() ? null : auth.getState().token);

  const post = async (token: string | null, body: string) => {
    try {
      return await fetchImpl(graphqlUrl, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'application/json',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body,
      });
    } catch (error) {
      // fetch rejects only when no answer came at all ("Failed to fetch" in Chromium).
      throw unreachable(error);
    }
  };

  const fetchFn: FetchFunction = async (params, variables) => {
    // Persisted operations: the id of the query in persisted-queries.json, no text.
    const body = JSON.stringify(
      params.id
        ? { documentId: params.id, operationName: params.name, variables }
        : { operationName: params.name, query: params.text, variables },
    );
    const token = currentToken();
    let response = await post(token, body);
    if (response.status === 401 && token) {
      // The server no longer accepts our token (revoked, or a new secret):
      // start a fresh guest session and try once more, as anonymous.
      auth.reset();
      response = await post(null, body);
    }
    const json = (await response.json().catch(() => null)) as GraphQLResponse | null;
    if (!json) {
      if (GATEWAY_STATUSES.has(response.status)) {
        throw unreachable(new Error(`HTTP ${response.status}`), response.status);
      }
      throw new NetworkError(`The server answered HTTP ${response.status}`, response.status);
    }
    if ('errors' in json && json.errors?.length && !('data' in json && json.data)) {
      throw new NetworkError(
        json.errors[0]?.message ?? 'Request failed',
        response.status,
        json.errors as GraphQLErrorLike[],
      );
    }
    return json;
  };

  let wsClient: Promise<Client> | null = null;
  const connect = async () => {
    const { createClient } = await import('graphql-ws');
    return createClient({
      url: graphqlWsUrl(),
      // Asked at every (re)connection: after a sign-out too, the socket waits for the guest.
      connectionParams: async () => {
        await beforeSocket?.().catch(() => undefined);
        const token = currentToken();
        return token ? { authorization: `Bearer ${token}` } : {};
      },
      retryAttempts: RECONNECT_ATTEMPTS,
      retryWait: (attempt) =>
        new Promise((resolve) => setTimeout(resolve, reconnectDelayMs(attempt))),
      shouldRetry: (event) => {
        const code = (event as { code?: number } | null)?.code;
        return !(NON_RETRY_CLOSE_CODES as readonly number[]).includes(code ?? 0);
      },
    });
  };
  // A new token (signing in again, a changed passphrase, a refreshed session) re-authenticates
  // the socket (spec §4): terminating it makes graphql-ws reconnect with the new
  // connectionParams and subscribe again to what was open. One guest token and the next are
  // the same anonymous role on the server, so a new guest token leaves an open socket alone
  // (restarting it then would only cut a connection being made).
  const socketIdentity = () => (auth.isLoggedIn() ? currentToken() : null);
  let socketToken = socketIdentity();
  auth.subscribe(() => {
    const token = socketIdentity();
    if (token === socketToken) return;
    socketToken = token;
    void wsClient?.then((ws) => ws.terminate());
  });

  const subscribeFn: SubscribeFunction = (operation, variables) => {
    wsClient ??= connect();
    const client = wsClient;
    return Observable.create<GraphQLResponse>((sink) => {
      let unsubscribe: (() => void) | null = null;
      let closed = false;
      const fail = (error: unknown) =>
        sink.error(error instanceof Error ? error : new Error(String(error)));
      client.then((ws) => {
        if (closed) return;
        unsubscribe = ws.subscribe(
          // graphql-ws requires a query string; a persisted operation sends its id instead.
          operation.id
            ? ({
                operationName: operation.name,
                query: '',
                documentId: operation.id,
                variables,
              } as {
                operationName: string;
                query: string;
                variables: typeof variables;
              })
            : { operationName: operation.name, query: operation.text ?? '', variables },
          {
            next: (value) => sink.next(value as GraphQLResponse),
            error: fail,
            complete: () => sink.complete(),
          },
        );
      }, fail);
      return () => {
        closed = true;
        unsubscribe?.();
      };
    });
  };

  return new Environment({
    network: Network.create(fetchFn, subscribeFn),
    store: new Store(new RecordSource()),
    // Records are keyed by the global nodeId, so data arriving by subscription
    // merges into what queries already loaded.
    getDataID: (fieldValue, typeName) => {
      const value = fieldValue as { nodeId?: unknown; id?: unknown };
      if (typeof value.nodeId === 'string') return value.nodeId;
      return typeof value.id === 'string' ? `${typeName}:${value.id}` : undefined;
    },
  });
}

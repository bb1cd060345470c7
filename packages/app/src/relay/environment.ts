// The Relay environment: every request carries the stored token (a guest one
// when nobody is signed in), and subscriptions share it over graphql-ws.
import { createClient, type Client } from 'graphql-ws';
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
import type { GraphQLErrorLike } from './errors';
import { signInAsGuest } from './guest';

export interface RelayEnvironmentOptions {
  auth: AuthStore;
  graphqlUrl: string;
  graphqlWsUrl: () => string;
  fetchImpl?: typeof fetch;
}

export class NetworkError extends Error {
  constructor(
    message: string,
    readonly status?: number,
    /** The GraphQL errors of the answer, when the server sent some. */
    readonly errors: readonly GraphQLErrorLike[] = [],
  ) {
    super(message);
    this.name = 'NetworkError';
  }
}

export function createRelayEnvironment({
  auth,
  graphqlUrl,
  graphqlWsUrl,
  fetchImpl = (...args) => fetch(...args),
}: RelayEnvironmentOptions): Environment {
  const getToken = () => auth.ensureToken(() => signInAsGuest(graphqlUrl, fetchImpl));

  const post = async (token: string, body: string) =>
    fetchImpl(graphqlUrl, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/json',
        authorization: `Bearer ${token}`,
      },
      body,
    });

  const fetchFn: FetchFunction = async (params, variables) => {
    const body = JSON.stringify({ operationName: params.name, query: params.text, variables });
    let response = await post(await getToken(), body);
    if (response.status === 401) {
      // The server no longer accepts our token (revoked, or a new secret):
      // start a fresh guest session and try once more.
      auth.reset();
      response = await post(await getToken(), body);
    }
    const json = (await response.json().catch(() => null)) as GraphQLResponse | null;
    if (!json)
      throw new NetworkError(`The server answered HTTP ${response.status}`, response.status);
    if ('errors' in json && json.errors?.length && !('data' in json && json.data)) {
      throw new NetworkError(
        json.errors[0]?.message ?? 'Request failed',
        response.status,
        json.errors as GraphQLErrorLike[],
      );
    }
    return json;
  };

  let wsClient: Client | null = null;
  const subscribeFn: SubscribeFunction = (operation, variables) => {
    wsClient ??= createClient({
      url: graphqlWsUrl(),
      connectionParams: async () => ({ authorization: `Bearer ${await getToken()}` }),
      retryAttempts: RECONNECT_ATTEMPTS,
      retryWait: (attempt) =>
        new Promise((resolve) => setTimeout(resolve, reconnectDelayMs(attempt))),
      shouldRetry: (event) => {
        const code = (event as { code?: number } | null)?.code;
        return !(NON_RETRY_CLOSE_CODES as readonly number[]).includes(code ?? 0);
      },
    });
    const client = wsClient;
    return Observable.create<GraphQLResponse>((sink) =>
      client.subscribe(
        { operationName: operation.name, query: operation.text ?? '', variables },
        {
          next: (value) => sink.next(value as GraphQLResponse),
          error: (error) => sink.error(error instanceof Error ? error : new Error(String(error))),
          complete: () => sink.complete(),
        },
      ),
    );
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

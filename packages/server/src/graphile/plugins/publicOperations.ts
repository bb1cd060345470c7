// The public read API's GraphQL side (decision 0142): a second grafserv instance over the same
// schema and the same preset (so cost, page sizes, the statement timeout, error masking and
// shared subscriptions are the app's), with three differences:
// - it answers only the public operations of @bloomkeep/schema (publicApi.ts), by document
//   id: never text, never another id; queries over GET (grafserv refuses anything but a
//   query over GET), the subscription over graphql-ws, and nothing else either way;
// - every operation runs as bk_anonymous, whatever Authorization header or connectionParams
//   come with it, so row-level security gives public data only;
// - its subscriptions count against the caller's address's public budget (http/rateLimit.ts).
import type http from 'node:http';
import { publicOperation, PUBLIC_GRAPHQL_PATH, type PublicOperation } from '@bloomkeep/schema';
import { SafeError } from 'postgraphile/grafast';
import { GraphQLError } from 'postgraphile/graphql';
import { ANONYMOUS_ROLE, pgSettingsFor } from '../../auth/jwt.ts';
import { clientAddress } from '../../client-address.ts';
import { RATE_LIMITED_MESSAGE, type RateLimiter } from '../../http/rateLimit.ts';

/** The settings of every public operation: a guest's, with nothing of the request's. */
export const PUBLIC_PG_SETTINGS: Readonly<Record<string, string>> = Object.freeze(
  pgSettingsFor({ role: ANONYMOUS_ROLE, userId: null }),
);

function refusal(message: string, code: string): SafeError {
  return new SafeError(message, { statusCode: 400, code });
}

/**
 * The public operation a request body names, checked for the transport: a query over HTTP, the
 * subscription over a socket. Throws a 400 SafeError (GraphQL-shaped for the client) otherwise.
 */
export function publicOperationOfBody(
  body: { documentId?: unknown; query?: unknown },
  transport: 'http' | 'socket',
): PublicOperation {
  // graphql-ws requires a string `query`: clients send '' beside the id, as the app's do.
  if (body.query != null && body.query !== '') {
    throw refusal(
      'The public API runs only its own operations: send their documentId, not text.',
      'PUBLIC_ONLY',
    );
  }
  const operation = publicOperation(body.documentId);
  if (!operation) {
    throw refusal(
      'Unknown documentId: the public API runs only its own operations.',
      'PUBLIC_ONLY',
    );
  }
  const expected = transport === 'http' ? 'query' : 'subscription';
  if (operation.kind !== expected) {
    throw refusal(
      transport === 'http'
        ? 'Subscribe to this operation over the WebSocket.'
        : 'Only the public subscription runs over the WebSocket; send queries with GET.',
      'PUBLIC_ONLY',
    );
  }
  return operation;
}

export interface PublicOperationsOptions {
  /** Counts each subscription against its address's public budget. */
  limiter: RateLimiter;
  trustProxy: boolean;
}

export function makePublicOperationsPlugin(
  options: PublicOperationsOptions,
): GraphileConfig.Plugin {
  return {
    name: 'BloomkeepPublicOperationsPlugin',
    version: '0.1.0',
    grafserv: {
      middleware: {
        processGraphQLRequestBody(next, event) {
          const { body } = event;
          const operation = publicOperationOfBody(body, event.graphqlWsContext ? 'socket' : 'http');
          body.query = operation.text;
          // The text holds one operation; a name sent with the id changes nothing.
          body.operationName = undefined;
          return next();
        },
        onSubscribe(next, event) {
          const request = (event.ctx.extra as { request?: http.IncomingMessage }).request;
          const decision = options.limiter.take(clientAddress(request, options.trustProxy));
          if (!decision.allowed) {
            return [
              new GraphQLError(RATE_LIMITED_MESSAGE, {
                extensions: { code: 'RATEL', retryAfterSeconds: decision.retryAfterSeconds },
              }),
            ];
          }
          return next();
        },
      },
    },
  };
}

/**
 * The public instance's preset: the app's preset (`base`, as makePreset made it) with the
 * public path, GET, the public operations instead of Relay's persisted ones, and a guest's
 * context for every operation.
 */
export function makePublicPreset(
  base: GraphileConfig.Preset,
  options: PublicOperationsOptions,
): GraphileConfig.Preset {
  return {
    extends: [base],
    // Relay's allow-list (persisted.ts) and the token check of /graphql's sockets
    // (thingUpdated.ts closes a socket with a bad token; here tokens mean nothing).
    disablePlugins: ['PersistedPlugin', 'BloomkeepKnownTextPlugin', 'BloomkeepThingUpdatedPlugin'],
    plugins: [makePublicOperationsPlugin(options)],
    grafserv: {
      graphqlPath: PUBLIC_GRAPHQL_PATH,
      graphqlOverGET: true,
      graphiql: false,
      graphiqlOnGraphQLGET: false,
      websockets: true,
    },
    grafast: {
      context() {
        return { pgSettings: { ...PUBLIC_PG_SETTINGS } };
      },
    },
  };
}

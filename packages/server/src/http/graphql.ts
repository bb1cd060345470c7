// /graphql over HTTP (POST, JSON only) and WebSocket, and /graphiql in development; the
// upgrade of /graphql/public's WebSocket is routed here too (http/publicGraphql.ts).
// /graphql is the app's alone: it sends no CORS headers, ever. Before grafserv sees a request
// we refuse, with a GraphQL-shaped JSON error:
//   403 an Origin header that is not one of the app's hosts (http/origins.ts): a partner's page
//       can neither read nor write through /graphql, not even as a guest (decision 0142);
//       requests without Origin (curl, servers, the server render's loopback) are not refused
//   405 GET and other methods: queries go by POST only (no GET: nothing cacheable by
//       URL is gained, and a GET can be triggered cross-site by an <img>)
//   415 any body that is not application/json: a cross-site <form> can only send
//       form-encoded, multipart or text/plain, so none of them can reach the API
//   413 a body over MAX_GRAPHQL_BODY_BYTES
//   401 an Authorization header that is not a valid token (grafserv would log it as
//       a server error); the token is verified once, and the GraphQL context reuses it
import type { Duplex } from 'node:stream';
import http from 'node:http';
import type { NodeGrafserv } from 'postgraphile/grafserv/node';
import { AuthenticationError, claimsForRequest } from '../auth/jwt.ts';
import { GRAPHIQL_CONTENT_SECURITY_POLICY, serializeCsp } from './headers.ts';
import { GRAPHQL_REQUEST_MEDIA_TYPES, MAX_GRAPHQL_BODY_BYTES } from './limits.ts';
import { requestOrigin } from './origins.ts';
import { GRAPHIQL_PATH, GRAPHQL_PATH, PUBLIC_GRAPHQL_PATH } from './paths.ts';
import { RATE_LIMITED_MESSAGE, type RateDecision } from './rateLimit.ts';
import { sendGraphQLError, sendText } from './respond.ts';
import type { Router } from './router.ts';

export interface GraphQLRouteOptions {
  serv: NodeGrafserv;
  jwtSecret: string;
  /** GraphiQL at /graphiql (development only). */
  graphiql: boolean;
  /** Whether a request's Origin header (undefined when absent) is the app's (http/origins.ts). */
  isAppOrigin: (origin: string | undefined) => boolean;
}

export const FOREIGN_ORIGIN_MESSAGE =
  'This API answers the Bloomkeep app only; partners use /graphql/public';

function mediaType(req: http.IncomingMessage): string {
  return (req.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
}

export function installGraphQL(router: Router, options: GraphQLRouteOptions): void {
  const { serv, jwtSecret } = options;
  const graphqlHandler = serv.createHandler();
  const toGrafserv = (req: http.IncomingMessage, res: http.ServerResponse) =>
    graphqlHandler(req, res, (error?: Error) => {
      if (error) console.error(error);
      if (!res.headersSent)
        sendText(res, error ? 500 : 404, error ? 'Internal server error' : 'Not found');
      else res.end();
    });

  router.route(GRAPHQL_PATH, (req, res) => {
    if (!options.isAppOrigin(requestOrigin(req))) {
      sendGraphQLError(res, 403, 'FOREIGN_ORIGIN', FOREIGN_ORIGIN_MESSAGE);
      return;
    }
    if (req.method !== 'POST') {
      sendGraphQLError(res, 405, 'METHOD', 'Send GraphQL requests with POST', { allow: 'POST' });
      return;
    }
    if (!GRAPHQL_REQUEST_MEDIA_TYPES.includes(mediaType(req))) {
      sendGraphQLError(res, 415, 'MEDIA_TYPE', 'Send GraphQL requests as application/json', {
        accept: GRAPHQL_REQUEST_MEDIA_TYPES.join(', '),
      });
      return;
    }
    // grafserv parses JSON bodies by this name only.
    if (mediaType(req) !== 'application/json') req.headers['content-type'] = 'application/json';
    const length = Number(req.headers['content-length']);
    if (length > MAX_GRAPHQL_BODY_BYTES) {
      // Answer without reading the body; close so the client does not send it all.
      res.shouldKeepAlive = false;
      sendGraphQLError(
        res,
        413,
        'TOO_LARGE',
        `The request is too large (at most ${MAX_GRAPHQL_BODY_BYTES / 1000} KB)`,
      );
      return;
    }
    if (req.headers.authorization !== undefined) {
      try {
        claimsForRequest(req, jwtSecret);
      } catch (error) {
        if (!(error instanceof AuthenticationError)) throw error;
        sendGraphQLError(res, 401, 'UNAUTHENTICATED', error.message, {
          'www-authenticate': 'Bearer',
        });
        return;
      }
    }
    toGrafserv(req, res);
  });

  if (options.graphiql) {
    // Ruru boots with inline scripts: a looser policy on this one page only.
    const csp = serializeCsp(GRAPHIQL_CONTENT_SECURITY_POLICY);
    const graphiql = (req: http.IncomingMessage, res: http.ServerResponse) => {
      res.setHeader('content-security-policy', csp);
      toGrafserv(req, res);
    };
    router.route(GRAPHIQL_PATH, graphiql);
    // Ruru's own scripts and styles.
    router.prefix('/ruru-static/', graphiql);
  }
}

/** Answers a refused upgrade with a small JSON body, then closes the socket. */
function refuseUpgrade(
  socket: Duplex,
  status: number,
  code: string,
  message: string,
  headers: Record<string, string> = {},
): void {
  const body = JSON.stringify({ errors: [{ message, extensions: { code } }] });
  const lines = [
    `HTTP/1.1 ${status} ${http.STATUS_CODES[status] ?? ''}`,
    'Content-Type: application/json; charset=utf-8',
    `Content-Length: ${Buffer.byteLength(body)}`,
    'Connection: close',
    ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
  ];
  socket.end(`${lines.join('\r\n')}\r\n\r\n${body}`);
}

export interface GraphQLWebSocketOptions {
  /** The app's API (/graphql). */
  serv: NodeGrafserv;
  /** The public API (/graphql/public): the public subscription, as a guest. */
  publicServ: NodeGrafserv;
  isAppOrigin: (origin: string | undefined) => boolean;
  /** Counts a public socket against its address's budget. */
  takePublic: (req: http.IncomingMessage) => RateDecision;
}

/**
 * graphql-ws (graphql-transport-ws) on /graphql, for the app's origins only (403 otherwise),
 * and on /graphql/public for anyone within the public budget (429 otherwise); every other
 * upgrade is refused. Returns a function that ends every open socket: upgraded sockets are no
 * longer the HTTP server's to close, and one open subscription must not hold a shutdown.
 */
export async function installGraphQLWebSocket(
  httpServer: http.Server,
  options: GraphQLWebSocketOptions,
): Promise<() => void> {
  const { serv, publicServ } = options;
  const upgradeHandler = await serv.getUpgradeHandler();
  const publicUpgradeHandler = await publicServ.getUpgradeHandler();
  const sockets = new Set<Duplex>();
  const accept = (
    handler: NonNullable<typeof upgradeHandler>,
    req: http.IncomingMessage,
    socket: Duplex,
    head: Buffer,
  ) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
    handler(req, socket, head);
  };
  httpServer.on('upgrade', (req, socket, head) => {
    const path = new URL(req.url ?? '/', 'http://localhost').pathname;
    if (path === GRAPHQL_PATH && upgradeHandler && serv.shouldHandleUpgrade(req, socket, head)) {
      if (!options.isAppOrigin(requestOrigin(req))) {
        refuseUpgrade(socket, 403, 'FOREIGN_ORIGIN', FOREIGN_ORIGIN_MESSAGE);
        return;
      }
      accept(upgradeHandler, req, socket, head);
    } else if (
      path === PUBLIC_GRAPHQL_PATH &&
      publicUpgradeHandler &&
      publicServ.shouldHandleUpgrade(req, socket, head)
    ) {
      const decision = options.takePublic(req);
      if (!decision.allowed) {
        refuseUpgrade(socket, 429, 'RATEL', RATE_LIMITED_MESSAGE, {
          'Retry-After': String(decision.retryAfterSeconds),
        });
        return;
      }
      accept(publicUpgradeHandler, req, socket, head);
    } else {
      socket.destroy();
    }
  });
  return () => {
    for (const socket of sockets) socket.destroy();
    sockets.clear();
  };
}

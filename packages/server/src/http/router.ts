// One small router: exact paths and path prefixes, tried in the order they were
// installed, then a fallback (the app). Security headers go on every response before
// any route runs. Each concern installs its own routes (http/<concern>.ts, after
// Graphile Starter's install* files); server.ts lists them in one place.
import type http from 'node:http';
import { applySecurityHeaders } from './headers.ts';
import { sendNotFound, sendText, type Handler } from './respond.ts';

/** A route handler also gets the request's path (without the query string). */
export type RouteHandler = (
  req: http.IncomingMessage,
  res: http.ServerResponse,
  pathname: string,
) => void | Promise<void>;

interface Route {
  matches(pathname: string): boolean;
  handler: RouteHandler;
}

export interface Router {
  /** Handle exactly `path`. */
  route(path: string, handler: RouteHandler): void;
  /** Handle every path that starts with `prefix` (e.g. "/files/"). */
  prefix(prefix: string, handler: RouteHandler): void;
  /** What every other path gets (the single-page app); default 404. */
  fallback(handler: RouteHandler): void;
  /** The node:http request listener. */
  handle: Handler;
}

export interface RouterOptions {
  /** For HSTS: whether a trusted proxy says TLS ended in front of us. */
  trustProxy: boolean;
}

/** The normalized path ("/a/../b" is "/b"); percent-escapes stay as sent. */
function pathOf(req: http.IncomingMessage): string {
  return new URL(req.url ?? '/', 'http://localhost').pathname;
}

export function createRouter(options: RouterOptions): Router {
  const routes: Route[] = [];
  let fallback: RouteHandler = (_req, res) => sendNotFound(res);

  const fail = (res: http.ServerResponse, error: unknown) => {
    console.error(error);
    if (!res.headersSent) sendText(res, 500, 'Internal server error');
    else res.end();
  };

  return {
    route(path, handler) {
      routes.push({ matches: (pathname) => pathname === path, handler });
    },
    prefix(prefix, handler) {
      routes.push({ matches: (pathname) => pathname.startsWith(prefix), handler });
    },
    fallback(handler) {
      fallback = handler;
    },
    handle(req, res) {
      applySecurityHeaders(req, res, options);
      const pathname = pathOf(req);
      const handler = routes.find((route) => route.matches(pathname))?.handler ?? fallback;
      try {
        const done = handler(req, res, pathname);
        if (done) done.catch((error: unknown) => fail(res, error));
      } catch (error) {
        fail(res, error);
      }
    },
  };
}

// The few response helpers every route shares.
import type http from 'node:http';
import { PUBLIC_CORS_HEADERS, PUBLIC_PREFLIGHT_HEADERS } from './headers.ts';
import { NO_STORE_CACHE_CONTROL } from './limits.ts';

export type Handler = (req: http.IncomingMessage, res: http.ServerResponse) => void;

export function sendJson(
  res: http.ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  const payload = JSON.stringify(body);
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(payload),
    'cache-control': NO_STORE_CACHE_CONTROL,
    ...headers,
  });
  res.end(payload);
}

/** `{ errors: [{ message, code }] }`: the shape of every JSON error we write ourselves. */
export function sendError(
  res: http.ServerResponse,
  status: number,
  code: string,
  message: string,
  headers: Record<string, string> = {},
): void {
  sendJson(res, status, { errors: [{ message, code }] }, headers);
}

/** `{ errors: [{ message, extensions: { code } }] }`: a GraphQL response's shape (the GraphQL routes). */
export function sendGraphQLError(
  res: http.ServerResponse,
  status: number,
  code: string,
  message: string,
  headers: Record<string, string> = {},
): void {
  sendJson(res, status, { errors: [{ message, extensions: { code } }] }, headers);
}

export function sendText(
  res: http.ServerResponse,
  status: number,
  text: string,
  headers: Record<string, string> = {},
): void {
  res.writeHead(status, { 'content-type': 'text/plain; charset=utf-8', ...headers });
  res.end(text);
}

export function sendNotFound(res: http.ServerResponse): void {
  sendText(res, 404, 'Not found');
}

/**
 * The method check of partners' read-only routes (/graphql/public, widget fragments, oEmbed):
 * answers a CORS preflight (204) or any method other than GET and HEAD (405, with CORS, in the
 * route's error shape) and says so; false leaves the request to the route.
 */
export function answeredOtherThanGet(
  req: http.IncomingMessage,
  res: http.ServerResponse,
  { message, graphql = false }: { message: string; graphql?: boolean },
): boolean {
  if (req.method === 'OPTIONS') {
    res.writeHead(204, PUBLIC_PREFLIGHT_HEADERS);
    res.end();
    return true;
  }
  if (req.method === 'GET' || req.method === 'HEAD') return false;
  (graphql ? sendGraphQLError : sendError)(res, 405, 'METHOD', message, {
    allow: 'GET, HEAD, OPTIONS',
    ...PUBLIC_CORS_HEADERS,
  });
  return true;
}

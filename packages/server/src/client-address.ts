// The client's address, for rate limiting sign-in. X-Forwarded-For is trusted only
// when the server runs behind a proxy that sets it (TRUST_PROXY=1); otherwise any
// client could claim any address.
import type http from 'node:http';

/**
 * With `trustProxy`, the right-most X-Forwarded-For entry: the address the (one)
 * trusted proxy saw. Entries further left are whatever the client sent.
 */
export function clientAddress(req: http.IncomingMessage | undefined, trustProxy: boolean): string {
  if (!req) return '';
  if (trustProxy) {
    const header = req.headers['x-forwarded-for'];
    const value = Array.isArray(header) ? header.join(',') : header;
    const entries = (value ?? '')
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean);
    const last = entries.at(-1);
    if (last) return last;
  }
  return req.socket.remoteAddress ?? '';
}

// /unsubscribe?token=…: the daily digest's unsubscribe link, which works without signing in
// (docs/decisions/0125). GET only shows a page with a confirm button (mail scanners fetch
// links, so a GET changes nothing); POST turns the daily summary off, both from that button
// and from a mail client's RFC 8058 one-click POST ("List-Unsubscribe=One-Click") to the same
// URL. The token is random and stored hashed (migration 0016); an unknown or expired token
// gets a 400 page that says nothing about any account.
import type http from 'node:http';
import type pg from 'pg';
import { escapeHtml } from '../mail/templates.ts';
import { CONTENT_SECURITY_POLICY, cspHash, serializeCsp } from './headers.ts';
import { NO_STORE_CACHE_CONTROL } from './limits.ts';
import { UNSUBSCRIBE_PATH } from './paths.ts';
import type { Router } from './router.ts';

/** app_private.new_token(): 24 random bytes in hex. */
const TOKEN_PATTERN = /^[0-9a-f]{48}$/;

/** Brand-neutral: the link may come from either brand's e-mail, and the page knows no user. */
export const UNSUBSCRIBE_STYLE =
  'body{font-family:system-ui,sans-serif;line-height:1.5;max-width:32rem;margin:0 auto;' +
  'padding:1.5rem 1rem;color:#1f1f1f;background:#fff}' +
  'h1{font-size:1.5rem;line-height:1.25}' +
  'button{font:inherit;font-size:1rem;padding:.75rem 1.25rem;min-height:44px;border-radius:6px;' +
  'border:2px solid #1f1f1f;background:#1f1f1f;color:#fff;cursor:pointer}' +
  'button:focus-visible{outline:3px solid #0b57d0;outline-offset:2px}';

const UNSUBSCRIBE_CSP = serializeCsp({
  ...CONTENT_SECURITY_POLICY,
  'style-src': [cspHash(UNSUBSCRIBE_STYLE)],
});

function sendPage(
  res: http.ServerResponse,
  status: number,
  title: string,
  body: string,
  headers: Record<string, string> = {},
): void {
  const html = [
    '<!doctype html>',
    '<html lang="en"><head><meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="robots" content="noindex">',
    `<title>${escapeHtml(title)}</title>`,
    `<style>${UNSUBSCRIBE_STYLE}</style>`,
    '</head><body><main>',
    `<h1>${escapeHtml(title)}</h1>`,
    body,
    '</main></body></html>',
  ].join('\n');
  res.writeHead(status, {
    'content-type': 'text/html; charset=utf-8',
    'content-length': Buffer.byteLength(html),
    'cache-control': NO_STORE_CACHE_CONTROL,
    // The token is in the URL: never pass it on.
    'referrer-policy': 'no-referrer',
    'content-security-policy': UNSUBSCRIBE_CSP,
    ...headers,
  });
  res.end(html);
}

const INVALID_TITLE = 'This link does not work';
const INVALID_BODY =
  '<p>This unsubscribe link is not valid or has expired, so nothing was changed.</p>' +
  '<p>Sign in and turn off the daily summary in your account settings, or use the link ' +
  'in a more recent e-mail.</p>';

function tokenOf(req: http.IncomingMessage): string | undefined {
  const token = new URL(req.url ?? '/', 'http://localhost').searchParams.get('token') ?? '';
  return TOKEN_PATTERN.test(token) ? token : undefined;
}

export interface UnsubscribeOptions {
  /** The authenticator pool (the functions are app_hidden, security definer). */
  pool: pg.Pool;
}

export function installUnsubscribe(router: Router, { pool }: UnsubscribeOptions): void {
  router.route(UNSUBSCRIBE_PATH, async (req, res) => {
    if (req.method !== 'GET' && req.method !== 'HEAD' && req.method !== 'POST') {
      sendPage(res, 405, 'Not allowed', '<p>Open the link from your e-mail.</p>', {
        allow: 'GET, HEAD, POST',
      });
      return;
    }
    // The one-click body ("List-Unsubscribe=One-Click") or the form's adds nothing: the URL
    // carries the token. Drain it so the connection stays usable.
    req.resume();
    const token = tokenOf(req);
    if (req.method === 'POST') {
      const { rows } = token
        ? await pool.query<{ done: boolean }>(
            'select app_hidden.unsubscribe_daily_digest($1) as done',
            [token],
          )
        : { rows: [{ done: false }] };
      if (!rows[0]?.done) {
        sendPage(res, 400, INVALID_TITLE, INVALID_BODY);
        return;
      }
      sendPage(
        res,
        200,
        'You are unsubscribed',
        '<p>You will no longer get the daily summary e-mail.</p>' +
          '<p>You can turn it back on at any time in your account settings.</p>',
      );
      return;
    }
    const { rows } = token
      ? await pool.query<{ valid: boolean }>(
          'select app_hidden.daily_digest_token_valid($1) as valid',
          [token],
        )
      : { rows: [{ valid: false }] };
    if (!rows[0]?.valid) {
      sendPage(res, 400, INVALID_TITLE, INVALID_BODY);
      return;
    }
    const action = `${UNSUBSCRIBE_PATH}?token=${encodeURIComponent(token!)}`;
    sendPage(
      res,
      200,
      'Stop the daily summary?',
      '<p>You will no longer get the daily e-mail about things that need water and devices ' +
        'that need attention.</p>' +
        `<form method="post" action="${escapeHtml(action)}">` +
        '<button type="submit">Unsubscribe</button></form>',
    );
  });
}

// Security headers for every response, in one place. The Content-Security-Policy is a
// plain object so that other servers (Storybook's static test server) can send the
// same policy:
//
//   import { CONTENT_SECURITY_POLICY, serializeCsp } from '<repo>/packages/server/src/http/headers.ts';
//   res.setHeader('content-security-policy', serializeCsp(CONTENT_SECURITY_POLICY));
//
// (a plain .mjs script loads it with `node --import tsx`). See docs/decisions/0103.
import { createHash } from 'node:crypto';
import type http from 'node:http';

export type CspDirectives = Readonly<Record<string, readonly string[]>>;

/**
 * The one <style> element the app adds at run time: react-aria's usePress puts this
 * rule in the document head (touch-action for pressable elements). It is allowed by its
 * hash rather than with 'unsafe-inline'; http/headers.test.ts fails if an upgrade of
 * react-aria changes the text.
 */
export const REACT_ARIA_PRESSABLE_STYLE =
  '@layer {\n  [data-react-aria-pressable] {\n    touch-action: pan-x pan-y pinch-zoom;\n  }\n}';

/** A CSP source that allows exactly this inline text. */
export function cspHash(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/**
 * Where the base maps' tiles come from: the hosts of the app's default layers
 * (packages/app/src/routes/Map/baseLayers.ts and the widgets' map), plus the hosts of any
 * VITE_MAP_*_TILES or VITE_MAP_STYLE_URL the app was built with, read from the same
 * environment the server starts in (`pnpm start` builds and serves with one). maplibre fetches
 * tiles (connect-src) and may draw them as images (img-src); without these the maps are blank.
 */
export const DEFAULT_MAP_TILE_ORIGINS: readonly string[] = Object.freeze([
  'https://tile.opentopomap.org',
  'https://tile.openstreetmap.org',
  'https://s3.amazonaws.com',
  'https://tiles.maps.eox.at',
]);

export function mapTileOrigins(env: NodeJS.ProcessEnv = process.env): string[] {
  const configured = Object.entries(env)
    .filter(([name]) => /^VITE_MAP_.*(_TILES|_STYLE_URL)$/.test(name))
    .flatMap(([, value]) => {
      try {
        const { protocol, origin } = new URL((value ?? '').replace(/[{}]/g, ''));
        return protocol === 'https:' || protocol === 'http:' ? [origin] : [];
      } catch {
        return [];
      }
    });
  return [...new Set([...DEFAULT_MAP_TILE_ORIGINS, ...configured])];
}

/**
 * The app's policy. No inline scripts and no eval; everything else from our own origin, but
 * the base maps' tiles (mapTileOrigins).
 * - img-src data: blob: — maplibre draws markers and canvases from data/blob URLs.
 * - worker-src 'self' blob: — maplibre's worker is a file under /assets/ (setWorkerUrl);
 *   blob: is kept for maplibre versions that wrap it in a blob worker.
 * - style-src 'self' and one hash: styles come from the built CSS files, plus react-aria's
 *   single injected rule (above). React and maplibre set element styles through the
 *   CSSOM, which CSP does not govern, so no 'unsafe-inline'.
 * - connect-src 'self' covers fetch and the same-origin WebSocket (/graphql); the tile hosts.
 * - frame-ancestors 'none': nothing may frame us (the embed pages alone override this:
 *   embedContentSecurityPolicy).
 */
export const CONTENT_SECURITY_POLICY: CspDirectives = Object.freeze({
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'", cspHash(REACT_ARIA_PRESSABLE_STYLE)],
  'img-src': ["'self'", 'data:', 'blob:', ...mapTileOrigins()],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'", ...mapTileOrigins()],
  'worker-src': ["'self'", 'blob:'],
  'manifest-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
});

/**
 * Pages rendered on the server (http/serverRender.ts, decision 0141) carry their elements'
 * style attributes in the HTML (a gauge's marker position, an image's aspect ratio): the
 * browser would drop them under the app's policy, and hydration keeps the DOM as sent. So
 * those pages alone allow inline style *attributes* (style-src-attr); style elements, and
 * scripts, stay as strict as everywhere else. Attributes cannot hold selectors or rules,
 * and React escapes their values.
 */
export const SERVER_RENDERED_CONTENT_SECURITY_POLICY: CspDirectives = Object.freeze({
  ...CONTENT_SECURITY_POLICY,
  'style-src-attr': ["'unsafe-inline'"],
});

/**
 * GraphiQL (Ruru; development only) boots with inline scripts and styles, and runs
 * its editor in workers. Only /graphiql gets this.
 */
export const GRAPHIQL_CONTENT_SECURITY_POLICY: CspDirectives = Object.freeze({
  ...CONTENT_SECURITY_POLICY,
  'script-src': ["'self'", "'unsafe-inline'", "'unsafe-eval'"],
  'style-src': ["'self'", "'unsafe-inline'"],
});

/**
 * The iframe pages partners embed (/embed/…, decision 0142): the only responses any site may
 * frame. They hold the widget script and its custom element, which need
 * - connect-src: our own API over fetch and its WebSocket (/graphql/public), named with its
 *   ws:/wss: scheme, since older browsers do not let 'self' cover WebSockets; scripts, style
 *   sheets, fonts and pictures from our origin as the page names it (below);
 * - worker-src blob: and img-src data: blob: for the map (maplibre), as the app has;
 * - style-src-attr 'unsafe-inline': the server-rendered card and badges carry style attributes
 *   (a gauge's marker), as server-rendered pages do (decision 0141), and the page sets its own
 *   background with one; style elements and inline scripts stay forbidden.
 */
export function embedContentSecurityPolicy(origin: string): CspDirectives {
  const url = new URL(origin);
  const socket = `${url.protocol === 'https:' ? 'wss:' : 'ws:'}//${url.host}`;
  // `origin` is the page's own unless it was asked for by a host that is not on the
  // allow-list; then the element's `api` and the script name the default host, so say it too.
  const ours = (sources: readonly string[]) => [...sources, url.origin];
  return Object.freeze({
    ...CONTENT_SECURITY_POLICY,
    'script-src': ours(CONTENT_SECURITY_POLICY['script-src']!),
    'style-src': ours(CONTENT_SECURITY_POLICY['style-src']!),
    'style-src-attr': ["'unsafe-inline'"],
    'img-src': ours(CONTENT_SECURITY_POLICY['img-src']!),
    'font-src': ours(CONTENT_SECURITY_POLICY['font-src']!),
    'connect-src': [...CONTENT_SECURITY_POLICY['connect-src']!, url.origin, socket],
    'frame-ancestors': ['*'],
  });
}

export function serializeCsp(directives: CspDirectives): string {
  return Object.entries(directives)
    .map(([name, values]) => [name, ...values].join(' '))
    .join('; ');
}

/** Sent with every response (HTML, API, files, errors). */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = Object.freeze({
  'content-security-policy': serializeCsp(CONTENT_SECURITY_POLICY),
  'x-content-type-options': 'nosniff',
  // Full referrer within the site; nothing to other sites (a thing's id is nobody's business).
  'referrer-policy': 'same-origin',
  // For browsers without frame-ancestors.
  'x-frame-options': 'DENY',
  'cross-origin-opener-policy': 'same-origin',
});

/**
 * What the partners' public routes send (decision 0142): any origin may read them, never with
 * credentials (a wildcard cannot carry cookies, and nothing there reads a token). Only these
 * routes send CORS headers: /graphql/public, the widget fragments, oEmbed, the widget script
 * and the app build's hashed assets (the fragments' style sheets and the fonts they load,
 * which browsers fetch in CORS mode).
 */
export const PUBLIC_CORS_HEADERS: Readonly<Record<string, string>> = Object.freeze({
  'access-control-allow-origin': '*',
});

/** The answer to a CORS preflight of a public GET route. */
export const PUBLIC_PREFLIGHT_HEADERS: Readonly<Record<string, string>> = Object.freeze({
  ...PUBLIC_CORS_HEADERS,
  'access-control-allow-methods': 'GET, HEAD',
  // No Authorization: the public routes read as a guest whatever token comes.
  'access-control-allow-headers': 'Accept, Content-Type',
  'access-control-max-age': '86400',
});

/** Static files partners' pages load (scripts, style sheets, fonts): CORS, and embeddable under COEP. */
export const CROSS_ORIGIN_FILE_HEADERS: Readonly<Record<string, string>> = Object.freeze({
  ...PUBLIC_CORS_HEADERS,
  'cross-origin-resource-policy': 'cross-origin',
});

/** Two years, with subdomains: the usual preload-ready value. */
export const STRICT_TRANSPORT_SECURITY = 'max-age=63072000; includeSubDomains';

export interface SecurityHeaderOptions {
  /** TRUST_PROXY: a proxy in front says (X-Forwarded-Proto) whether the client used TLS. */
  trustProxy: boolean;
}

/** Did TLS end at the trusted proxy in front of us? Only it can say so. */
export function arrivedOverTls(req: http.IncomingMessage, trustProxy: boolean): boolean {
  if (!trustProxy) return false;
  const header = req.headers['x-forwarded-proto'];
  const value = Array.isArray(header) ? header[0] : header;
  // A chain of proxies appends: the left-most entry is the client's own scheme.
  return value?.split(',')[0]?.trim().toLowerCase() === 'https';
}

/**
 * Set the security headers on a response before any handler runs; handlers may
 * override one (GraphiQL's CSP, the embed pages' frame-ancestors) with
 * res.setHeader, and writeHead merges the rest.
 */
export function applySecurityHeaders(
  req: http.IncomingMessage,
  res: http.ServerResponse,
  options: SecurityHeaderOptions,
): void {
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) res.setHeader(name, value);
  if (arrivedOverTls(req, options.trustProxy)) {
    res.setHeader('strict-transport-security', STRICT_TRANSPORT_SECURITY);
  }
}

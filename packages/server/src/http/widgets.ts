// The widget script partners load (decision 0142), from packages/widgets' build (WIDGETS_DIST):
//   /widgets/v1/bloomkeep.js, /widgets/v1/bloomkeep.classic.js   entry scripts: one hour
//   /widgets/v1/assets/*                                         hashed chunks: a year, immutable
// with CORS and Cross-Origin-Resource-Policy: cross-origin (partners' pages are other origins,
// possibly cross-origin isolated), ETags, and precompressed .br/.gz neighbours as the app's
// files (sirv). Source maps are not served in production. Without a build every path answers
// a 404 that says how to make one. The fragments under /widgets/v1/fragments/ are
// http/widgetFragments.ts's (installed first).
import { existsSync } from 'node:fs';
import type http from 'node:http';
import sirv from 'sirv';
import { CROSS_ORIGIN_FILE_HEADERS, PUBLIC_PREFLIGHT_HEADERS } from './headers.ts';
import { IMMUTABLE_CACHE_CONTROL } from './limits.ts';
import { WIDGETS_PREFIX } from './paths.ts';
import { sendText } from './respond.ts';
import { isSourceMap } from './staticApp.ts';
import type { Router } from './router.ts';

/** The entry scripts keep their names across releases: an hour, then revalidated by ETag. */
export const WIDGET_ENTRY_CACHE_CONTROL = 'public, max-age=3600';
/** The build's hashed chunks. */
export const WIDGET_ASSETS_PREFIX = `${WIDGETS_PREFIX}assets/`;

export const WIDGETS_NOT_BUILT =
  'The widget script has not been built: run `pnpm --filter @bloomkeep/widgets build` ' +
  '(or set WIDGETS_DIST to its dist folder).\n';

export interface WidgetsOptions {
  /** packages/widgets/dist, or WIDGETS_DIST. */
  widgetsDist: string;
  /** No source maps. */
  production: boolean;
}

export function installWidgets(router: Router, { widgetsDist, production }: WidgetsOptions): void {
  const common = { etag: true, gzip: true, brotli: true, dev: !production } as const;
  // Made once the build exists (it may come after the server started).
  let handlers: { hashed: ReturnType<typeof sirv>; entries: ReturnType<typeof sirv> } | null = null;
  const servers = () =>
    (handlers ??= existsSync(widgetsDist)
      ? {
          hashed: sirv(widgetsDist, {
            ...common,
            maxAge: 31_536_000,
            immutable: true,
            setHeaders: (res) => res.setHeader('cache-control', IMMUTABLE_CACHE_CONTROL),
          }),
          entries: sirv(widgetsDist, {
            ...common,
            setHeaders: (res) => res.setHeader('cache-control', WIDGET_ENTRY_CACHE_CONTROL),
          }),
        }
      : null);

  const notFound = (res: http.ServerResponse, text = 'Not found') =>
    sendText(res, 404, text, { ...CROSS_ORIGIN_FILE_HEADERS, 'cache-control': 'no-store' });

  router.prefix(WIDGETS_PREFIX, (req, res, pathname) => {
    if (req.method === 'OPTIONS') {
      res.writeHead(204, PUBLIC_PREFLIGHT_HEADERS);
      res.end();
      return;
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, {
        allow: 'GET, HEAD, OPTIONS',
        'content-type': 'text/plain; charset=utf-8',
        ...CROSS_ORIGIN_FILE_HEADERS,
      });
      res.end('The widget script answers GET requests only\n');
      return;
    }
    const serve = servers();
    if (!serve) {
      notFound(res, WIDGETS_NOT_BUILT);
      return;
    }
    if (production && isSourceMap(pathname)) {
      notFound(res);
      return;
    }
    for (const [name, value] of Object.entries(CROSS_ORIGIN_FILE_HEADERS))
      res.setHeader(name, value);
    // sirv serves paths relative to the build folder.
    req.url = (req.url ?? '/').slice(WIDGETS_PREFIX.length - 1);
    const files = pathname.startsWith(WIDGET_ASSETS_PREFIX) ? serve.hashed : serve.entries;
    files(req, res, () => notFound(res));
  });
}

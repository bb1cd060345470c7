// The built single-page app, for every path no other route claims.
// - /assets/* (hashed names): cached for a year, immutable; a missing asset is a 404,
//   never index.html. Any origin may load them (CORS, Cross-Origin-Resource-Policy): the
//   partners' widgets link the kit's style sheets and fonts from here (decision 0142).
// - pages a first-time guest asks for: rendered on the server (http/serverRender.ts);
// - everything else: the file if it exists, else index.html (the client router shows
//   "not found"), revalidated on every use (no-cache, with an ETag).
// - precompressed neighbours (x.js.br, x.js.gz) are sent to clients that accept them,
//   with Content-Encoding and Vary: Accept-Encoding (sirv does this).
// - production: source maps (*.map) are not served.
import { existsSync } from 'node:fs';
import sirv from 'sirv';
import { CROSS_ORIGIN_FILE_HEADERS } from './headers.ts';
import { IMMUTABLE_CACHE_CONTROL, REVALIDATE_CACHE_CONTROL } from './limits.ts';
import { ASSETS_PREFIX } from './paths.ts';
import { sendNotFound, sendText } from './respond.ts';
import type { Router } from './router.ts';
import type { ServerRender } from './serverRender.ts';

export interface StaticAppOptions {
  /** Folder of the built app; when missing, `/` explains how to build it. */
  appDist: string | undefined;
  /** Refuse source maps. */
  production: boolean;
  /** Renders pages for first-time guests (http/serverRender.ts); index.html otherwise. */
  serverRender?: ServerRender | null;
}

/**
 * Whether a path names a source map, also when escaped (sirv decodes "%2Emap" before it looks
 * the file up). Production serves none, from the app's build or the widgets' (http/widgets.ts).
 */
export function isSourceMap(pathname: string): boolean {
  let decoded = pathname;
  try {
    decoded = decodeURI(pathname);
  } catch {
    // Malformed escapes: sirv keeps them as they are too.
  }
  return /\.map$/i.test(decoded);
}

export function installStaticApp(
  router: Router,
  { appDist, production, serverRender }: StaticAppOptions,
): void {
  if (!appDist || !existsSync(appDist)) {
    router.fallback((_req, res, pathname) => {
      if (pathname !== '/') {
        sendNotFound(res);
        return;
      }
      sendText(
        res,
        200,
        'Bloomkeep API is running. The web app has not been built yet: ' +
          'run `pnpm --filter @bloomkeep/app build` (or `pnpm start` at the repository root).\n' +
          'GraphQL is at /graphql.\n',
      );
    });
    return;
  }

  const common = { etag: true, gzip: true, brotli: true } as const;
  const assets = sirv(appDist, {
    ...common,
    maxAge: 31_536_000,
    immutable: true,
    setHeaders: (res) => res.setHeader('cache-control', IMMUTABLE_CACHE_CONTROL),
  });
  const app = sirv(appDist, {
    ...common,
    single: true,
    setHeaders: (res) => res.setHeader('cache-control', REVALIDATE_CACHE_CONTROL),
  });

  router.prefix(ASSETS_PREFIX, (req, res, pathname) => {
    if (production && isSourceMap(pathname)) {
      sendNotFound(res);
      return;
    }
    for (const [name, value] of Object.entries(CROSS_ORIGIN_FILE_HEADERS))
      res.setHeader(name, value);
    assets(req, res, () => sendNotFound(res));
  });
  router.fallback(async (req, res, pathname) => {
    if (production && isSourceMap(pathname)) sendNotFound(res);
    else if (!(await serverRender?.(req, res, pathname))) app(req, res, () => sendNotFound(res));
  });
}

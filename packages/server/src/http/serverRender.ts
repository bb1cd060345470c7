// Server-rendered first paints (docs/decisions/0141). A first-time guest's browser asks
// for a page such as `/`, `/things/search` or `/things/{id}`: the app's own render module
// (packages/app/dist-ssr/render.js, built by `vite build --ssr`) renders it as a guest
// sees it, and the HTML goes out with the page's content and the Relay records it was
// rendered from. The browser paints that at once and loads the app's code after.
//
// It is an optimisation, never a gate: a signed-in browser (the app's `bk_signed_in`
// cookie), a page the app does not render on the server, a render that fails or takes
// longer than RENDER_TIMEOUT_MS, and a server already busy with MAX_CONCURRENT_RENDERS
// renders all get the plain index.html, and the browser renders the page as before.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import type http from 'node:http';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { escapeHtml } from '../mail/templates.ts';
import { SERVER_RENDERED_CONTENT_SECURITY_POLICY, serializeCsp } from './headers.ts';
import { REVALIDATE_CACHE_CONTROL } from './limits.ts';
import { GRAPHQL_PATH } from './paths.ts';
import type { WidgetTheme } from '@bloomkeep/schema';

/** What the app's render module exports (packages/app/src/ssr/render.tsx). */
export interface RenderModule {
  render(options: {
    url: string;
    graphqlUrl: string;
    timeoutMs: number;
  }): Promise<
    | { kind: 'page'; status: number; html: string; payload: string; title: string | null }
    | { kind: 'browser'; reason: string }
  >;
  /** Partners' widgets' markup (packages/app/src/ssr/renderWidget.tsx; http/widgetFragments.ts). */
  renderWidget?(request: WidgetRenderRequest): { html: string };
}

/** What renderWidget is given: the public operations' answers (packages/app/src/ssr/widgets/widgetData.ts). */
export type WidgetRenderRequest =
  | {
      kind: 'thingCard';
      theme: WidgetTheme;
      now?: string;
      thing: Record<string, unknown> | null;
      siteOrigin: string;
      apiOrigin: string;
    }
  | {
      kind: 'badges';
      theme: WidgetTheme;
      now?: string;
      username: string;
      shown: boolean;
      badges: ReadonlyArray<Record<string, unknown>>;
    };

/** The app build's render module (built by `vite build --ssr` beside the app). */
export function renderModulePath(appDist: string): string {
  return path.join(appDist, '..', 'dist-ssr', 'render.js');
}

const renderModules = new Map<string, Promise<RenderModule>>();

/** The render module, imported once (page renders and widget fragments share it). */
export function loadRenderModule(appDist: string): Promise<RenderModule> {
  const modulePath = renderModulePath(appDist);
  let loaded = renderModules.get(modulePath);
  if (!loaded) {
    loaded = import(pathToFileURL(modulePath).href) as Promise<RenderModule>;
    renderModules.set(modulePath, loaded);
    // A failed import is tried again next time.
    loaded.catch(() => renderModules.delete(modulePath));
  }
  return loaded;
}

/**
 * Readies page renders before a visitor asks for one: imports the render module and renders
 * `/` once, which also plans its query. On this machine a cold server took about 4 s over its
 * first page (1.5 s of it importing the module), and well under a second over the next.
 */
export async function warmServerRender(appDist: string, ownUrl: string): Promise<void> {
  const { render } = await loadRenderModule(appDist);
  await render({ url: `${ownUrl}/`, graphqlUrl: `${ownUrl}${GRAPHQL_PATH}`, timeoutMs: 30_000 });
}

/** The cookie the app sets while someone is signed in (packages/app/src/auth/signedInCookie.ts). */
export const SIGNED_IN_COOKIE = 'bk_signed_in';
/** Renders at once; a busier server sends index.html instead (the browser renders). */
export const MAX_CONCURRENT_RENDERS = 4;
/** A render taking longer than this is given up: the browser renders the page instead. */
export const RENDER_TIMEOUT_MS = 1500;

const ROOT_ELEMENT = '<div id="root"></div>';
const TITLE_ELEMENT = /<title>[^<]*<\/title>/;
const POLICY = serializeCsp(SERVER_RENDERED_CONTENT_SECURITY_POLICY);
const MODULE_PRELOAD = /\s*<link rel="modulepreload"[^>]*>/g;
const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

export interface ServerRenderOptions {
  /** Folder of the built app (index.html); the render module is in ../dist-ssr. */
  appDist: string;
  /** The server's own URL, for the render's GraphQL requests (known once it listens). */
  ownUrl: () => string;
  /**
   * More of the head for a page rendered with status 200, such as a thing page's oEmbed
   * discovery link (http/embeds.ts); already HTML.
   */
  headFor?: (req: http.IncomingMessage, pathname: string) => Promise<string>;
}

/** Sends a server-rendered page; false when the caller should send index.html instead. */
export type ServerRender = (
  req: http.IncomingMessage,
  res: http.ServerResponse,
  pathname: string,
) => Promise<boolean>;

function hasSignedInCookie(req: http.IncomingMessage): boolean {
  const cookies = req.headers.cookie ?? '';
  return cookies.split(';').some((part) => part.trim().startsWith(`${SIGNED_IN_COOKIE}=1`));
}

/** A browser asking for a page of the app (not a file, not an API call). */
function isPageRequest(req: http.IncomingMessage, pathname: string): boolean {
  if (req.method !== 'GET') return false;
  if (!(req.headers.accept ?? '').includes('text/html')) return false;
  // Files (favicon.ico, robots.txt) have an extension; pages never do.
  return !path.posix.basename(pathname).includes('.');
}

/** Brotli (quality 5: fast, and near gzip -9) or gzip, as the browser accepts. */
async function compress(req: http.IncomingMessage, body: string) {
  const accepts = String(req.headers['accept-encoding'] ?? '');
  if (/\bbr\b/.test(accepts)) {
    const data = await brotli(body, {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 },
    });
    return { data, encoding: 'br' };
  }
  if (/\bgzip\b/.test(accepts)) return { data: await gzip(body), encoding: 'gzip' };
  return { data: Buffer.from(body), encoding: undefined };
}

/**
 * The page's style sheets beyond those index.html links: each built CSS file is indexed by
 * the class names it styles, and a page gets the files that style a class it uses. The
 * page's code and its lazy parts bring the same files again in the browser, where Vite
 * skips those already linked. A widget's markup (`includeLinked`), shown outside our page,
 * gets every file it needs, the kit's that index.html links included, those first.
 */
export function styleSheetsFor(
  appDist: string,
  template: string,
  { includeLinked = false }: { includeLinked?: boolean } = {},
) {
  const assets = path.join(appDist, 'assets');
  const filesByClass = new Map<string, Set<string>>();
  for (const file of readdirSync(assets)) {
    if (!file.endsWith('.css')) continue;
    if (!includeLinked && template.includes(`/assets/${file}"`)) continue;
    const css = readFileSync(path.join(assets, file), 'utf8');
    for (const [, name] of css.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)) {
      let files = filesByClass.get(name!);
      if (!files) filesByClass.set(name!, (files = new Set()));
      files.add(`/assets/${file}`);
    }
  }
  return (html: string): string[] => {
    const needed = new Set<string>();
    for (const [, classes] of html.matchAll(/\sclass="([^"]*)"/g)) {
      for (const name of classes!.split(/\s+/)) {
        for (const file of filesByClass.get(name) ?? []) needed.add(file);
      }
    }
    // index.html's own style sheets first, in its order (the kit's base and isolation rules
    // must come before the components' rules that build on them), then the rest by name.
    const linked = [...template.matchAll(/href="(\/assets\/[^"]+\.css)"/g)].map(
      ([, href]) => href!,
    );
    const rank = (file: string) => {
      const index = linked.indexOf(file);
      return index === -1 ? linked.length : index;
    };
    return [...needed].sort((a, b) => rank(a) - rank(b) || (a < b ? -1 : a > b ? 1 : 0));
  };
}

/** null when the app was built without its render module (then every page renders in the browser). */
export function createServerRender({
  appDist,
  ownUrl,
  headFor,
}: ServerRenderOptions): ServerRender | null {
  const modulePath = renderModulePath(appDist);
  const indexPath = path.join(appDist, 'index.html');
  if (!existsSync(modulePath) || !existsSync(indexPath)) return null;
  // The app's code loads after the first paint of a rendered page (src/boot.ts): no preloads.
  const template = readFileSync(indexPath, 'utf8').replace(MODULE_PRELOAD, '');
  if (!template.includes(ROOT_ELEMENT)) return null;
  const styleSheets = styleSheetsFor(appDist, template);
  let inFlight = 0;

  return async (req, res, pathname) => {
    if (!isPageRequest(req, pathname) || hasSignedInCookie(req)) return false;
    if (inFlight >= MAX_CONCURRENT_RENDERS) return false;
    inFlight += 1;
    try {
      const { render } = await loadRenderModule(appDist);
      const host = req.headers.host ?? 'localhost';
      const result = await render({
        url: new URL(req.url ?? '/', `http://${host}`).href,
        graphqlUrl: `${ownUrl()}${GRAPHQL_PATH}`,
        timeoutMs: RENDER_TIMEOUT_MS,
      });
      if (result.kind !== 'page') return false;
      const links =
        styleSheets(result.html)
          .map((href) => `<link rel="stylesheet" crossorigin href="${href}">`)
          .join('') + (result.status === 200 && headFor ? await headFor(req, pathname) : '');
      let page = template;
      if (result.title)
        page = page.replace(TITLE_ELEMENT, `<title>${escapeHtml(result.title)}</title>`);
      page = page
        .replace('</head>', `${links}</head>`)
        .replace(ROOT_ELEMENT, `<div id="root">${result.html}</div>`)
        .replace(
          '</body>',
          `<script type="application/json" id="bk-ssr">${result.payload}</script></body>`,
        );
      const { data, encoding } = await compress(req, page);
      if (res.headersSent || res.destroyed) return true;
      res.writeHead(result.status, {
        'content-type': 'text/html; charset=utf-8',
        'content-length': data.length,
        'cache-control': REVALIDATE_CACHE_CONTROL,
        // Another browser (signed in, or another encoding) gets another answer.
        vary: 'Accept-Encoding, Cookie',
        'content-security-policy': POLICY,
        ...(encoding ? { 'content-encoding': encoding } : {}),
      });
      res.end(data);
      return true;
    } catch (error) {
      console.error('Server render failed; the browser renders the page', error);
      return false;
    } finally {
      inFlight -= 1;
    }
  };
}

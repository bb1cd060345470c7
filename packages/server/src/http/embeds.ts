// Iframes and oEmbed for partners who want no code (decision 0142).
//
// Embed pages: a bare document (no app frame) holding the widget script and one custom element
// whose attributes are read with @bloomkeep/schema's helpers and escaped; `api` is our origin
// as the request reached it (an allow-listed app host, http/origins.ts).
//   GET /embed/things/map?bbox=w,s,e,n&category=A,B&theme=&height=&background=transparent
//   GET /embed/things/{id}?theme=&background=transparent
//   GET /embed/users/{username}/badges?theme=&background=transparent
// They alone may be framed by any site: `frame-ancestors *` and no X-Frame-Options. Their CSP is
// http/headers.ts's embedContentSecurityPolicy. A malformed id or username is a 404 page;
// optional attributes that do not read (a bad bbox) are left out, as the widgets would ignore them.
//
// oEmbed (https://oembed.com) for thing pages:
//   GET /oembed?url=<a thing page on one of our hosts>&format=json&maxwidth=&maxheight=
//   200 { version: "1.0", type: "rich", provider_name, provider_url, title, html, width,
//         height, cache_age }: html is the thing card's iframe (iframeSnippet)
//   404 not a thing page on our hosts, or the thing is not public; 400 no url; 501 format=xml
// Thing pages the server renders link to it (discovery: oembedDiscoveryLink).
import type http from 'node:http';
import {
  BRAND_WORDS,
  EMBED_PATHS,
  formatWidgetBbox,
  iframeSnippet,
  isWidgetThingId,
  isWidgetUsername,
  parseWidgetBbox,
  parseWidgetCategories,
  PUBLIC_OPERATIONS,
  WIDGET_ELEMENTS,
  WIDGETS_SCRIPT,
  widgetHeight,
  widgetTheme,
  type BrandName,
  type WidgetTheme,
} from '@bloomkeep/schema';
import type { AppHost } from '../mail/hosts.ts';
import { escapeHtml } from '../mail/templates.ts';
import { embedContentSecurityPolicy, PUBLIC_CORS_HEADERS, serializeCsp } from './headers.ts';
import { publicOrigin } from './origins.ts';
import { EMBED_PREFIX, OEMBED_PATH } from './paths.ts';
import { publicCacheControl, type PublicApi } from './publicGraphql.ts';
import { withinPublicBudget } from './rateLimit.ts';
import { answeredOtherThanGet, sendError, sendJson } from './respond.ts';
import type { Router } from './router.ts';

/** Embed pages name no data, only the element: a few minutes in any cache. */
export const EMBED_CACHE_CONTROL = 'public, max-age=300';
/** oEmbed's card, in CSS pixels, unless the consumer asks for less. */
export const OEMBED_CARD_WIDTH = 400;
export const OEMBED_CARD_HEIGHT = 320;

const THING_PAGE = /^\/things\/([0-9a-f-]{36})\/?$/i;
const BADGES_PAGE = /^\/embed\/users\/([^/]+)\/badges\/?$/;
const CARD_PAGE = /^\/embed\/things\/([^/]+)\/?$/;

type Attributes = Array<[string, string]>;

interface EmbedPage {
  element: string;
  title: string;
  attributes: Attributes;
}

function brandOfTheme(theme: WidgetTheme): BrandName {
  return theme === 'beecafe' ? 'beeCafe' : 'default';
}

function themeOfBrand(brand: BrandName): WidgetTheme {
  return brand === 'beeCafe' ? 'beecafe' : 'default';
}

function decoded(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/** Which widget a path shows, with its attributes read from the query; null: not a page. */
export function embedPageFor(pathname: string, query: URLSearchParams): EmbedPage | null {
  const theme = widgetTheme(query.get('theme'));
  const brand = BRAND_WORDS[brandOfTheme(theme)].name;
  if (pathname === EMBED_PATHS.thingMap || pathname === `${EMBED_PATHS.thingMap}/`) {
    const bbox = parseWidgetBbox(query.get('bbox'));
    const categories = parseWidgetCategories(query.get('category'));
    return {
      element: WIDGET_ELEMENTS.thingMap,
      title: `${brand}: things on the map`,
      attributes: [
        ...(bbox ? ([['bbox', formatWidgetBbox(bbox)]] as Attributes) : []),
        ...(categories.length ? ([['category', categories.join(',')]] as Attributes) : []),
        ['height', String(widgetHeight(query.get('height')))],
        ['theme', theme],
      ],
    };
  }
  const badges = BADGES_PAGE.exec(pathname);
  if (badges) {
    const username = decoded(badges[1]!);
    if (!isWidgetUsername(username)) return null;
    return {
      element: WIDGET_ELEMENTS.badges,
      title: `${brand}: badges`,
      attributes: [
        ['user', username],
        ['theme', theme],
      ],
    };
  }
  const card = CARD_PAGE.exec(pathname);
  if (card) {
    const id = decoded(card[1]!);
    if (!isWidgetThingId(id)) return null;
    return {
      element: WIDGET_ELEMENTS.thingCard,
      title: `${brand}: a thing`,
      attributes: [
        ['thing', id.toLowerCase()],
        ['theme', theme],
      ],
    };
  }
  return null;
}

/** The embed page's document: the script and the element, every value escaped. */
export function embedDocument(page: EmbedPage, origin: string, transparent: boolean): string {
  const attributes = [['api', origin] as [string, string], ...page.attributes]
    .map(([name, value]) => ` ${name}="${escapeHtml(value)}"`)
    .join('');
  // A style attribute (the policy allows attributes, not style elements): no margin, and the
  // page's own background unless the partner wants theirs to show through.
  const body = `margin:0;background:${transparent ? 'transparent' : 'Canvas'}`;
  return [
    '<!doctype html>',
    '<html lang="en-US">',
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="robots" content="noindex">',
    `<meta name="color-scheme" content="${transparent ? 'normal' : 'light'}">`,
    `<title>${escapeHtml(page.title)}</title>`,
    `<script type="module" src="${escapeHtml(origin + WIDGETS_SCRIPT)}"></script>`,
    '</head>',
    `<body style="${body}">`,
    `<${page.element}${attributes}></${page.element}>`,
    '</body>',
    '</html>',
    '',
  ].join('\n');
}

/** The app host a URL names (an entry of the allow-list, by host), and the thing page's id. */
export function thingPageOf(
  url: string | null,
  appHosts: readonly AppHost[],
): { host: AppHost; thingId: string } | null {
  if (!url) return null;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return null;
  const host = appHosts.find(
    (entry) => new URL(entry.url).origin === parsed.origin && entry.host === parsed.host,
  );
  const id = THING_PAGE.exec(parsed.pathname)?.[1];
  if (!host || !id || !isWidgetThingId(id)) return null;
  return { host, thingId: id.toLowerCase() };
}

/**
 * A public thing page's oEmbed discovery link (its head, on pages the server renders); '' for
 * other pages and for a thing a guest cannot see (the app renders its not-found state with
 * 200), so no consumer is pointed at a 404. One public.thingCard.v1 read, as a guest.
 */
export async function oembedDiscoveryLink(
  api: PublicApi,
  req: http.IncomingMessage,
  pathname: string,
  appHosts: readonly AppHost[],
  trustProxy: boolean,
): Promise<string> {
  const id = THING_PAGE.exec(pathname)?.[1];
  if (!id || !isWidgetThingId(id)) return '';
  const result = await api.run<{ thingById: { isPublic: boolean } | null }>(
    PUBLIC_OPERATIONS.thingCard,
    { id },
  );
  if (result.data?.thingById?.isPublic !== true) return '';
  const origin = publicOrigin(req, appHosts, trustProxy);
  const page = `${origin}/things/${id.toLowerCase()}`;
  const href = `${origin}${OEMBED_PATH}?url=${encodeURIComponent(page)}&format=json`;
  return `<link rel="alternate" type="application/json+oembed" href="${escapeHtml(href)}">`;
}

function dimension(value: string | null, fallback: number): number {
  const number = Number(value);
  return value !== null && Number.isFinite(number) && number >= 1
    ? Math.min(fallback, Math.floor(number))
    : fallback;
}

export interface EmbedsOptions {
  api: PublicApi;
  appHosts: () => readonly AppHost[];
  trustProxy: boolean;
}

export function installEmbeds(router: Router, { api, appHosts, trustProxy }: EmbedsOptions): void {
  const cors = { ...PUBLIC_CORS_HEADERS };

  router.prefix(EMBED_PREFIX, (req, res, pathname) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { allow: 'GET, HEAD', 'content-type': 'text/plain; charset=utf-8' });
      res.end('Method not allowed');
      return;
    }
    const url = new URL(req.url ?? '/', 'http://localhost');
    const page = embedPageFor(pathname, url.searchParams);
    if (!page) {
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' });
      res.end('Not found');
      return;
    }
    const origin = publicOrigin(req, appHosts(), trustProxy);
    const html = embedDocument(page, origin, url.searchParams.get('background') === 'transparent');
    // Only these responses may be framed, by anyone.
    res.removeHeader('x-frame-options');
    res.writeHead(200, {
      'content-type': 'text/html; charset=utf-8',
      'content-length': Buffer.byteLength(html),
      'cache-control': EMBED_CACHE_CONTROL,
      'content-security-policy': serializeCsp(embedContentSecurityPolicy(origin)),
    });
    res.end(req.method === 'HEAD' ? undefined : html);
  });

  router.route(OEMBED_PATH, async (req, res) => {
    if (answeredOtherThanGet(req, res, { message: 'oEmbed answers GET requests only' })) return;
    if (!withinPublicBudget(api.limiter, req, res, { trustProxy, headers: cors })) return;
    const query = new URL(req.url ?? '/', 'http://localhost').searchParams;
    const format = query.get('format') ?? 'json';
    if (format !== 'json') {
      sendError(res, 501, 'FORMAT', 'Only format=json is available', cors);
      return;
    }
    if (!query.get('url')) {
      sendError(res, 400, 'BAD_ATTRIBUTE', '`url` must be a thing page’s address', cors);
      return;
    }
    const hosts = appHosts();
    const target = thingPageOf(query.get('url'), hosts);
    const notFound = () =>
      sendError(res, 404, 'NOTHG', 'No public thing has this address on Bloomkeep', cors);
    if (!target) {
      notFound();
      return;
    }
    const operation = PUBLIC_OPERATIONS.thingCard;
    const result = await api.run<{ thingById: { name: string; isPublic: boolean } | null }>(
      operation,
      { id: target.thingId },
    );
    if (result.errors?.length) {
      console.error('oEmbed failed:', result.errors);
      sendError(res, 503, 'UNAVAILABLE', 'Please try again.', cors);
      return;
    }
    const thing = result.data?.thingById;
    if (!thing?.isPublic) {
      notFound();
      return;
    }
    const origin = new URL(target.host.url).origin;
    const width = dimension(query.get('maxwidth'), OEMBED_CARD_WIDTH);
    const height = dimension(query.get('maxheight'), OEMBED_CARD_HEIGHT);
    sendJson(
      res,
      200,
      {
        version: '1.0',
        type: 'rich',
        provider_name: BRAND_WORDS[target.host.brand].name,
        provider_url: `${origin}/`,
        title: thing.name,
        html: iframeSnippet(
          { kind: 'thingCard', thingId: target.thingId },
          { origin, theme: themeOfBrand(target.host.brand), title: thing.name, width, height },
        ),
        width,
        height,
        cache_age: operation.maxAgeSeconds,
      },
      { ...cors, 'cache-control': publicCacheControl(operation) },
    );
  });
}

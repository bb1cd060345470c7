// The card and badges widgets' markup, rendered on our server (decision 0142):
//   GET /widgets/v1/fragments/thing-card?thing=<uuid>&theme=default|beecafe
//   GET /widgets/v1/fragments/badges?user=<username>&theme=default|beecafe
//   GET /widgets/v1/fragments/site?theme=default|beecafe  { origin }: our site for that brand,
//       where the map widget's points lead (the card's link is in its html already)
// answer JSON { html, styles, fonts }:
//   html    the widget's markup from the app's render module (packages/app/src/ssr/renderWidget.tsx),
//           its root carrying the brand's theme class; live parts marked `data-bk-live`
//   styles  absolute URLs of the app build's style sheets the markup uses (the kit's included)
//   fonts   absolute URLs of style sheets holding only the kit's @font-face rules, for the
//           partner's document (Chromium ignores @font-face inside shadow roots)
// The data is read through the public operations (public.thingCard.v1, public.badges.v1) as a
// guest, in this process (http/publicGraphql.ts), so a private thing is never rendered.
//   200  the widget
//   404  the same shape, the html a placeholder: a thing that is not public or does not exist,
//        a person who has not opted in or does not exist (identical answers)
//   400  { errors: [{ message, code: 'BAD_ATTRIBUTE' }] }: `thing` not a UUID, `user` not a username
//   429  over the address's public budget (Retry-After); 503 the app's render module is not built
// CORS *, and cached like their operations (15 s for a card, 300 s for badges).
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import type http from 'node:http';
import path from 'node:path';
import {
  isWidgetThingId,
  isWidgetUsername,
  PUBLIC_OPERATIONS,
  widgetTheme,
  type PublicOperation,
} from '@bloomkeep/schema';
import type { AppHost } from '../mail/hosts.ts';
import { CROSS_ORIGIN_FILE_HEADERS, PUBLIC_CORS_HEADERS } from './headers.ts';
import { IMMUTABLE_CACHE_CONTROL } from './limits.ts';
import { publicOrigin, siteOriginFor } from './origins.ts';
import { WIDGET_FRAGMENTS_PREFIX } from './paths.ts';
import { publicCacheControl, type PublicApi } from './publicGraphql.ts';
import { withinPublicBudget } from './rateLimit.ts';
import { answeredOtherThanGet, sendError, sendJson, sendNotFound } from './respond.ts';
import type { Router } from './router.ts';
import {
  loadRenderModule,
  renderModulePath,
  styleSheetsFor,
  type WidgetRenderRequest,
} from './serverRender.ts';

export const THING_CARD_FRAGMENT = `${WIDGET_FRAGMENTS_PREFIX}thing-card`;
export const BADGES_FRAGMENT = `${WIDGET_FRAGMENTS_PREFIX}badges`;
export const SITE_FRAGMENT = `${WIDGET_FRAGMENTS_PREFIX}site`;
/** The site's origins change only with the server's configuration. */
const SITE_CACHE_CONTROL = 'public, max-age=3600';

/** A fragment's answer. */
export interface WidgetFragment {
  html: string;
  styles: string[];
  fonts: string[];
}

interface ThingCardData {
  thingById: (Record<string, unknown> & { isPublic?: boolean }) | null;
}
interface BadgesData {
  partnerBadgesShown: boolean | null;
  partnerBadges: { nodes: Array<Record<string, unknown>> } | null;
}

/** Every @font-face rule of the app build's style sheets, once each (the kit's fonts). */
export function fontFaceRules(appDist: string): string {
  const assets = path.join(appDist, 'assets');
  const rules = new Set<string>();
  for (const file of readdirSync(assets).sort()) {
    if (!file.endsWith('.css')) continue;
    const css = readFileSync(path.join(assets, file), 'utf8');
    // A @font-face block holds declarations only: no nested braces.
    for (const [rule] of css.matchAll(/@font-face\s*\{[^{}]*\}/g)) rules.add(rule);
  }
  return [...rules].join('\n');
}

export interface WidgetFragmentsOptions {
  /** The built app (index.html, assets/ and ../dist-ssr/render.js); undefined: not built. */
  appDist: string | undefined;
  api: PublicApi;
  appHosts: () => readonly AppHost[];
  trustProxy: boolean;
}

interface Build {
  styleSheets: (html: string) => string[];
  /** The fonts' style sheet, its path with the content's hash; null when the build has none. */
  fonts: { path: string; css: string } | null;
}

function readBuild(appDist: string | undefined): Build | null {
  if (!appDist) return null;
  const indexPath = path.join(appDist, 'index.html');
  if (!existsSync(indexPath) || !existsSync(renderModulePath(appDist))) return null;
  const template = readFileSync(indexPath, 'utf8');
  const css = fontFaceRules(appDist);
  const hash = createHash('sha256').update(css).digest('hex').slice(0, 12);
  return {
    styleSheets: styleSheetsFor(appDist, template, { includeLinked: true }),
    fonts: css ? { path: `${WIDGET_FRAGMENTS_PREFIX}fonts-${hash}.css`, css } : null,
  };
}

export function installWidgetFragments(router: Router, options: WidgetFragmentsOptions): void {
  const { api, trustProxy } = options;
  const build = readBuild(options.appDist);
  const cors = { ...PUBLIC_CORS_HEADERS };

  const badAttribute = (res: http.ServerResponse, message: string) =>
    sendError(res, 400, 'BAD_ATTRIBUTE', message, cors);

  /** Renders and sends a fragment; false when the render module cannot. */
  async function send(
    req: http.IncomingMessage,
    res: http.ServerResponse,
    operation: PublicOperation,
    status: 200 | 404,
    request: WidgetRenderRequest,
  ): Promise<void> {
    const { renderWidget } = await loadRenderModule(options.appDist!);
    if (!renderWidget) {
      sendError(res, 503, 'UNAVAILABLE', 'Widgets are not available on this server yet', cors);
      return;
    }
    const { html } = renderWidget(request);
    const origin = publicOrigin(req, options.appHosts(), trustProxy);
    const body: WidgetFragment = {
      html,
      styles: build!.styleSheets(html).map((file) => `${origin}${file}`),
      fonts: build!.fonts ? [`${origin}${build!.fonts.path}`] : [],
    };
    sendJson(res, status, body, { ...cors, 'cache-control': publicCacheControl(operation) });
  }

  function failed(res: http.ServerResponse, what: string, errors: readonly unknown[]): void {
    console.error(`Widget fragment ${what} failed:`, errors);
    sendError(res, 503, 'UNAVAILABLE', 'The widget could not be loaded. Please try again.', cors);
  }

  async function thingCard(
    req: http.IncomingMessage,
    res: http.ServerResponse,
    query: URLSearchParams,
  ) {
    const id = query.get('thing');
    if (!isWidgetThingId(id)) {
      badAttribute(res, '`thing` must be a thing’s id (a UUID)');
      return;
    }
    const theme = widgetTheme(query.get('theme'));
    const operation = PUBLIC_OPERATIONS.thingCard;
    const result = await api.run<ThingCardData>(operation, { id });
    if (result.errors?.length) {
      failed(res, operation.id, result.errors);
      return;
    }
    const found = result.data?.thingById ?? null;
    // A guest sees public things only; the check says so once more.
    const thing = found?.isPublic === true ? found : null;
    const hosts = options.appHosts();
    await send(req, res, operation, thing ? 200 : 404, {
      kind: 'thingCard',
      theme,
      thing,
      siteOrigin: siteOriginFor(theme, hosts),
      apiOrigin: publicOrigin(req, hosts, trustProxy),
    });
  }

  async function badges(
    req: http.IncomingMessage,
    res: http.ServerResponse,
    query: URLSearchParams,
  ) {
    const username = query.get('user');
    if (!isWidgetUsername(username)) {
      badAttribute(res, '`user` must be a username');
      return;
    }
    const theme = widgetTheme(query.get('theme'));
    const operation = PUBLIC_OPERATIONS.badges;
    const result = await api.run<BadgesData>(operation, { username });
    if (result.errors?.length) {
      failed(res, operation.id, result.errors);
      return;
    }
    const shown = result.data?.partnerBadgesShown === true;
    await send(req, res, operation, shown ? 200 : 404, {
      kind: 'badges',
      theme,
      username,
      shown,
      badges: shown ? (result.data?.partnerBadges?.nodes ?? []) : [],
    });
  }

  router.prefix(WIDGET_FRAGMENTS_PREFIX, async (req, res, pathname) => {
    if (answeredOtherThanGet(req, res, { message: 'Widget fragments answer GET requests only' }))
      return;
    if (build?.fonts && pathname === build.fonts.path) {
      res.writeHead(200, {
        'content-type': 'text/css; charset=utf-8',
        'cache-control': IMMUTABLE_CACHE_CONTROL,
        ...CROSS_ORIGIN_FILE_HEADERS,
      });
      res.end(build.fonts.css);
      return;
    }
    const handler =
      pathname === THING_CARD_FRAGMENT ? thingCard : pathname === BADGES_FRAGMENT ? badges : null;
    if (!handler && pathname !== SITE_FRAGMENT) {
      sendNotFound(res);
      return;
    }
    if (!withinPublicBudget(api.limiter, req, res, { trustProxy, headers: cors })) return;
    if (!handler) {
      // Where the map's points lead: the brand's site, as the card's "Help water" link. The
      // `api` a partner names may be any host of ours (or one outside APP_HOSTS), and a bee
      // cafe widget belongs on the bee cafe site whichever it is. Needs no build.
      const theme = widgetTheme(
        new URL(req.url ?? '/', 'http://localhost').searchParams.get('theme'),
      );
      sendJson(
        res,
        200,
        { origin: siteOriginFor(theme, options.appHosts()) },
        { ...cors, 'cache-control': SITE_CACHE_CONTROL },
      );
      return;
    }
    if (!build) {
      sendError(res, 503, 'UNAVAILABLE', 'Widgets are not available on this server yet', cors);
      return;
    }
    await handler(req, res, new URL(req.url ?? '/', 'http://localhost').searchParams);
  });
}

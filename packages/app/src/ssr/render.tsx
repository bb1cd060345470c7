// The server's side of a server-rendered first paint (docs/decisions/0141): renders a
// page as a first-time guest sees it, from the same routes, loaders and components the
// browser uses, and returns its HTML with the Relay records it was rendered from. The
// server bundles this module (`vite build --ssr`) and calls `render` per page request.
import { Writable } from 'node:stream';
import { prerenderToNodeStream } from 'react-dom/static';
import {
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
  type StaticHandlerContext,
} from 'react-router-dom';
import { themeForHost } from '@bloomkeep/ui';
import { AppProviders } from '../App';
import { AuthStore } from '../auth/authStore';
import { createSession } from '../auth/session';
import { config } from '../config';
import { createRelayEnvironment } from '../relay/environment';
import { createRouteContext } from '../relay/routeQuery';
import { createRoutes } from '../router';
import { serializePayload } from './payload';
import { ServerHeadContext, type ServerHead } from './serverHead';
import { isServerRendered } from './ssrRoutes';

export interface RenderOptions {
  /** The page's full URL, as the browser asked for it. */
  url: string;
  /** Where the server's own GraphQL endpoint answers (the page's data is a guest's). */
  graphqlUrl: string;
  /** Gives up (the browser renders the page itself) after this long. */
  timeoutMs: number;
  fetch?: typeof fetch;
}

export type RenderResult =
  | {
      kind: 'page';
      /** 200, or 404 for the not-found page. */
      status: number;
      /** The markup of #root. */
      html: string;
      /** The `<script type="application/json">` text for the browser. */
      payload: string;
      /** The document title the page sets (null: index.html's). */
      title: string | null;
    }
  /** Not rendered here: a guarded page, a redirect, an error or too slow. The browser renders it. */
  | { kind: 'browser'; reason: string };

const noStorage = {
  getItem: () => null,
  setItem: () => undefined,
  removeItem: () => undefined,
};

async function toText(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  await new Promise<void>((resolve, reject) => {
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(chunk);
        done();
      },
    });
    sink.on('finish', resolve);
    sink.on('error', reject);
    stream.on('error', reject);
    stream.pipe(sink);
  });
  return Buffer.concat(chunks).toString('utf8');
}

export async function render(options: RenderOptions): Promise<RenderResult> {
  const url = new URL(options.url);
  const signal = AbortSignal.timeout(options.timeoutMs);
  // A first-time guest: no token (the API answers as anonymous), no local state.
  const auth = new AuthStore({ storage: noStorage });
  const session = createSession({
    auth,
    createEnvironment: () =>
      createRelayEnvironment({
        auth,
        graphqlUrl: options.graphqlUrl,
        graphqlWsUrl: () => '',
        fetchImpl: options.fetch,
      }),
    setTimer: () => null,
    clearTimer: () => undefined,
  });
  const theme = themeForHost(url.hostname, config.beeCafeHosts);
  try {
    const context = createRouteContext(session, { theme, dataWaitMs: options.timeoutMs });
    const handler = createStaticHandler(createRoutes(context));
    const result = await handler.query(new Request(url, { signal }));
    if (result instanceof Response) return { kind: 'browser', reason: `HTTP ${result.status}` };
    if (result.errors) return { kind: 'browser', reason: 'a loader failed' };
    if (!isServerRendered(result)) return { kind: 'browser', reason: 'not a server-rendered page' };
    const router = createStaticRouter(handler.dataRoutes, result);
    const renderedAt = new Date();
    const head: ServerHead = { title: null };
    let failed: unknown = null;
    const { prelude } = await prerenderToNodeStream(
      <ServerHeadContext.Provider value={head}>
        <AppProviders session={session} theme={theme} renderTime={renderedAt}>
          <StaticRouterProvider router={router} context={result} hydrate={false} />
        </AppProviders>
      </ServerHeadContext.Provider>,
      {
        signal,
        // The page goes out whole, with no boundary left for an inline script to reveal
        // (the CSP allows no inline script); React outlines large boundaries otherwise.
        progressiveChunkSize: Number.MAX_SAFE_INTEGER,
        onError(error) {
          failed ??= error;
        },
      },
    );
    const html = await toText(prelude);
    if (failed) return { kind: 'browser', reason: String(failed) };
    if (signal.aborted) return { kind: 'browser', reason: 'too slow' };
    const records = session.getEnvironment().getStore().getSource().toJSON();
    return {
      kind: 'page',
      status: statusOf(result),
      html,
      payload: serializePayload({ records, renderedAt: renderedAt.toISOString() }),
      title: head.title,
    };
  } finally {
    session.dispose();
    auth.dispose();
  }
}

function statusOf(context: StaticHandlerContext): number {
  return context.statusCode === 404 || context.matches.some((match) => match.route.path === '*')
    ? 404
    : context.statusCode;
}

// Partners' widgets (decision 0142): the server calls this from the same bundle.
export { renderWidget } from './renderWidget';
export type { WidgetRenderRequest, WidgetRenderResult } from './renderWidget';

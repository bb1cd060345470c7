// The HTTP server: createServer wires the pool, PostGraphile, storage and the e-mail
// worker, and hands every request to the router in http/. The routes, in the order
// they are tried (one module each, see docs/decisions/0103-http-layer.md):
//   /healthz           http/health.ts
//   /graphql, WS       http/graphql.ts   (and /graphiql in development; the app's origins only)
//   /graphql/public    http/publicGraphql.ts (partners: public queries by id, any origin; its
//                      WebSocket is routed by http/graphql.ts)
//   /upload            http/upload.ts
//   /files/<key>       http/files.ts
//   /dev/mailbox       http/devMailbox.ts (development, or DEV_MAILBOX=1)
//   /unsubscribe       http/unsubscribe.ts (the daily digest's one-click unsubscribe)
//   /ttn/uplink        http/ttnUplink.ts
//   /widgets/v1/fragments/…  http/widgetFragments.ts (server-rendered card and badges)
//   /widgets/v1/…      http/widgets.ts   (the widget script's build)
//   /embed/…, /oembed  http/embeds.ts    (iframe pages, the only framable responses; oEmbed)
//   everything else    http/staticApp.ts (the built single-page app; a first-time guest's
//                      pages rendered on the server by http/serverRender.ts)
// Security headers and limits live in http/headers.ts and http/limits.ts.
import { randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { postgraphile } from 'postgraphile';
import { PgSubscriber } from 'postgraphile/adaptors/pg';
import { grafserv } from 'postgraphile/grafserv/node';
import type { ChatAssistant } from './chat/builtIn.ts';
import { clientAddress } from './client-address.ts';
import { makePreset } from './graphile.ts';
import { makePublicPreset } from './graphile/plugins/publicOperations.ts';
import {
  DEFAULT_MAIL_FROM,
  devMailboxEnabled,
  loadApiSettings,
  REPO_ROOT,
  type ApiSettings,
  type ChatSettings,
} from './config.ts';
import { appHostsFor, type AppHost } from './mail/hosts.ts';
import { startWorker, type RunningWorker } from './worker/index.ts';
import { FolderStorage, type FileStorage } from './files/storage.ts';
import { installDevMailbox } from './http/devMailbox.ts';
import { installEmbeds, oembedDiscoveryLink } from './http/embeds.ts';
import { installFiles } from './http/files.ts';
import { installGraphQL, installGraphQLWebSocket } from './http/graphql.ts';
import { installHealth } from './http/health.ts';
import { createAppOriginCheck } from './http/origins.ts';
import { createPublicApi, installPublicGraphQL } from './http/publicGraphql.ts';
import { createRateLimiter } from './http/rateLimit.ts';
import { createRouter } from './http/router.ts';
import { installStaticApp } from './http/staticApp.ts';
import { createServerRender, warmServerRender } from './http/serverRender.ts';
import { installTtnUplink } from './http/ttnUplink.ts';
import { installUnsubscribe } from './http/unsubscribe.ts';
import { installUpload } from './http/upload.ts';
import { installWidgetFragments } from './http/widgetFragments.ts';
import { installWidgets } from './http/widgets.ts';
import type { EaClient } from './integrations/ea/client.ts';
import type { TtnClient } from './integrations/ttn/client.ts';
import type { WeatherClient } from './integrations/weather/client.ts';

export interface CreateServerOptions {
  /** Connection string for bk_authenticator (the API never connects as the owner). */
  authDatabaseUrl: string;
  jwtSecret: string;
  /**
   * The secret of The Things Stack's uplink webhook (TTN_WEBHOOK_SECRET). Without it
   * POST /ttn/uplink refuses every request.
   */
  ttnWebhookSecret?: string;
  /** Port to listen on; 0 picks a free one. */
  port?: number;
  host?: string;
  /** Folder of the built app; when missing, `/` explains how to build it. */
  appDist?: string;
  /** Render `/` once after listening, so the first guest's page is not rendered cold. */
  warmServerRender?: boolean;
  /**
   * Folder of the built widget script (WIDGETS_DIST; default packages/widgets/dist); when
   * missing, /widgets/v1/… explains how to build it.
   */
  widgetsDist?: string;
  graphiql?: boolean;
  /** Take the client address from X-Forwarded-For (TRUST_PROXY=1). */
  trustProxy?: boolean;
  /**
   * Production: no /dev/mailbox, no source maps, and e-mail needs smtpUrl.
   * Default NODE_ENV=production.
   */
  production?: boolean;
  /**
   * Serve GET /dev/mailbox (and keep e-mail there when there is no SMTP). Default: on
   * outside production; in production only with DEV_MAILBOX=1.
   */
  devMailbox?: boolean;
  /** GraphQL limits and switches; unset ones come from the environment (config.ts). */
  api?: Partial<ApiSettings>;
  /** Folder for uploaded images (a FolderStorage); main.ts passes <DATA_DIR>/files. */
  filesDir?: string;
  /**
   * Where uploaded images go; overrides filesDir (e.g. an S3-compatible store).
   * With neither, a new temporary folder that close() removes: fine for tests,
   * useless for keeping anything.
   */
  storage?: FileStorage;
  /**
   * Run the e-mail worker in this process, connected as the owner (it needs the
   * graphile_worker schema). Without it, jobs wait in the queue for a worker.
   */
  /**
   * The hosts the app is served on, as origins (APP_HOSTS); e-mail links and brands come only
   * from these. Default: the app's URL plus the bee cafe hosts on its scheme and port.
   */
  appHosts?: readonly string[];
  /** Host names with the bee cafe brand (BEECAFE_HOSTS); default as the app's. */
  beeCafeHosts?: readonly string[];
  worker?: {
    databaseUrl: string;
    /** Base URL for links in e-mails; default the server's own URL. */
    appUrl?: string;
    smtpUrl?: string;
    mailFrom?: string;
    /** Queues downlinks (TTN_API_URL …, or the local fake); without it commands fail. */
    ttn?: TtnClient;
    /** Refreshes the rainfall cache (EA_ROOT, or the local fake); without it, refreshes fail. */
    ea?: EaClient;
    /** Fetches forecasts for the cache (WEATHER_ROOT, or the local fake). */
    weather?: WeatherClient;
    /** The thing chat's limits; unset ones come from the environment (CHAT_*). */
    chat?: Partial<ChatSettings>;
    /** The model-driven assistant (LLM_*); without it the built-in assistant answers. */
    chatModel?: ChatAssistant | null;
  };
}

export interface RunningServer {
  httpServer: http.Server;
  /** e.g. http://127.0.0.1:3000 */
  url: string;
  close(): Promise<void>;
}

export async function createServer(options: CreateServerOptions): Promise<RunningServer> {
  let closing: Promise<void> | undefined;
  const production = options.production ?? process.env.NODE_ENV === 'production';
  const devMailbox = options.devMailbox ?? devMailboxEnabled(process.env, production);
  const trustProxy = options.trustProxy ?? false;
  const api: ApiSettings = { ...loadApiSettings(process.env, production), ...options.api };
  const pool = new pg.Pool({ connectionString: options.authDatabaseUrl, max: 10 });
  // An idle client losing its connection must not crash the process.
  // (While closing, PostgreSQL may be shutting down too: that is expected.)
  pool.on('error', (error) => {
    if (!closing) console.error('PostgreSQL pool error:', error.message);
  });

  // Known once the server listens (its own URL is the default app URL).
  let appHosts: AppHost[] = [];
  // Ours to release: an open subscription's LISTEN client would otherwise hold pool.end().
  const pgSubscriber = new PgSubscriber(pool);
  const preset = makePreset({
    pool,
    pgSubscriber,
    appHosts: () => appHosts,
    jwtSecret: options.jwtSecret,
    graphiql: options.graphiql ?? false,
    trustProxy,
    production,
    api,
  });
  const pgl = postgraphile(preset);
  const serv = pgl.createServ(grafserv);
  // Partners' public reads (decision 0142): a second grafserv over the same schema and preset,
  // answering the public operations only, as a guest, within a per-address budget.
  const publicLimiter = createRateLimiter({ limit: api.publicRateLimit });
  const schema = pgl.getSchema();
  const publicServ = grafserv({
    schema,
    preset: makePublicPreset(preset, { limiter: publicLimiter, trustProxy }),
  });
  const publicApi = createPublicApi({
    serv: publicServ,
    schema: Promise.resolve(schema),
    limiter: publicLimiter,
  });
  const isAppOrigin = createAppOriginCheck({ appHosts: () => appHosts, production });

  let temporaryFilesDir: string | undefined;
  let storage = options.storage;
  if (!storage) {
    let filesDir = options.filesDir;
    if (!filesDir) {
      // Created by the first upload (FolderStorage makes its folder when needed).
      temporaryFilesDir = path.join(os.tmpdir(), `bloomkeep-files-${randomUUID()}`);
      filesDir = temporaryFilesDir;
    }
    storage = new FolderStorage(filesDir);
  }
  const router = createRouter({ trustProxy });
  installHealth(router, { pool });
  installGraphQL(router, {
    serv,
    jwtSecret: options.jwtSecret,
    graphiql: options.graphiql ?? false,
    isAppOrigin,
  });
  installPublicGraphQL(router, { api: publicApi, trustProxy });
  installUpload(router, { pool, jwtSecret: options.jwtSecret, storage, trustProxy });
  installFiles(router, { storage });
  installTtnUplink(router, { pool, webhookSecret: options.ttnWebhookSecret ?? '' });
  installDevMailbox(router, { pool, enabled: devMailbox });
  installUnsubscribe(router, { pool });
  // Partners (decision 0142): fragments before the widget script's files, both before the app.
  installWidgetFragments(router, {
    appDist: options.appDist,
    api: publicApi,
    appHosts: () => appHosts,
    trustProxy,
  });
  installWidgets(router, {
    widgetsDist: options.widgetsDist ?? path.join(REPO_ROOT, 'packages/widgets/dist'),
    production,
  });
  installEmbeds(router, { api: publicApi, appHosts: () => appHosts, trustProxy });
  // The server's own URL is known once it listens (below); renders ask for it per page.
  let ownUrl = '';
  const serverRender = options.appDist
    ? createServerRender({
        appDist: options.appDist,
        ownUrl: () => ownUrl,
        // Thing pages say where their oEmbed is.
        headFor: (req, pathname) =>
          oembedDiscoveryLink(publicApi, req, pathname, appHosts, trustProxy),
      })
    : null;
  installStaticApp(router, { appDist: options.appDist, production, serverRender });

  const httpServer = http.createServer(router.handle);
  const closeWebSockets = await installGraphQLWebSocket(httpServer, {
    serv,
    publicServ,
    isAppOrigin,
    takePublic: (req) => publicLimiter.take(clientAddress(req, trustProxy)),
  });

  // Build the schema before accepting requests, so the first request is not slow
  // and a broken database fails the start rather than a request.
  await pgl.getSchema();

  await new Promise<void>((resolve, reject) => {
    httpServer.once('error', reject);
    httpServer.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => {
      httpServer.off('error', reject);
      resolve();
    });
  });
  const address = httpServer.address() as AddressInfo;
  const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  const url = `http://${host === '0.0.0.0' ? '127.0.0.1' : host}:${address.port}`;
  ownUrl = url;
  if (serverRender && options.appDist && options.warmServerRender) {
    // In the background: health answers at once, and the first guest's page is not the one
    // that waits for the render module and its query's plan.
    warmServerRender(options.appDist, url).catch((error: unknown) =>
      console.warn('Warming the page renders failed; the first page renders cold', error),
    );
  }
  appHosts = appHostsFor(options.worker?.appUrl ?? url, {
    appHosts: options.appHosts,
    beeCafeHosts: options.beeCafeHosts,
  });

  let worker: RunningWorker | undefined;
  if (options.worker) {
    try {
      worker = await startWorker({
        databaseUrl: options.worker.databaseUrl,
        appHosts,
        smtpUrl: options.worker.smtpUrl,
        mailFrom: options.worker.mailFrom ?? DEFAULT_MAIL_FROM,
        // With DEV_MAILBOX=1 in production, e-mail without SMTP lands in the mailbox.
        production: production && !devMailbox,
        storage,
        ttn: options.worker.ttn,
        ea: options.worker.ea,
        weather: options.worker.weather,
        chat: options.worker.chat,
        chatModel: options.worker.chatModel,
      });
    } catch (error) {
      httpServer.close();
      await publicServ.release();
      await pgl.release();
      pgSubscriber.release();
      await pool.end();
      throw error;
    }
  }

  const close = () =>
    (closing ??= (async () => {
      const closed = new Promise<void>((resolve) => httpServer.close(() => resolve()));
      httpServer.closeAllConnections();
      closeWebSockets();
      await worker?.stop();
      await publicServ.release();
      await pgl.release(); // also releases the app's grafserv instance
      pgSubscriber.release();
      await closed;
      await pool.end();
      if (temporaryFilesDir) await rm(temporaryFilesDir, { recursive: true, force: true });
    })());

  return { httpServer, url, close };
}

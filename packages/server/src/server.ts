// The HTTP server: /healthz, GraphQL over HTTP and WebSocket on /graphql, image
// uploads on /upload and the images on /files/, and the built single-page app for
// every other path.
import { existsSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { postgraphile } from 'postgraphile';
import { grafserv } from 'postgraphile/grafserv/node';
import sirv from 'sirv';
import { AuthenticationError, claimsFromAuthorization } from './auth/jwt.ts';
import { makePreset } from './graphile.ts';
import { DEFAULT_MAIL_FROM } from './config.ts';
import { startWorker, type RunningWorker } from './worker/index.ts';
import { FolderStorage, type FileStorage } from './files/storage.ts';
import { makeFileHandler, makeUploadHandler } from './files/upload.ts';

export interface CreateServerOptions {
  /** Connection string for bk_authenticator (the API never connects as the owner). */
  authDatabaseUrl: string;
  jwtSecret: string;
  /** Port to listen on; 0 picks a free one. */
  port?: number;
  host?: string;
  /** Folder of the built app; when missing, `/` explains how to build it. */
  appDist?: string;
  graphiql?: boolean;
  /** Take the client address from X-Forwarded-For (TRUST_PROXY=1). */
  trustProxy?: boolean;
  /** Production: no /dev/mailbox, and e-mail needs smtpUrl. Default NODE_ENV=production. */
  production?: boolean;
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
  worker?: {
    databaseUrl: string;
    /** Base URL for links in e-mails; default the server's own URL. */
    appUrl?: string;
    smtpUrl?: string;
    mailFrom?: string;
  };
}

export interface RunningServer {
  httpServer: http.Server;
  /** e.g. http://127.0.0.1:3000 */
  url: string;
  close(): Promise<void>;
}

const GRAPHQL_PATH = '/graphql';
const MAILBOX_PATH = '/dev/mailbox';
const UPLOAD_PATH = '/upload';
const FILES_PREFIX = '/files/';

type Handler = (req: http.IncomingMessage, res: http.ServerResponse) => void;

function sendJson(res: http.ServerResponse, status: number, body: unknown): void {
  const payload = JSON.stringify(body);
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(payload),
    'cache-control': 'no-store',
  });
  res.end(payload);
}

function sendText(res: http.ServerResponse, status: number, text: string): void {
  res.writeHead(status, { 'content-type': 'text/plain; charset=utf-8' });
  res.end(text);
}

function staticHandler(appDist: string | undefined): Handler {
  if (appDist && existsSync(appDist)) {
    // single: unknown paths get index.html, and the client router shows "not found".
    const serve = sirv(appDist, { single: true, etag: true, gzip: true, brotli: true });
    return (req, res) => serve(req, res, () => sendText(res, 404, 'Not found'));
  }
  return (req, res) => {
    const pathname = new URL(req.url ?? '/', 'http://localhost').pathname;
    if (pathname === '/') {
      sendText(
        res,
        200,
        'Bloomkeep API is running. The web app has not been built yet: ' +
          'run `pnpm --filter @bloomkeep/app build` (or `pnpm start` at the repository root).\n' +
          'GraphQL is at /graphql.\n',
      );
    } else {
      sendText(res, 404, 'Not found');
    }
  };
}

export async function createServer(options: CreateServerOptions): Promise<RunningServer> {
  let closing: Promise<void> | undefined;
  const production = options.production ?? process.env.NODE_ENV === 'production';
  const pool = new pg.Pool({ connectionString: options.authDatabaseUrl, max: 10 });
  // An idle client losing its connection must not crash the process.
  // (While closing, PostgreSQL may be shutting down too: that is expected.)
  pool.on('error', (error) => {
    if (!closing) console.error('PostgreSQL pool error:', error.message);
  });

  const pgl = postgraphile(
    makePreset({
      pool,
      jwtSecret: options.jwtSecret,
      graphiql: options.graphiql ?? false,
      trustProxy: options.trustProxy ?? false,
    }),
  );
  const serv = pgl.createServ(grafserv);
  const graphqlHandler = serv.createHandler();
  const serveStatic = staticHandler(options.appDist);

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
  // Uploads are recorded through the same pool and with the same role and claims as
  // GraphQL requests, so the database's own rules apply to them.
  const uploadHandler = makeUploadHandler({
    pool,
    jwtSecret: options.jwtSecret,
    storage,
    trustProxy: options.trustProxy ?? false,
  });
  const fileHandler = makeFileHandler({ storage });

  const httpServer = http.createServer((req, res) => {
    const pathname = new URL(req.url ?? '/', 'http://localhost').pathname;
    if (pathname === '/healthz') {
      pool.query('select 1').then(
        () => sendJson(res, 200, { status: 'ok' }),
        () => sendJson(res, 503, { status: 'unavailable' }),
      );
      return;
    }
    if (pathname === MAILBOX_PATH && !production && req.method === 'GET') {
      // Development only: the e-mails that would have been sent (newest first).
      pool
        .query<{ to: string; subject: string; text: string; html: string; created_at: Date }>(
          'select * from app_hidden.dev_mailbox()',
        )
        .then(
          ({ rows }) =>
            sendJson(
              res,
              200,
              rows.map((row) => ({
                to: row.to,
                subject: row.subject,
                text: row.text,
                html: row.html,
                createdAt: row.created_at.toISOString(),
              })),
            ),
          (error: unknown) => {
            console.error(error);
            sendJson(res, 500, { error: 'Mailbox unavailable' });
          },
        );
      return;
    }
    // Before grafserv and the app, which would answer these paths with index.html.
    if (pathname === UPLOAD_PATH) {
      uploadHandler(req, res);
      return;
    }
    if (pathname.startsWith(FILES_PREFIX)) {
      fileHandler(req, res);
      return;
    }
    if (pathname === GRAPHQL_PATH && req.headers.authorization !== undefined) {
      // Refuse bad tokens before grafserv, which would log each one as a server error.
      // The grafast context verifies again (and is what covers WebSockets).
      try {
        claimsFromAuthorization(req.headers.authorization, options.jwtSecret);
      } catch (error) {
        if (!(error instanceof AuthenticationError)) throw error;
        res.setHeader('www-authenticate', 'Bearer');
        sendJson(res, 401, {
          errors: [{ message: error.message, extensions: { code: 'UNAUTHENTICATED' } }],
        });
        return;
      }
    }
    // grafserv answers /graphql (and /graphiql when enabled); everything else falls through.
    graphqlHandler(req, res, (error?: Error) => {
      if (error) {
        console.error(error);
        if (!res.headersSent) sendText(res, 500, 'Internal server error');
        else res.end();
        return;
      }
      serveStatic(req, res);
    });
  });

  // graphql-ws (graphql-transport-ws) on the GraphQL path.
  const upgradeHandler = await serv.getUpgradeHandler();
  httpServer.on('upgrade', (req, socket, head) => {
    if (upgradeHandler && serv.shouldHandleUpgrade(req, socket, head)) {
      upgradeHandler(req, socket, head);
    } else {
      socket.destroy();
    }
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

  let worker: RunningWorker | undefined;
  if (options.worker) {
    try {
      worker = await startWorker({
        databaseUrl: options.worker.databaseUrl,
        appUrl: options.worker.appUrl ?? url,
        smtpUrl: options.worker.smtpUrl,
        mailFrom: options.worker.mailFrom ?? DEFAULT_MAIL_FROM,
        production,
        storage,
      });
    } catch (error) {
      httpServer.close();
      await pgl.release();
      await pool.end();
      throw error;
    }
  }

  const close = () =>
    (closing ??= (async () => {
      const closed = new Promise<void>((resolve) => httpServer.close(() => resolve()));
      httpServer.closeAllConnections();
      await worker?.stop();
      await pgl.release(); // also releases the grafserv instance
      await closed;
      await pool.end();
      if (temporaryFilesDir) await rm(temporaryFilesDir, { recursive: true, force: true });
    })());

  return { httpServer, url, close };
}

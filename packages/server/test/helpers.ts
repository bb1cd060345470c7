// Shared by the API tests: a fresh database per test file, an in-process server on
// a free port, GraphQL over HTTP, and JWTs minted for any role and user.
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import pg from 'pg';
import { inject } from 'vitest';
import { signToken, type SignOptions } from '../src/auth/jwt.ts';
import type { ChatAssistant } from '../src/chat/builtIn.ts';
import { authenticatorUrl, type ApiSettings, type ChatSettings } from '../src/config.ts';
import { createWeatherClient } from '../src/integrations/weather/client.ts';
import { startWeatherFake } from '../src/integrations/weather/fake.ts';
import { createServer, type RunningServer } from '../src/server.ts';

export const TEST_JWT_SECRET = 'test-secret-that-is-long-enough-for-hs256-0123456789';
/** The uplink webhook's secret on test servers (TTN_WEBHOOK_SECRET). */
export const TEST_TTN_WEBHOOK_SECRET = 'test-webhook-secret-0123456789';

/** A JWT signed with the test servers' secret. Defaults: HS256, audience bloomkeep, 1 h. */
export function mintJwt(options: SignOptions): string {
  return signToken(TEST_JWT_SECRET, options);
}

function databaseUrl(name: string): string {
  const url = new URL(inject('superuserUrl'));
  url.pathname = `/${name}`;
  return url.toString();
}

async function withSuperuser<T>(fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: inject('superuserUrl') });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

export interface TestDatabase {
  name: string;
  /** Superuser (owner) connection string: bypasses RLS. */
  ownerUrl: string;
  /** bk_authenticator connection string, as the API uses. */
  authUrl: string;
  drop(): Promise<void>;
}

/** A new database: a copy of the migrated template, or empty with `{ empty: true }`. */
export async function createTestDatabase(options: { empty?: boolean } = {}): Promise<TestDatabase> {
  const name = `t_${randomBytes(6).toString('hex')}`;
  await withSuperuser(async (client) => {
    const template = options.empty ? 'template1' : 'bk_template';
    // Concurrent clones of one template can collide briefly; retry.
    for (let attempt = 0; ; attempt++) {
      try {
        await client.query(`create database ${name} template ${template}`);
        return;
      } catch (error) {
        if (attempt >= 20 || !/being accessed by other users/.test(String(error))) throw error;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
  });
  const ownerUrl = databaseUrl(name);
  return {
    name,
    ownerUrl,
    authUrl: authenticatorUrl(ownerUrl, inject('authenticatorPassword')),
    drop: () =>
      withSuperuser((client) => client.query(`drop database if exists ${name} with (force)`)).then(
        () => {},
      ),
  };
}

export interface GraphQLResponse<T = Record<string, unknown>> {
  status: number;
  data?: T | null;
  errors?: Array<{ message: string; extensions?: { exception?: { errcode?: string } } }>;
}

export interface TestServer extends RunningServer {
  db: TestDatabase;
  /** Run SQL as the owner (bypassing RLS). */
  sql<R extends pg.QueryResultRow = Record<string, unknown>>(
    text: string,
    values?: unknown[],
  ): Promise<R[]>;
  /** POST a GraphQL operation, with `Authorization: Bearer <token>` when given. */
  gql<T = Record<string, unknown>>(
    query: string,
    variables?: Record<string, unknown>,
    token?: string,
    headers?: Record<string, string>,
  ): Promise<GraphQLResponse<T>>;
  /** Wait for a message in the dev mailbox to `to` whose subject matches. */
  waitForMail(to: string, subject: RegExp, timeoutMs?: number): Promise<MailboxMessage>;
}

export interface TestServerOptions {
  /** Read the client address from X-Forwarded-For (tests pose as several clients). */
  trustProxy?: boolean;
  /** NODE_ENV=production behaviour (no dev mailbox). */
  production?: boolean;
  /** Run the e-mail worker; with `smtpUrl`, deliver over SMTP instead of the dev mailbox. */
  worker?:
    | boolean
    | {
        smtpUrl?: string;
        appUrl?: string;
        /** The thing chat's limits (CHAT_*). */
        chat?: Partial<ChatSettings>;
        /** The model-driven assistant (a test double); default none: the built-in one. */
        chatModel?: ChatAssistant | null;
      };
  /** The hosts' allow-list (APP_HOSTS), as origins. */
  appHosts?: string[];
  /** GraphQL limits and switches (e.g. the public API's rate limit). */
  api?: Partial<ApiSettings>;
  /** The app's build (index.html, assets/, ../dist-ssr/render.js). */
  appDist?: string;
  /** The widget script's build (packages/widgets/dist). */
  widgetsDist?: string;
}

export interface MailboxMessage {
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  created_at: Date;
}

export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const db = await createTestDatabase();
  const worker = options.worker === true ? {} : options.worker || undefined;
  // As `pnpm start` outside production: the worker fetches forecasts from a local fake, so
  // the forecast job that placing things queues runs like every other job.
  const weatherFake = worker ? await startWeatherFake() : undefined;
  const server = await createServer({
    authDatabaseUrl: db.authUrl,
    jwtSecret: TEST_JWT_SECRET,
    ttnWebhookSecret: TEST_TTN_WEBHOOK_SECRET,
    port: 0,
    trustProxy: options.trustProxy ?? false,
    production: options.production ?? false,
    appHosts: options.appHosts,
    api: options.api,
    appDist: options.appDist,
    widgetsDist: options.widgetsDist,
    worker: worker
      ? {
          databaseUrl: db.ownerUrl,
          weather: createWeatherClient({ rootUrl: weatherFake!.url }),
          ...worker,
        }
      : undefined,
  });
  const owner = ownerPool(db.ownerUrl, 2);
  return {
    ...server,
    db,
    async sql(text, values) {
      return (await owner.query(text, values)).rows;
    },
    async gql(query, variables, token, headers) {
      const response = await fetch(`${server.url}/graphql`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'application/graphql-response+json, application/json',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...headers,
        },
        body: JSON.stringify({ query, variables }),
      });
      const body = (await response.json()) as Omit<GraphQLResponse, 'status'>;
      return { status: response.status, ...body } as GraphQLResponse<never>;
    },
    async waitForMail(to, subject, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const { rows } = await owner.query<MailboxMessage>(
          'select * from app_private.dev_mailbox where "to" = $1 order by id desc',
          [to],
        );
        const message = rows.find((row) => subject.test(row.subject));
        if (message) return message;
        if (Date.now() > deadline) throw new Error(`No e-mail to ${to} matching ${subject}`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
    async close() {
      await server.close();
      await weatherFake?.close();
      await owner.end();
      await db.drop();
    },
  };
}

/**
 * A pool of owner connections for a test's own SQL. Its idle clients can be cut off when a
 * database is dropped with (force) at teardown (57P01); a pool without an error listener turns
 * that into an uncaught exception that fails the whole run, so it reports instead. Failed
 * queries still reject their own promises.
 */
export function ownerPool(connectionString: string, max: number): pg.Pool {
  const pool = new pg.Pool({ connectionString, max });
  pool.on('error', (error) => console.warn(`Test owner pool: ${error.message}`));
  return pool;
}

/**
 * Insert a thing as the database owner, with `ownerId` as its owner (as
 * createThing would) and optional collaborators. Returns its id and nodeId.
 */
export async function insertThing(
  server: Pick<TestServer, 'sql'>,
  thing: {
    name: string;
    ownerId: string;
    isPublic?: boolean;
    category?: string;
    collaboratorIds?: string[];
  },
): Promise<{ id: string; nodeId: string }> {
  const [row] = await server.sql<{ id: string }>(
    `insert into app_public.things (name, category, location, is_public)
     values ($1, $2, point(-3.684, 50.431), $3) returning id`,
    [thing.name, thing.category ?? 'BENCH', thing.isPublic ?? true],
  );
  const id = row!.id;
  await server.sql(
    `insert into app_public.thing_accesses (thing_id, user_id, is_owner) values ($1, $2, true)`,
    [id, thing.ownerId],
  );
  for (const userId of thing.collaboratorIds ?? []) {
    await server.sql(
      `insert into app_public.thing_accesses (thing_id, user_id, is_collaborator) values ($1, $2, true)`,
      [id, userId],
    );
  }
  return { id, nodeId: Buffer.from(JSON.stringify(['things', id])).toString('base64') };
}

export interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
  /** The body as UTF-8. */
  text: string;
}

/**
 * A request with exactly this path (no URL normalisation, so `%2e%2e` and `..` reach the
 * server as sent) and these headers; the answer's body as bytes and as text.
 */
export function rawRequest(
  base: string,
  pathname: string,
  headers: Record<string, string> = {},
  method = 'GET',
): Promise<RawAnswer> {
  return new Promise<RawAnswer>((resolve, reject) => {
    const url = new URL(base);
    const req = http.request({
      host: url.hostname,
      port: url.port,
      path: pathname,
      method,
      headers,
    });
    req.on('error', reject);
    req.on('response', (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const body = Buffer.concat(chunks);
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          body,
          text: body.toString('utf8'),
        });
      });
    });
    req.end();
  });
}

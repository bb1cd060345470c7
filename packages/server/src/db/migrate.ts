// Applies migrations/NNNN_*.sql in order, each in its own transaction, and records
// them. A session advisory lock makes concurrent starts safe; re-running applies
// nothing. Editing an already-applied migration is an error: add a new one instead.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Logger, runMigrations } from 'graphile-worker';
import pg from 'pg';
import { SERVER_ROOT } from '../config.ts';

export const MIGRATIONS_DIR = path.join(SERVER_ROOT, 'migrations');
const LOCK_KEY = 'bloomkeep:migrate';
const MIGRATION_FILE = /^(\d{4})_[\w-]+\.sql$/;

export interface Migration {
  name: string;
  sql: string;
  hash: string;
}

export function readMigrations(dir: string = MIGRATIONS_DIR): Migration[] {
  const files = readdirSync(dir).filter((file) => file.endsWith('.sql'));
  for (const file of files) {
    if (!MIGRATION_FILE.test(file)) {
      throw new Error(`Migration file ${file} must be named NNNN_description.sql`);
    }
  }
  return files.sort().map((name) => {
    const sql = readFileSync(path.join(dir, name), 'utf8');
    return { name, sql, hash: createHash('sha256').update(sql).digest('hex') };
  });
}

export interface MigrateOptions {
  /** Owner (superuser) connection string of the app database. */
  databaseUrl: string;
  /** When given, (re)sets bk_authenticator's password after migrating. */
  authenticatorPassword?: string;
  migrationsDir?: string;
  log?: (message: string) => void;
}

export async function migrate(options: MigrateOptions): Promise<{ applied: string[] }> {
  const migrations = readMigrations(options.migrationsDir);
  const log = options.log ?? (() => {});
  const client = new pg.Client({ connectionString: options.databaseUrl });
  await client.connect();
  const applied: string[] = [];
  try {
    await client.query('select pg_advisory_lock(hashtext($1))', [LOCK_KEY]);
    await client.query(`
      create schema if not exists bloomkeep_migrations;
      create table if not exists bloomkeep_migrations.migrations (
        name text primary key,
        hash text not null,
        applied_at timestamptz not null default now()
      );`);
    const { rows } = await client.query<{ name: string; hash: string }>(
      'select name, hash from bloomkeep_migrations.migrations',
    );
    const done = new Map(rows.map((row) => [row.name, row.hash]));
    for (const migration of migrations) {
      const previousHash = done.get(migration.name);
      if (previousHash !== undefined) {
        if (previousHash !== migration.hash) {
          throw new Error(
            `Migration ${migration.name} changed after it was applied. Add a new migration instead.`,
          );
        }
        continue;
      }
      await client.query('begin');
      try {
        await client.query(migration.sql);
        await client.query(
          'insert into bloomkeep_migrations.migrations (name, hash) values ($1, $2)',
          [migration.name, migration.hash],
        );
        await client.query('commit');
      } catch (error) {
        await client.query('rollback');
        throw new Error(`Migration ${migration.name} failed: ${(error as Error).message}`, {
          cause: error,
        });
      }
      applied.push(migration.name);
      log(`Applied migration ${migration.name}`);
    }
    // graphile-worker's own schema (the e-mail queue). Installed here, under the same
    // lock, so app_private.enqueue works before any worker has started.
    // Our own pool, ended and awaited here: graphile-worker ends a pool it made without waiting,
    // which leaves a connection behind that a dropped database then kills as an unhandled error.
    const workerPool = new pg.Pool({ connectionString: options.databaseUrl, max: 1 });
    // graphile-worker asks for handlers on the pool and on each client (else it warns).
    workerPool.on('error', () => {});
    workerPool.on('connect', (client) => client.on('error', () => {}));
    await runMigrations({
      pgPool: workerPool,
      logger: new Logger(() => (level, message) => {
        if (level === 'error' || level === 'warning') log(`[worker] ${message}`);
      }),
    }).finally(() => workerPool.end());
    if (options.authenticatorPassword) {
      await client.query(
        `alter role bk_authenticator with login password ${client.escapeLiteral(options.authenticatorPassword)}`,
      );
    }
  } finally {
    await client.query('select pg_advisory_unlock(hashtext($1))', [LOCK_KEY]).catch(() => {});
    await client.end();
  }
  return { applied };
}

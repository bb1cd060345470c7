// graphile-worker in the server process: e-mail jobs queued by the database
// (app_private.enqueue), and the hourly clean-up of unattached uploads. Tokens
// arrive in the payload (the jobs table is private and completed jobs are
// deleted); the database keeps only their hashes.
import { Logger, run, type Runner, type Task, type TaskList } from 'graphile-worker';
import pg from 'pg';
import { deleteUnattachedUploads } from '../files/cleanup.ts';
import { deleteQueuedFiles } from '../files/deletion.ts';
import type { FileStorage } from '../files/storage.ts';
import { createMailer } from './mailer.ts';
import {
  addedByAdminEmail,
  deleteAccountEmail,
  passwordChangedEmail,
  resetEmail,
  verificationEmail,
  type MailMessage,
} from './templates.ts';

export interface WorkerOptions {
  /** Owner connection string (the worker needs the graphile_worker schema). */
  databaseUrl: string;
  appUrl: string;
  smtpUrl?: string;
  mailFrom: string;
  production: boolean;
  /** Where uploads live; with it, unattached uploads are deleted every hour. */
  storage?: FileStorage;
}

export interface RunningWorker {
  stop(): Promise<void>;
}

/**
 * Only problems are worth printing (each completed job would otherwise log a line),
 * and none while shutting down, when PostgreSQL may be stopping at the same time.
 */
function quietLogger(isStopping: () => boolean): Logger {
  return new Logger(() => (level, message) => {
    if (isStopping()) return;
    if (level === 'error' || level === 'warning') console.warn(`[worker] ${message}`);
  });
}

function payloadOf<T>(payload: unknown, keys: readonly (keyof T & string)[]): T {
  const value = payload as Record<string, unknown> | null;
  for (const key of keys) {
    if (typeof value?.[key] !== 'string') throw new Error(`Job payload lacks "${key}"`);
  }
  return value as T;
}

export function emailTasks(send: (message: MailMessage) => Promise<void>, appUrl: string) {
  const task =
    <T>(keys: readonly (keyof T & string)[], build: (appUrl: string, p: T) => MailMessage): Task =>
    async (payload) => {
      await send(build(appUrl, payloadOf<T>(payload, keys)));
    };
  return {
    user_emails__send_verification: task(['email', 'userEmailId', 'token'], verificationEmail),
    user__forgot_password: task(['email', 'userId', 'token'], resetEmail),
    user__added_by_admin: task(['email', 'userId', 'token', 'name', 'username'], addedByAdminEmail),
    user__send_delete_account_email: task(['email', 'token'], deleteAccountEmail),
    user__password_changed: task(['email'], passwordChangedEmail),
  } satisfies TaskList;
}

export async function startWorker(options: WorkerOptions): Promise<RunningWorker> {
  let stopping = false;
  const { storage } = options;
  const pgPool = new pg.Pool({ connectionString: options.databaseUrl, max: 4 });
  // graphile-worker insists on error handlers for the pool and its clients.
  const report = (error: Error) => {
    if (!stopping) console.error('E-mail worker database error:', error.message);
  };
  pgPool.on('error', report);
  pgPool.on('connect', (client) => client.on('error', report));
  const mailer = createMailer({
    smtpUrl: options.smtpUrl,
    from: options.mailFrom,
    production: options.production,
    ownerPool: pgPool,
  });
  const runner: Runner = await run({
    pgPool,
    concurrency: 2,
    noHandleSignals: true,
    pollInterval: 1000,
    logger: quietLogger(() => stopping),
    taskList: {
      ...emailTasks(mailer.send, options.appUrl),
      ...(storage
        ? {
            uploads__delete_unattached: async () => {
              await deleteUnattachedUploads(pgPool, storage);
            },
            files__delete: async () => void (await deleteQueuedFiles(pgPool, storage)),
          }
        : {}),
    },
    // Minute 17 of every hour (off the hour, when other jobs tend to run).
    ...(storage ? { crontab: '17 * * * * uploads__delete_unattached' } : {}),
  });
  return {
    async stop() {
      stopping = true;
      await runner.stop();
      mailer.close();
      await pgPool.end();
    },
  };
}

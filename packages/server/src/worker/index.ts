// graphile-worker in the server process. The tasks live in tasks/<domain>/ and
// are listed in tasks/index.ts; this file only wires them to a database pool,
// the mailer and the file storage (worker/README.md).
import { Logger, run, type Runner } from 'graphile-worker';
import pg from 'pg';
import type { ChatAssistant } from '../chat/builtIn.ts';
import { loadChatSettings, type ChatSettings } from '../config.ts';
import type { FileStorage } from '../files/storage.ts';
import type { EaClient } from '../integrations/ea/client.ts';
import type { TtnClient } from '../integrations/ttn/client.ts';
import type { WeatherClient } from '../integrations/weather/client.ts';
import type { AppHost } from '../mail/hosts.ts';
import { createMailer } from '../mail/mailer.ts';
import { taskListFor, type WorkerTask } from './task.ts';
import { TASKS } from './tasks/index.ts';

export interface WorkerOptions {
  /** Owner connection string (the worker needs the graphile_worker schema). */
  databaseUrl: string;
  /** The allow-listed app hosts; the first is the default for links and brand. */
  appHosts: readonly AppHost[];
  smtpUrl?: string;
  mailFrom: string;
  production: boolean;
  /** Where uploads live; without it, tasks that need storage are not registered. */
  storage?: FileStorage;
  /** The Things Stack for downlinks; without it, commands to devices fail with a reason. */
  ttn?: TtnClient;
  /** The Environment Agency's rainfall API; without it, rainfall refreshes record a failure. */
  ea?: EaClient;
  /** The forecast API; without it, weather__refresh is not registered. */
  weather?: WeatherClient;
  /** The thing chat's limits; unset ones come from the environment (CHAT_*). */
  chat?: Partial<ChatSettings>;
  /** The model-driven assistant; without it the built-in assistant answers every question. */
  chatModel?: ChatAssistant | null;
  /** The tasks to run; default every registered task (tests may pass fewer). */
  tasks?: readonly WorkerTask[];
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

export async function startWorker(options: WorkerOptions): Promise<RunningWorker> {
  let stopping = false;
  const ownerPool = new pg.Pool({ connectionString: options.databaseUrl, max: 4 });
  // graphile-worker insists on error handlers for the pool and its clients.
  const report = (error: Error) => {
    if (!stopping) console.error('Worker database error:', error.message);
  };
  ownerPool.on('error', report);
  ownerPool.on('connect', (client) => client.on('error', report));
  const mailer = createMailer({
    smtpUrl: options.smtpUrl,
    from: options.mailFrom,
    production: options.production,
    ownerPool,
  });
  const { taskList, crontab } = taskListFor(options.tasks ?? TASKS, {
    ownerPool,
    appHosts: options.appHosts,
    sendMail: mailer.send,
    storage: options.storage,
    ttn: options.ttn,
    ea: options.ea,
    weather: options.weather,
    chat: { ...loadChatSettings(process.env), ...options.chat },
    chatModel: options.chatModel ?? null,
  });
  let runner: Runner;
  try {
    runner = await run({
      pgPool: ownerPool,
      concurrency: 2,
      noHandleSignals: true,
      pollInterval: 1000,
      logger: quietLogger(() => stopping),
      taskList,
      ...(crontab ? { crontab } : {}),
    });
  } catch (error) {
    mailer.close();
    await ownerPool.end();
    throw error;
  }
  return {
    async stop() {
      stopping = true;
      await runner.stop();
      mailer.close();
      await ownerPool.end();
    },
  };
}

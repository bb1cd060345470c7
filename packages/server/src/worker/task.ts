// The shape of one worker task. Each domain owns its tasks under
// worker/tasks/<domain>/, and worker/tasks/index.ts lists them: adding a task is
// one new file and one line in that list (see worker/README.md).
import type { Task } from 'graphile-worker';
import type pg from 'pg';
import type { ChatAssistant } from '../chat/builtIn.ts';
import type { ChatSettings } from '../config.ts';
import type { FileStorage } from '../files/storage.ts';
import type { EaClient } from '../integrations/ea/client.ts';
import type { TtnClient } from '../integrations/ttn/client.ts';
import type { WeatherClient } from '../integrations/weather/client.ts';
import type { AppHost } from '../mail/hosts.ts';
import type { SendMail } from '../mail/mailer.ts';

/** What every task may use; built once when the worker starts. */
export interface WorkerContext {
  /** Owner pool (bypasses RLS: tasks act for the system, so check what you touch). */
  ownerPool: pg.Pool;
  /**
   * The hosts the app is served on, each with its brand; the first (APP_URL) is the default.
   * Links in messages use only these (mail/hosts.ts).
   */
  appHosts: readonly AppHost[];
  /** Delivers an e-mail (SMTP, the dev mailbox, or a clear failure in production). */
  sendMail: SendMail;
  /** Where uploaded images live; absent when the server keeps no files. */
  storage?: FileStorage;
  /**
   * Queues downlinks in The Things Stack (or the local fake); absent when none is
   * configured, and then every command fails with a clear reason.
   */
  ttn?: TtnClient;
  /**
   * The Environment Agency's rainfall API (EA_ROOT, or the local fake outside production);
   * absent in tests that do not need it, and then rainfall refreshes record a failure.
   */
  ea?: EaClient;
  /** The forecast API (WEATHER_ROOT, or the local fake); absent: forecasts are not fetched. */
  weather?: WeatherClient;
  /** The thing chat's limits and switches (CHAT_*; config.ts); default from the environment. */
  chat?: ChatSettings;
  /**
   * The model-driven assistant (LLM_*), or absent: the built-in assistant answers
   * (chat/builtIn.ts). Injected, so tests and the offline demo choose it.
   */
  chatModel?: ChatAssistant | null;
}

export interface WorkerTask {
  /**
   * The graphile-worker identifier, `<domain>__<what>`; SQL queues jobs with it
   * (app_private.enqueue or graphile_worker.add_job).
   */
  name: string;
  /** Run on a schedule too: the time fields of a crontab line, e.g. '17 * * * *'. */
  schedule?: string;
  /**
   * The task sends an e-mail. Its failed jobs are listed on the admin dashboard, which
   * reads the list from app_private.mail_tasks (migration 0025; a test holds the two equal).
   */
  sendsMail?: boolean;
  /** What the task needs from the context; when it is missing, the task is not registered. */
  needs?: readonly ('storage' | 'weather')[];
  /** The job handler; `payload` is the job's JSON payload. */
  run(payload: unknown, context: WorkerContext): Promise<void>;
}

/** Identity helper that checks a task's shape where it is declared. */
export function defineTask(task: WorkerTask): WorkerTask {
  return task;
}

/** The tasks that can run with this context, as graphile-worker's task list and crontab. */
export function taskListFor(
  tasks: readonly WorkerTask[],
  context: WorkerContext,
): { taskList: Record<string, Task>; crontab: string } {
  const taskList: Record<string, Task> = {};
  const cron: string[] = [];
  for (const task of tasks) {
    if (taskList[task.name]) throw new Error(`Two worker tasks are named ${task.name}`);
    if (task.needs?.some((need) => context[need] === undefined)) continue;
    taskList[task.name] = (payload) => task.run(payload, context);
    if (task.schedule) cron.push(`${task.schedule} ${task.name}`);
  }
  return { taskList, crontab: cron.join('\n') };
}

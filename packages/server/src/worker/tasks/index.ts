// Every task the worker runs. Each domain owns its tasks in tasks/<domain>/;
// to add one, write its file and add one line here (worker/README.md).
import type { WorkerTask } from '../task.ts';
import { chatReplyTask } from './chat/reply.ts';
import { downlinkTask } from './devices/downlink.ts';
import { dailyDigestTask } from './digest/daily.ts';
import { sendDigestTask } from './digest/send.ts';
import { deleteQueuedFilesTask } from './files/delete.ts';
import { mailTasks } from './mail/send.ts';
import { purgeDeletedThingTask } from './things/purge.ts';
import { refreshRainfallTask } from './rainfall/refresh.ts';
import { refreshRainfallStationTask } from './rainfall/station.ts';
import { deleteUnattachedUploadsTask } from './uploads/cleanup.ts';
import { refreshWeatherTask } from './weather/refresh.ts';

export const TASKS: readonly WorkerTask[] = [
  // One line per task (or per domain list), kept in this order: mail, uploads, files, things, …
  ...mailTasks,
  deleteUnattachedUploadsTask,
  deleteQueuedFilesTask,
  purgeDeletedThingTask,
  downlinkTask,
  dailyDigestTask,
  sendDigestTask,
  refreshRainfallTask,
  refreshRainfallStationTask,
  refreshWeatherTask,
  chatReplyTask,
];

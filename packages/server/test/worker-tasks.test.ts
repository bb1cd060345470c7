// The worker's task registry: every job the database queues has a handler, and
// a task registers only when the worker has what it needs.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type pg from 'pg';
import { describe, expect, it } from 'vitest';
import { FolderStorage } from '../src/files/storage.ts';
import { createWeatherClient } from '../src/integrations/weather/client.ts';
import { appHostsFor } from '../src/mail/hosts.ts';
import { defineTask, taskListFor, type WorkerContext } from '../src/worker/task.ts';
import { TASKS } from '../src/worker/tasks/index.ts';

const context: WorkerContext = {
  ownerPool: {} as pg.Pool,
  appHosts: appHostsFor('https://bloomkeep.example'),
  sendMail: async () => {},
};
const migrations = path.resolve(import.meta.dirname, '../migrations');

describe('the task registry', () => {
  it('has a handler for every job that SQL queues', () => {
    const queued = new Set<string>();
    for (const file of readdirSync(migrations).filter((name) => name.endsWith('.sql'))) {
      const sql = readFileSync(path.join(migrations, file), 'utf8');
      for (const match of sql.matchAll(/(?:enqueue|add_job)\(\s*'([a-z0-9_]+)'/g)) {
        queued.add(match[1]!);
      }
    }
    expect(queued.size).toBeGreaterThan(0);
    const { taskList } = taskListFor(TASKS, {
      ...context,
      storage: new FolderStorage('/nowhere'),
      weather: createWeatherClient({ rootUrl: 'http://127.0.0.1:9' }),
    });
    for (const name of queued) expect(taskList, name).toHaveProperty(name);
  });

  it('refreshes forecasts hourly only when there is a forecast API', () => {
    const weather = (crontab: string) =>
      crontab.split('\n').filter((line) => line.includes('weather__'));
    expect(taskListFor(TASKS, context).taskList).not.toHaveProperty('weather__refresh');
    const withWeather = taskListFor(TASKS, {
      ...context,
      weather: createWeatherClient({ rootUrl: 'http://127.0.0.1:9' }),
    });
    expect(withWeather.taskList).toHaveProperty('weather__refresh');
    expect(weather(withWeather.crontab)).toEqual(['23 * * * * weather__refresh']);
  });

  it('names every task <domain>__<what>, each once', () => {
    const names = TASKS.map((task) => task.name);
    expect(new Set(names).size).toBe(names.length);
    for (const name of names) expect(name).toMatch(/^[a-z][a-z_]*__[a-z][a-z_]*$/);
  });

  it('schedules the upload clean-up hourly only when there is storage', () => {
    // Other tasks have schedules of their own: look at the clean-up's line only.
    const uploads = (crontab: string) =>
      crontab.split('\n').filter((line) => line.includes('uploads__'));
    const without = taskListFor(TASKS, context);
    expect(without.taskList).not.toHaveProperty('uploads__delete_unattached');
    expect(uploads(without.crontab)).toEqual([]);
    const withStorage = taskListFor(TASKS, { ...context, storage: new FolderStorage('/nowhere') });
    expect(withStorage.taskList).toHaveProperty('uploads__delete_unattached');
    expect(uploads(withStorage.crontab)).toEqual(['17 * * * * uploads__delete_unattached']);
  });

  it('schedules the daily digest every hour of the (UTC) day from 07:00', () => {
    expect(taskListFor(TASKS, context).crontab.split('\n')).toContain('0 7-23 * * * digest__daily');
  });

  it('refuses two tasks with one name', () => {
    const task = defineTask({ name: 'photos__delete', run: async () => {} });
    expect(() => taskListFor([task, task], context)).toThrow(/photos__delete/);
  });
});

// Issue 9 §1: the start command comes up again after a crash. A SIGKILLed server used
// to leave its PostgreSQL running, and the next start failed on "postmaster.pid".
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { afterAll, expect, inject, it } from 'vitest';

// Real processes on a shared machine: generous overall limits, never timed assertions.
import { startEmbeddedPostgres } from '../src/db/embedded.ts';
import { exited, processHarness } from './processes.ts';
import { SIGN_IN } from './operations.ts';

const { children, tempDataDir, launch, cleanUp } = processHarness('bk-crash-');

afterAll(cleanUp);

async function until<T>(probe: () => T | Promise<T>, timeoutMs: number): Promise<NonNullable<T>> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value as NonNullable<T>;
    if (Date.now() > deadline) throw new Error('Timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

const startServer = (dataDir: string) =>
  launch(['src/main.ts'], dataDir, /Bloomkeep is running at (http:\/\/\S+)/);

function postmasterPid(dataDir: string): number {
  return Number(readFileSync(path.join(dataDir, 'pg', 'postmaster.pid'), 'utf8').split('\n')[0]);
}

async function gql<T>(url: string, query: string, variables: object, token?: string) {
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data?: T; errors?: unknown[] };
  if (!response.ok || body.errors) throw new Error(JSON.stringify(body));
  return body.data!;
}

const CREATE_THING = `mutation ($input: CreateThingInput!) {
  createThing(input: $input) { thing { id } }
}`;
const THING_BY_ID = `query ($id: UUID!) { thingById(id: $id) { id name } }`;

async function signIn(url: string): Promise<string> {
  const data = await gql<{ signIn: { jwtToken: string } }>(url, SIGN_IN, {
    username: 'stewardsam',
    password: 'Bloomkeep-steward-1',
  });
  return data.signIn.jwtToken;
}

it('comes up again after SIGKILL mid-writes, with every acknowledged write, and no orphan', async () => {
  const dataDir = tempDataDir();
  const first = await startServer(dataDir);
  const url = first.match[1]!;
  const pid = postmasterPid(dataDir);
  const token = await signIn(url);

  // A stream of writes; each one counts once the server has answered it.
  const acknowledged: Array<{ id: string; name: string }> = [];
  const writer = (async () => {
    for (let i = 0; ; i++) {
      const name = `Crash write ${i}`;
      try {
        const data = await gql<{ createThing: { thing: { id: string } } }>(
          url,
          CREATE_THING,
          { input: { name, isPublic: false, x: -3.68, y: 50.43, category: 'PLANTER' } },
          token,
        );
        acknowledged.push({ id: data.createThing.thing.id, name });
      } catch {
        return; // the server is gone
      }
    }
  })();
  await until(() => acknowledged.length >= 25, 60_000);
  first.child.kill('SIGKILL');
  await writer;
  await exited(first.child);
  expect(acknowledged.length).toBeGreaterThanOrEqual(25);

  // The watchdog stops the PostgreSQL that the killed server left behind.
  await until(() => !alive(pid), 30_000);

  // The same start command comes up again by itself, on the same data.
  const second = await startServer(dataDir);
  const again = second.match[1]!;
  expect((await fetch(`${again}/healthz`)).status).toBe(200);
  const token2 = await signIn(again);
  for (const write of acknowledged) {
    const data = await gql<{ thingById: { id: string; name: string } | null }>(
      again,
      THING_BY_ID,
      { id: write.id },
      token2,
    );
    expect(data.thingById).toEqual(write);
  }
  second.child.kill('SIGINT');
  await exited(second.child);
  expect(existsSync(path.join(dataDir, 'pg', 'postmaster.pid'))).toBe(false);
}, 180_000);

it('shuts down an orphaned postmaster of its own data folder at start, and goes on', async () => {
  const dataDir = tempDataDir();
  // A cluster whose owner is SIGKILLed with no watchdog: its postmaster lives on.
  const holder = await launch(['test/crash/hold-cluster.ts'], dataDir, /READY (\d+)/);
  const orphan = Number(holder.match[1]);
  const before = await startEmbeddedPostgres({ dataDir, watchdog: false }).catch((e: Error) => e);
  // While its server still runs, the cluster is not taken from under it.
  expect(before).toBeInstanceOf(Error);
  expect(String(before)).toMatch(/in use by a running process/);
  holder.child.kill('SIGKILL');
  await exited(holder.child);
  expect(alive(orphan)).toBe(true);

  const cluster = await startEmbeddedPostgres({ dataDir });
  try {
    expect(alive(orphan)).toBe(false);
    const client = new pg.Client({ connectionString: cluster.urlFor('postgres') });
    await client.connect();
    expect((await client.query('select 1 as ok')).rows).toEqual([{ ok: 1 }]);
    await client.end();
  } finally {
    await cluster.stop();
  }
}, 180_000);

it('never signals a process that is not its own PostgreSQL, even when postmaster.pid names it', async () => {
  const dataDir = tempDataDir();
  await (await startEmbeddedPostgres({ dataDir })).stop();
  const pidFile = path.join(dataDir, 'pg', 'postmaster.pid');

  // The PostgreSQL of another data folder: the test run's own cluster.
  const other = new pg.Client({ connectionString: inject('superuserUrl') });
  await other.connect();
  const backend = Number((await other.query('select pg_backend_pid() as pid')).rows[0].pid);
  const stat = readFileSync(`/proc/${backend}/stat`, 'utf8');
  const otherPostmaster = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
  // An unrelated process that got the pid of a dead postmaster.
  const bystander = spawn('sleep', ['60'], { stdio: 'ignore' });
  children.push(bystander);

  for (const pid of [otherPostmaster, bystander.pid!, 2 ** 22 + 1]) {
    writeFileSync(pidFile, `${pid}\n${path.join(dataDir, 'pg')}\n`);
    const cluster = await startEmbeddedPostgres({ dataDir });
    await cluster.stop();
  }
  expect(alive(bystander.pid!)).toBe(true);
  expect((await other.query('select 1 as ok')).rows).toEqual([{ ok: 1 }]);
  await other.end();
  bystander.kill();
}, 180_000);

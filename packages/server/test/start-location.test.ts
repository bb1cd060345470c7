// Issue 9 §1: as root, a clone inside a folder that others cannot traverse (a 0700 home,
// a mktemp folder) still starts: the cluster goes to a system folder keyed by the data
// folder, an explicit DATA_DIR still wins, and the user's folders keep their modes.
import { execSync, spawnSync } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, rmSync, statSync, symlinkSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterEach, expect, it } from 'vitest';
import {
  findUntraversableParent,
  installedBinaries,
  reachableBinaries,
  resolveClusterDir,
  startEmbeddedPostgres,
} from '../src/db/embedded.ts';

const made: string[] = [];
afterEach(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A clone's data folder inside a 0700 folder, as `mktemp -d` makes for a newcomer. */
function privateClone(): { home: string; dataDir: string } {
  const home = mkdtempSync(path.join(os.tmpdir(), 'bk-home-')); // mode 0700
  made.push(home);
  const dataDir = path.join(home, 'bloomkeep', 'data');
  mkdirSync(dataDir, { recursive: true });
  return { home, dataDir };
}

/** A stand-in for /var/lib/bloomkeep, so the test leaves nothing in /var/lib. */
function systemBase(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'bk-varlib-'));
  chmodSync(dir, 0o755);
  made.push(dir);
  return path.join(dir, 'bloomkeep');
}

const modeOf = (dir: string) => statSync(dir).mode & 0o777;

it('puts the cluster where PostgreSQL can reach it, keyed by the data folder', () => {
  const one = privateClone();
  const two = privateClone();
  const base = systemBase();
  const first = resolveClusterDir({
    dataDir: one.dataDir,
    explicit: false,
    bases: [base],
    asRoot: true,
  });
  expect(first.relocated).toBe(true);
  expect(first.dir.startsWith(base + path.sep)).toBe(true);
  // Every parent of the cluster folder is traversable by the postgres user.
  expect(findUntraversableParent(first.dir)).toBeUndefined();
  // The same data folder gets the same cluster; another clone gets its own.
  expect(
    resolveClusterDir({ dataDir: one.dataDir, explicit: false, bases: [base], asRoot: true }).dir,
  ).toBe(first.dir);
  const other = resolveClusterDir({
    dataDir: two.dataDir,
    explicit: false,
    bases: [base],
    asRoot: true,
  });
  expect(other.dir).not.toBe(first.dir);
  // The user's own folder is left as it was.
  expect(modeOf(one.home)).toBe(0o700);
});

it('falls back to the next system folder when the first cannot be used', () => {
  const clone = privateClone();
  const unusable = path.join(clone.home, 'var-lib'); // inside the 0700 folder
  const base = systemBase();
  const location = resolveClusterDir({
    dataDir: clone.dataDir,
    explicit: false,
    bases: [unusable, base],
    asRoot: true,
  });
  expect(location.dir.startsWith(base + path.sep)).toBe(true);
  expect(modeOf(clone.home)).toBe(0o700);
});

it('keeps the cluster in the data folder when it is reachable, or when DATA_DIR is explicit', () => {
  const reachable = mkdtempSync(path.join(os.tmpdir(), 'bk-open-'));
  made.push(reachable);
  chmodSync(reachable, 0o755);
  const base = systemBase();
  expect(
    resolveClusterDir({
      dataDir: path.join(reachable, 'data'),
      explicit: false,
      bases: [base],
      asRoot: true,
    }),
  ).toEqual({
    dir: path.join(reachable, 'data', 'pg'),
    relocated: false,
  });
  const clone = privateClone();
  expect(
    resolveClusterDir({ dataDir: clone.dataDir, explicit: true, bases: [base], asRoot: true }),
  ).toEqual({
    dir: path.join(clone.dataDir, 'pg'),
    relocated: false,
  });
});

it.runIf(process.getuid?.() === 0)(
  'as root, starts a real cluster for a clone in a 0700 folder and finds its data again',
  async () => {
    const clone = privateClone();
    const base = systemBase();
    const open = async () => {
      const location = resolveClusterDir({
        dataDir: clone.dataDir,
        explicit: false,
        bases: [base],
      });
      return startEmbeddedPostgres({ dataDir: clone.dataDir, databaseDir: location.dir });
    };
    const cluster = await open();
    try {
      expect(cluster.databaseDir.startsWith(base + path.sep)).toBe(true);
      const client = new pg.Client({ connectionString: cluster.urlFor('postgres') });
      await client.connect();
      await client.query(`create table kept (note text); insert into kept values ('still here')`);
      await client.end();
    } finally {
      await cluster.stop();
    }
    const again = await open();
    try {
      expect(again.databaseDir).toBe(cluster.databaseDir);
      const client = new pg.Client({ connectionString: again.urlFor('postgres') });
      await client.connect();
      const { rows } = await client.query('select note from kept');
      await client.end();
      expect(rows).toEqual([{ note: 'still here' }]);
    } finally {
      await again.stop();
    }
    expect(modeOf(clone.home)).toBe(0o700);
  },
  120_000,
);

it.runIf(process.getuid?.() === 0)(
  'as root, runs PostgreSQL binaries that sit in a 0700 clone from a reachable copy',
  async () => {
    const clone = privateClone();
    const base = systemBase();
    // The clone's node_modules, as a newcomer's install leaves it.
    const installed = await installedBinaries();
    const nativeDir = path.dirname(path.dirname(installed.postgres));
    const packageDir = path.join(clone.home, 'bloomkeep', 'node_modules', 'pg-native-copy');
    // A link is enough: the path runs through the 0700 folder either way.
    mkdirSync(path.dirname(packageDir), { recursive: true });
    symlinkSync(path.dirname(nativeDir), packageDir);
    const inClone = {
      postgres: path.join(packageDir, path.relative(path.dirname(nativeDir), installed.postgres)),
      initdb: path.join(packageDir, path.relative(path.dirname(nativeDir), installed.initdb)),
    };
    const postgresUser = {
      uid: Number(execSync('id -u postgres').toString()),
      gid: Number(execSync('id -g postgres').toString()),
    };
    // Out of the postgres user's reach where it was installed …
    expect(
      spawnSync(inClone.postgres, ['--version'], { ...postgresUser, cwd: '/' }).error,
    ).toMatchObject({
      code: 'EACCES',
    });
    // … and runnable from the copy.
    const reachable = await reachableBinaries([base], true, inClone);
    expect(reachable.postgres.startsWith(base + path.sep)).toBe(true);
    const run = spawnSync(reachable.initdb, ['--version'], {
      ...postgresUser,
      cwd: '/',
      encoding: 'utf8',
    });
    expect(run.stdout).toMatch(/initdb \(PostgreSQL\) \d+/);
    // A second start re-uses the copy.
    expect(await reachableBinaries([base], true, inClone)).toEqual(reachable);
    expect(modeOf(clone.home)).toBe(0o700);
  },
  120_000,
);

import { chmodSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { clusterKey, findUntraversableParent, isPostmasterOf } from './embedded.ts';

const made: string[] = [];
afterEach(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});

it('finds the parent folder that other users cannot traverse', () => {
  const root = mkdtempSync(path.join(os.tmpdir(), 'bk-traverse-')); // 0700
  made.push(root);
  const dataDir = path.join(root, 'a', 'data');
  mkdirSync(dataDir, { recursive: true });
  chmodSync(path.join(root, 'a'), 0o755);
  expect(findUntraversableParent(path.join(dataDir, 'pg'))).toBe(root);
  chmodSync(root, 0o755);
  expect(findUntraversableParent(path.join(dataDir, 'pg'))).toBeUndefined();
});

it('recognises a postmaster of one data folder only', () => {
  const bin = '/x/native/bin/postgres';
  expect(isPostmasterOf([bin, '-D', '/var/lib/bk/a/pg', '-p', '5432'], '/var/lib/bk/a/pg')).toBe(
    true,
  );
  expect(isPostmasterOf([bin, '-D', '/var/lib/bk/b/pg'], '/var/lib/bk/a/pg')).toBe(false);
  expect(isPostmasterOf(['postgres: checkpointer'], '/var/lib/bk/a/pg')).toBe(false);
  expect(isPostmasterOf(['/bin/sleep', '-D', '/var/lib/bk/a/pg'], '/var/lib/bk/a/pg')).toBe(false);
});

it('keys a cluster by the data folder: stable for one, different for two', () => {
  expect(clusterKey('/srv/one/data')).toBe(clusterKey('/srv/one/data'));
  expect(clusterKey('/srv/one/data')).not.toBe(clusterKey('/srv/two/data'));
  expect(clusterKey('/srv/one/data')).toMatch(/^one-[0-9a-f]{16}$/);
});

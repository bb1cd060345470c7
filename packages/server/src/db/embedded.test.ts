import { chmodSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { findUntraversableParent } from './embedded.ts';

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

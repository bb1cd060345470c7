#!/usr/bin/env node
// `pnpm relay`: compiles the Relay artifacts and persists their documents afresh. The compiler
// only ever adds to packages/app/persisted-queries.json, so a changed query would leave its old
// document behind, and the server would keep accepting a document the app no longer sends
// (test/limits-cost.test.ts fails on that). Starting from an empty file keeps exactly the
// app's operations.
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
writeFileSync(path.join(root, 'packages/app/persisted-queries.json'), '{}\n');
const { status } = spawnSync(
  path.join(root, 'node_modules/.bin/relay-compiler'),
  ['--repersist', ...process.argv.slice(2)],
  { cwd: root, stdio: 'inherit' },
);
process.exit(status ?? 1);

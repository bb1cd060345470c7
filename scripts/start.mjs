// `pnpm start`: build the app only when what feeds its build changed since the last
// build, bundle the server (scripts/build-server.mjs, under a second), then run it in this
// same process, so that a restart with an existing build and data folder is quick, and a
// signal or a kill reaches the server itself.
//
// The inputs are hashed (paths and contents, plus VITE_* and NODE_ENV), and the hash
// is stored in packages/app/dist/.build-inputs after a successful build. A missing or
// different stamp, or a missing dist/index.html, means build. BUILD=always forces a
// build; BUILD=never skips it.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { buildServer } from './build-server.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const DIST = path.join(ROOT, 'packages/app/dist');
const STAMP = path.join(DIST, '.build-inputs');
/** The partners' widget script (decision 0142), served at /widgets/v1/. */
const WIDGETS_DIST = path.join(ROOT, 'packages/widgets/dist');

/** Everything the app build reads from the repository (folders are walked). */
const INPUTS = [
  'packages/app',
  'packages/widgets',
  'packages/ui',
  'packages/schema',
  'package.json',
  'pnpm-lock.yaml',
  'pnpm-workspace.yaml',
  'relay.config.js',
  'tsconfig.base.json',
];
/** Outputs, caches and dependencies inside those folders. */
const SKIP = new Set(['node_modules', 'dist', 'dist-ssr', 'storybook-static', 'coverage', '.vite']);

function* walk(relative) {
  const absolute = path.join(ROOT, relative);
  let entries;
  try {
    entries = readdirSync(absolute, { withFileTypes: true });
  } catch {
    yield relative; // a file
    return;
  }
  entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  for (const entry of entries) {
    if (SKIP.has(entry.name)) continue;
    const child = path.join(relative, entry.name);
    if (entry.isDirectory()) yield* walk(child);
    else if (entry.isFile()) yield child;
  }
}

export function inputsHash() {
  const hash = createHash('sha256');
  for (const input of INPUTS) {
    if (!existsSync(path.join(ROOT, input))) continue;
    for (const file of walk(input)) {
      hash.update(`${file}\0`);
      hash.update(readFileSync(path.join(ROOT, file)));
      hash.update('\0');
    }
  }
  const env = Object.keys(process.env)
    .filter((name) => name.startsWith('VITE_') || name === 'NODE_ENV')
    .sort()
    .map((name) => `${name}=${process.env[name]}`);
  hash.update(env.join('\n'));
  return hash.digest('hex');
}

/** pnpm itself: the one running this script when started by `pnpm start`. */
function pnpmCommand() {
  const execPath = process.env.npm_execpath;
  if (execPath && /pnpm/.test(path.basename(execPath))) {
    return /\.[cm]?js$/.test(execPath) ? [process.execPath, [execPath]] : [execPath, []];
  }
  return ['npx', ['-y', 'pnpm@10']];
}

function buildIfChanged() {
  const mode = process.env.BUILD ?? 'auto';
  if (mode === 'never') return;
  const started = Date.now();
  const hash = inputsHash();
  const built =
    existsSync(path.join(DIST, 'index.html')) &&
    existsSync(path.join(WIDGETS_DIST, 'bloomkeep.js')) &&
    existsSync(STAMP);
  if (mode !== 'always' && built && readFileSync(STAMP, 'utf8').trim() === hash) {
    console.log(`App build is up to date (checked in ${Date.now() - started} ms).`);
    return;
  }
  console.log(
    built
      ? 'App sources changed: building the app and the widgets …'
      : 'Building the app and the widgets …',
  );
  const [command, prefix] = pnpmCommand();
  // The app and the widget script, one after the other (two builds at once would only
  // compete for the same cores).
  const filters = ['--filter', '@bloomkeep/app', '--filter', '@bloomkeep/widgets'];
  const result = spawnSync(command, [...prefix, '--workspace-concurrency=1', ...filters, 'build'], {
    cwd: ROOT,
    stdio: 'inherit',
  });
  if (result.status !== 0) {
    console.error('The app build failed; see above.');
    process.exit(result.status ?? 1);
  }
  writeFileSync(STAMP, `${hash}\n`);
}

buildIfChanged();
await import(pathToFileURL(await buildServer()).href);

#!/usr/bin/env node
// Builds Storybook, serves the static build on loopback and runs @storybook/test-runner against
// it in @sparticuz/chromium: every story, in every theme, with play functions, axe and screenshots.
// It serves the build under the app's own security headers (packages/server/src/http/headers.ts),
// so a story that needs an inline script or style the app's policy forbids fails here too.
// Run it with `node --import tsx` (the headers module is TypeScript).
//
//   node scripts/test-storybook.mjs             build, then test
//   node scripts/test-storybook.mjs --no-build  test the existing storybook-static
//   node scripts/test-storybook.mjs --update    also rewrite screenshot baselines (-u)
// Other arguments pass through to test-storybook (e.g. a story file filter).
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import chromium from '@sparticuz/chromium';
import sirv from 'sirv';
import {
  CONTENT_SECURITY_POLICY,
  SECURITY_HEADERS,
  cspHash,
  serializeCsp,
} from '../packages/server/src/http/headers.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// BK_STORYBOOK_DIR lets parallel runs build into folders of their own.
const staticDir = process.env.BK_STORYBOOK_DIR
  ? path.resolve(process.env.BK_STORYBOOK_DIR)
  : path.join(root, 'storybook-static');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);

const args = process.argv.slice(2);
const skipBuild = args.includes('--no-build');
const update = args.includes('--update');
const passThrough = args.filter((arg) => arg !== '--no-build' && arg !== '--update');

function run(command, commandArgs, env = process.env) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, commandArgs, { cwd: root, env, stdio: 'inherit' });
    child.on('error', reject);
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

if (!skipBuild) {
  // Maps in stories draw the kit's offline style (the widgets' map included), so their
  // screenshots never depend on a tile server (decision 0133).
  const code = await run(bin('storybook'), ['build', '--quiet', '-o', staticDir], {
    ...process.env,
    VITE_MAP_OFFLINE: '1',
  });
  if (code !== 0) process.exit(code);
}
if (!existsSync(path.join(staticDir, 'index.json'))) {
  console.error(`No Storybook build in ${staticDir}; run without --no-build.`);
  process.exit(1);
}

// The app's policy, with differences that belong to Storybook itself: its HTML pages carry
// inline boot scripts and styles, allowed by their hashes (never 'unsafe-inline'), the widget
// stories' style sheets are blob: URLs, and the manager frames the preview from the same origin.
const policies = new Map();
function policyFor(file) {
  let policy = policies.get(file);
  if (policy) return policy;
  const html = readFileSync(file, 'utf8');
  const inline = (tag) =>
    [...html.matchAll(new RegExp(`<${tag}(?![^>]*\\bsrc=)[^>]*>([\\s\\S]*?)</${tag}>`, 'g'))]
      .map((match) => match[1])
      .filter((text) => text.trim() !== '')
      .map(cspHash);
  policy = serializeCsp({
    ...CONTENT_SECURITY_POLICY,
    'script-src': [...CONTENT_SECURITY_POLICY['script-src'], ...inline('script')],
    // blob: for the widget stories, whose stand-in server hands the kit's CSS to the widgets'
    // shadow roots as blob: style sheets (packages/widgets/src/stories/storyServer.tsx).
    'style-src': [...CONTENT_SECURITY_POLICY['style-src'], ...inline('style'), 'blob:'],
    'frame-ancestors': ["'self'"],
  });
  policies.set(file, policy);
  return policy;
}
const serve = sirv(staticDir, {
  dev: false,
  etag: true,
  single: false,
  setHeaders(res, pathname) {
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) res.setHeader(name, value);
    res.setHeader('x-frame-options', 'SAMEORIGIN');
    if (pathname.endsWith('.html')) {
      res.setHeader('content-security-policy', policyFor(path.join(staticDir, pathname)));
    }
  },
});
/**
 * The runner makes a test file of each component's stories, and each file costs a new page that
 * loads Storybook's preview afresh: about 4 s a file, 94 files (docs/decisions/0150). For a
 * whole run, the runner's copy of the index (it asks for index.json from Node; the preview in
 * the browser gets the real one) puts the stories into RUNNER_BATCHES files instead, each
 * component's stories together and in order. Each story keeps its id, which is all the tests
 * render by, and its component's title in its name. With a filter, each component stays a file
 * of its own, so `test-storybook.mjs --no-build Button` still picks the Button stories.
 */
const RUNNER_BATCHES = 12;
function runnerIndex() {
  const index = JSON.parse(readFileSync(path.join(staticDir, 'index.json'), 'utf8'));
  const stories = Object.values(index.entries)
    .filter((entry) => entry.type === 'story')
    .sort((a, b) => a.importPath.localeCompare(b.importPath));
  const perBatch = Math.ceil(stories.length / RUNNER_BATCHES);
  const entries = {};
  stories.forEach((entry, i) => {
    const batch = Math.floor(i / perBatch) + 1;
    entries[entry.id] = {
      ...entry,
      title: `Stories ${String(batch).padStart(2, '0')} of ${RUNNER_BATCHES}`,
      name: `${entry.title} › ${entry.name}`,
    };
  });
  return JSON.stringify({ ...index, entries });
}
const batched = passThrough.length === 0 ? runnerIndex() : null;

const server = http.createServer((req, res) => {
  if (
    batched &&
    req.url === '/index.json' &&
    !/\bMozilla\//.test(req.headers['user-agent'] ?? '')
  ) {
    res.setHeader('content-type', 'application/json');
    res.end(batched);
    return;
  }
  serve(req, res, () => {
    res.statusCode = 404;
    res.end('Not found');
  });
});
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const { port } = server.address();
const url = `http://127.0.0.1:${port}`;

let exitCode = 1;
try {
  // Unpacks the browser into the temp folder on first use (~2.5 s).
  const executablePath = await chromium.executablePath();
  const runnerArgs = [
    '--url',
    url,
    '--index-json',
    '--maxWorkers=2',
    ...(update ? ['-u'] : []),
    ...passThrough,
  ];
  console.log(`Testing stories at ${url}${update ? ' (updating baselines)' : ''}`);
  exitCode = await run(bin('test-storybook'), runnerArgs, {
    ...process.env,
    BK_REPO_ROOT: root,
    BK_CHROMIUM_PATH: executablePath,
    // --single-process suits one-page Lambda use; here it makes Chromium exit when the first
    // test file closes its browser context, so drop it.
    BK_CHROMIUM_ARGS: JSON.stringify(chromium.args.filter((arg) => arg !== '--single-process')),
  });
} catch (error) {
  console.error(error);
} finally {
  server.closeAllConnections?.();
  await new Promise((resolve) => server.close(resolve));
}
process.exit(exitCode);

#!/usr/bin/env node
// Every test the project has, in pyramid order: static checks, unit tests in
// every package, server tests against real PostgreSQL, Storybook (play + axe +
// screenshots) and end-to-end tests in Chromium. Stops at the first failure.
import { spawnSync } from 'node:child_process';

const steps = [
  ['Relay artifacts are up to date', 'pnpm', ['exec', 'relay-compiler', '--validate']],
  // TypeScript 7's compiler, about five times faster than 5.9's (scripts/typecheck.mjs).
  ['Types check in every package and the Storybook config', 'node', ['scripts/typecheck.mjs']],
  ['ESLint (with the Relay rules)', 'pnpm', ['exec', 'eslint', '.', '--max-warnings=0']],
  ['Prettier formatting', 'pnpm', ['exec', 'prettier', '--check', '.']],
  ['Unit tests: @bloomkeep/schema', 'pnpm', ['--filter', '@bloomkeep/schema', 'test']],
  ['Unit tests: @bloomkeep/ui', 'pnpm', ['--filter', '@bloomkeep/ui', 'test']],
  ['Unit tests: @bloomkeep/app', 'pnpm', ['--filter', '@bloomkeep/app', 'test']],
  ['Unit tests: @bloomkeep/widgets', 'pnpm', ['--filter', '@bloomkeep/widgets', 'test']],
  // Partners' channel 1 (decision 0142): the packed kit and schema install with npm in fresh
  // React 19 and React 18 projects, type-check, bundle with Vite, esbuild and webpack, and run.
  // Packing builds the kit's library and checks its dist (prepack), so that is tested here too.
  ['npm packages install and run for partners', 'pnpm', ['test:pack']],
  // Maps draw the kit's offline style, so journeys see the same picture with or without a
  // network (decision 0133). The server tests render partners' widgets with this build.
  [
    'Build the app and the widget script (its size budget included)',
    'pnpm',
    [
      '--workspace-concurrency=1',
      '--filter',
      '@bloomkeep/app',
      '--filter',
      '@bloomkeep/widgets',
      'build',
    ],
    { VITE_MAP_OFFLINE: '1' },
  ],
  ['App bundle budget per route', 'node', ['scripts/route-budget.mjs']],
  ['Server tests against PostgreSQL', 'pnpm', ['--filter', '@bloomkeep/server', 'test']],
  [
    'Storybook: play, axe and screenshots',
    'node',
    ['--import', 'tsx', 'scripts/test-storybook.mjs'],
  ],
  ['End-to-end tests in Chromium', 'pnpm', ['--filter', '@bloomkeep/app', 'test:e2e']],
];

const only = process.argv.slice(2);
const results = [];
for (const [name, command, args, env = {}] of steps) {
  if (only.length && !only.some((word) => name.toLowerCase().includes(word.toLowerCase())))
    continue;
  console.log(`\n━━ ${name}`);
  const started = Date.now();
  const { status } = spawnSync(command, args, {
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  results.push({ name, ok: status === 0, seconds });
  if (status !== 0) break;
}

console.log('\n━━ Summary');
for (const { name, ok, seconds } of results)
  console.log(`${ok ? '✔' : '✘'} ${name} (${seconds} s)`);
const failed = results.filter((result) => !result.ok).length;
console.log(`steps: ${results.length - failed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);

import { defineConfig } from 'vitest/config';

// End-to-end tests drive the built app served by the real server in Chromium.
// Run `pnpm --filter @bloomkeep/app build` first (the test command does).
export default defineConfig({
  test: {
    include: ['e2e/**/*.e2e.test.ts'],
    // Seeds the demo once; each file's server starts from a copy (e2e/server.ts).
    globalSetup: ['e2e/globalSetup.ts'],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 180_000,
    fileParallelism: false,
    // One worker runs the files one after another and keeps Playwright and the helpers loaded:
    // each file still starts its own server, database and browser, and nothing is mocked.
    isolate: false,
  },
});

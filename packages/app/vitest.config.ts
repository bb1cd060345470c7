import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import relay from 'vite-plugin-relay';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';

export default defineConfig({
  // 'transform': a .css.ts file runs in the test as it runs in the browser, adding its rules to
  // the document, instead of being compiled by a second Vite server first. With a worker per
  // core, the run took 47 s instead of 81 s (decision 0150).
  plugins: [relay, react(), vanillaExtractPlugin({ unstable_mode: 'transform' })],
  test: {
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./vitest.setup.ts'],
    restoreMocks: true,
    // Files share their worker's modules: importing React, Relay, react-aria and the kit once
    // per worker instead of once per file takes the run's CPU time from ~470 s to ~110 s.
    // Mocks still hold: vitest re-evaluates a module that a file mocks.
    isolate: false,
    // Vitest's default is one worker fewer than the cores: one on a two-core machine.
    maxWorkers: availableParallelism(),
    // A busy two-core machine can take seconds to import a route's first test.
    testTimeout: 20_000,
  },
});

import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import relay from 'vite-plugin-relay';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';

export default defineConfig({
  plugins: [relay, react(), vanillaExtractPlugin()],
  test: {
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./vitest.setup.ts'],
    restoreMocks: true,
    // Files share their worker's modules: importing React, Relay, react-aria and the kit once
    // per worker instead of once per file takes the run's CPU time from ~470 s to ~110 s.
    // Mocks still hold: vitest re-evaluates a module that a file mocks.
    isolate: false,
    // A busy two-core machine can take seconds to import a route's first test.
    testTimeout: 20_000,
  },
});

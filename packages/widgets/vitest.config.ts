import { availableParallelism } from 'node:os';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [vanillaExtractPlugin()],
  test: {
    environment: 'happy-dom',
    environmentOptions: {
      // The partner's page. Style sheet links "load" at once, without a network (the widgets
      // wait for them).
      happyDOM: {
        url: 'https://partner.example/garden-club/',
        settings: {
          disableCSSFileLoading: true,
          disableJavaScriptFileLoading: true,
          handleDisabledFileLoadingAsSuccess: true,
        },
      },
    },
    setupFiles: ['./vitest.setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    restoreMocks: true,
    // Vitest's default is one worker fewer than the cores: one on a two-core machine.
    maxWorkers: availableParallelism(),
  },
});

import { availableParallelism } from 'node:os';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig } from 'vitest/config';

/**
 * Files that replace a module with `vi.mock` (the map loaders, the chart library) run
 * isolated: in a shared module cache another file may already have imported the real one.
 */
const mocking = [
  'src/components/LocationMap/LocationMap.test.tsx',
  'src/components/LocationPicker/LocationPicker.test.tsx',
  'src/components/ThingMap/ThingMap.test.tsx',
  'src/components/SensorChart/SensorChart.test.tsx',
];

export default defineConfig({
  plugins: [vanillaExtractPlugin()],
  test: {
    environment: 'happy-dom',
    setupFiles: ['./vitest.setup.ts'],
    // A busy two-core machine can take seconds to import a component's first test.
    testTimeout: 20_000,
    // Vitest's default is one worker fewer than the cores: one on a two-core machine (a worker
    // per core: 35 s → 26 s here).
    maxWorkers: availableParallelism(),
    projects: [
      { extends: true, test: { name: 'isolated', include: mocking } },
      {
        extends: true,
        // Every other file shares its worker's modules: importing React, react-aria and the
        // kit once per worker instead of once per file is most of the run's time.
        test: {
          name: 'shared',
          include: ['src/**/*.test.{ts,tsx}'],
          exclude: mocking,
          isolate: false,
        },
      },
    ],
  },
});

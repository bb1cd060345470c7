// Jest config for `test-storybook` (see scripts/test-storybook.mjs, which sets BK_CHROMIUM_PATH).
// The browser is @sparticuz/chromium, the same build on every machine, so screenshots are stable.
import { getJestConfig } from '@storybook/test-runner';

const executablePath = process.env.BK_CHROMIUM_PATH;
if (!executablePath) {
  throw new Error('BK_CHROMIUM_PATH is not set: run the stories through `pnpm test:storybook`.');
}

const config = getJestConfig();
const jestPlaywright = config.testEnvironmentOptions?.['jest-playwright'] ?? {};

export default {
  ...config,
  testTimeout: 30_000,
  testEnvironmentOptions: {
    ...config.testEnvironmentOptions,
    'jest-playwright': {
      ...jestPlaywright,
      browsers: ['chromium'],
      launchOptions: {
        executablePath,
        args: JSON.parse(process.env.BK_CHROMIUM_ARGS ?? '[]'),
        headless: true,
      },
      contextOptions: { viewport: { width: 1024, height: 768 }, deviceScaleFactor: 1 },
    },
  },
};

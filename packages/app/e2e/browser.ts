// Chromium for end-to-end tests comes from the npm package @sparticuz/chromium,
// so every machine runs the same browser and nothing is downloaded at test time.
import chromium from '@sparticuz/chromium';
import { chromium as playwright, type Browser } from 'playwright-core';

/** Flags that keep Chromium from reaching for the network on a closed machine. */
const QUIET_FLAGS = [
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export async function launchBrowser(extraArgs: string[] = []): Promise<Browser> {
  const executablePath = await chromium.executablePath();
  return playwright.launch({
    executablePath,
    // --single-process makes Chromium exit when its last page closes, which
    // suits serverless functions but not a test that opens page after page.
    args: [
      ...chromium.args.filter((arg) => arg !== '--single-process'),
      ...QUIET_FLAGS,
      ...extraArgs,
    ],
    headless: true,
  });
}

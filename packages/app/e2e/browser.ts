// Chromium for end-to-end tests comes from the npm package @sparticuz/chromium,
// so every machine runs the same browser and nothing is downloaded at test time.
import chromium from '@sparticuz/chromium';
import {
  chromium as playwright,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
} from 'playwright-core';

/** Flags that keep Chromium from reaching for the network on a closed machine. */
const QUIET_FLAGS = [
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/**
 * @sparticuz/chromium composites every frame through SwiftShader, a GPU emulated on the CPU,
 * in the browser process. Journeys take no screenshots to compare, so they composite in
 * software instead: the browser process used a third of the CPU for the same journeys, and
 * they ran about a quarter faster. WebGL (the maps) still draws through SwiftShader.
 */
const SOFTWARE_COMPOSITING = ['--disable-gpu-compositing'];

/**
 * Resolves once the app has taken over a server-rendered page (docs/decisions/0141): until
 * then its buttons do nothing, as for a person whose phone is still loading the script. A
 * page the browser renders itself is ready when it shows, as before.
 */
export async function appReady(page: Page): Promise<void> {
  await page.waitForFunction(
    () => !document.getElementById('bk-ssr') || document.documentElement.dataset.app === 'ready',
  );
}

/** Makes every full page load (goto, reload) of the page wait for appReady. */
function loadsWaitForApp(page: Page): Page {
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args: Parameters<Page['goto']>) => {
    const response = await goto(...args);
    await appReady(page);
    return response;
  };
  page.reload = async (...args: Parameters<Page['reload']>) => {
    const response = await reload(...args);
    await appReady(page);
    return response;
  };
  return page;
}

function contextWaitsForApp(context: BrowserContext): BrowserContext {
  const newPage = context.newPage.bind(context);
  context.newPage = async () => loadsWaitForApp(await newPage());
  return context;
}

export interface LaunchOptions {
  /**
   * Keep the browser's same-origin policy and CORS, which @sparticuz/chromium's flags turn off
   * (--disable-web-security): for journeys about what another site's page may do.
   */
  webSecurity?: boolean;
}

export async function launchBrowser(
  extraArgs: string[] = [],
  { webSecurity = false }: LaunchOptions = {},
): Promise<Browser> {
  const executablePath = await chromium.executablePath();
  const dropped = new Set(['--single-process', ...(webSecurity ? ['--disable-web-security'] : [])]);
  const browser = await playwright.launch({
    executablePath,
    // --single-process makes Chromium exit when its last page closes, which
    // suits serverless functions but not a test that opens page after page.
    args: [
      ...chromium.args.filter((arg) => !dropped.has(arg)),
      ...QUIET_FLAGS,
      ...SOFTWARE_COMPOSITING,
      ...extraArgs,
    ],
    headless: true,
  });
  // Journeys act like a person who waits for the page to respond; a page without scripts
  // (javaScriptEnabled: false) shows the server's page only, and nothing waits for the app.
  const newContext = browser.newContext.bind(browser);
  const newPage = browser.newPage.bind(browser);
  browser.newContext = async (options?: BrowserContextOptions) => {
    const context = await newContext(options);
    return options?.javaScriptEnabled === false ? context : contextWaitsForApp(context);
  };
  browser.newPage = async (options?: BrowserContextOptions) => {
    const page = await newPage(options);
    return options?.javaScriptEnabled === false ? page : loadsWaitForApp(page);
  };
  return browser;
}

// Checks that every journey applies to the pages it visits: nothing scrolls sideways on a phone,
// and axe finds no violations. Both run in the page through the browser driver, so the app's
// Content-Security-Policy (no inline scripts) stays on.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults } from 'axe-core';
import type { CDPSession, Page } from 'playwright-core';

export const PHONE = { width: 375, height: 812 } as const;
export const DESKTOP = { width: 1280, height: 800 } as const;

/** Chromium flag that sends the white-label host to this machine. */
export const BEE_CAFE_HOST_RULE = '--host-resolver-rules=MAP beecafe.localhost 127.0.0.1';

export interface Brand {
  name: 'Bloomkeep' | 'bee cafe';
  origin: (port: number) => string;
}

/** The two brands, by the host the app is opened on. */
export const BRANDS: readonly Brand[] = [
  { name: 'Bloomkeep', origin: (port) => `http://127.0.0.1:${port}` },
  { name: 'bee cafe', origin: (port) => `http://beecafe.localhost:${port}` },
];

/**
 * The brands a journey walks in: the one it names. Each journey runs once, and the journeys
 * are shared out between the brands; every route is still checked in both brands at 375 px
 * with axe by layout.e2e, and brand.e2e and ssr.e2e are about the brands themselves.
 * `BLOOMKEEP_E2E_BRANDS=all` walks every journey in both (docs/decisions/0150).
 */
export function journeyBrands(name: Brand['name']): readonly Brand[] {
  if (process.env.BLOOMKEEP_E2E_BRANDS === 'all') return BRANDS;
  return BRANDS.filter((brand) => brand.name === name);
}

/**
 * What makes the page wider than the viewport: the document's scroll width, and the outermost
 * elements that reach past the right edge without a scrolling ancestor of their own. Empty when
 * nothing scrolls sideways.
 */
export async function horizontalOverflow(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    if (document.documentElement.scrollWidth <= width) return [];
    const scrolls = (element: Element) => {
      const { overflowX } = getComputedStyle(element);
      return overflowX === 'auto' || overflowX === 'scroll' || overflowX === 'hidden';
    };
    const describe = (element: Element) => {
      const label =
        element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 40) ?? '';
      const classes = [...element.classList].slice(0, 2).join('.');
      return `${element.tagName.toLowerCase()}${classes ? `.${classes}` : ''} "${label}"`;
    };
    const offenders: string[] = [];
    const walk = (element: Element) => {
      for (const child of element.children) {
        const rect = child.getBoundingClientRect();
        if (rect.right > width + 1 && rect.width > 0) {
          offenders.push(`${describe(child)} reaches ${Math.round(rect.right)} px`);
          continue;
        }
        if (!scrolls(child)) walk(child);
      }
    };
    walk(document.body);
    return [
      `the page is ${document.documentElement.scrollWidth} px wide in a ${width} px viewport`,
      ...offenders.slice(0, 5),
    ];
  });
}

/** Fails when the page scrolls sideways; `where` names the page state in the message. */
export async function expectNoHorizontalOverflow(page: Page, where: string): Promise<void> {
  const problems = await horizontalOverflow(page);
  if (problems.length > 0) {
    throw new Error(`${where} scrolls sideways:\n  ${problems.join('\n  ')}`);
  }
}

const axeSource = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

/**
 * react-aria's visually hidden live announcer keeps announcements for a few seconds after a
 * dialog has gone; it is not page content (the Storybook run excludes it too).
 */
const excluded = ['[data-live-announcer]'];

const axeSessions = new WeakMap<Page, Promise<CDPSession>>();

/**
 * Puts axe into the page's document once (a full load starts a new one). Compiled and run as a
 * script through the DevTools protocol: `page.evaluate` of the same 550 kB compiled it as an
 * expression, which took about twice as long (350–500 ms a document on this machine).
 */
async function injectAxe(page: Page): Promise<void> {
  if (await page.evaluate(() => 'axe' in window)) return;
  let session = axeSessions.get(page);
  if (!session) {
    session = page
      .context()
      .newCDPSession(page)
      .then(async (created) => {
        await created.send('Runtime.enable');
        return created;
      });
    axeSessions.set(page, session);
  }
  const cdp = await session;
  const { scriptId, exceptionDetails } = await cdp.send('Runtime.compileScript', {
    expression: axeSource,
    sourceURL: 'axe.min.js',
    persistScript: true,
  });
  if (!scriptId) throw new Error(`axe did not compile: ${exceptionDetails?.text ?? 'no script'}`);
  const run = await cdp.send('Runtime.runScript', { scriptId });
  if (run.exceptionDetails) throw new Error(`axe did not load: ${run.exceptionDetails.text}`);
}

/** axe over the whole document, every rule on: one line per violation and node. */
export async function axeViolations(page: Page): Promise<string[]> {
  await injectAxe(page);
  return page.evaluate(async (exclude) => {
    const { axe } = window as unknown as {
      axe: { run(context: unknown, options: unknown): Promise<AxeResults> };
    };
    const results = await axe.run(
      { include: [document], exclude: exclude.map((selector) => [selector]) },
      { resultTypes: ['violations'] },
    );
    return results.violations.flatMap((violation) =>
      violation.nodes.map(
        (node) =>
          `${violation.id} (${violation.impact}) at ${node.target.join(' ')}: ${violation.help}`,
      ),
    );
  }, excluded);
}

/** Fails on any axe violation; `where` names the page state in the message. */
export async function expectAccessible(page: Page, where: string): Promise<void> {
  const violations = await axeViolations(page);
  if (violations.length > 0) {
    throw new Error(
      `${where}: ${violations.length} axe violation(s)\n  ${violations.join('\n  ')}`,
    );
  }
}

/** Both checks, for a settled page state. */
export async function expectWellFormed(page: Page, where: string): Promise<void> {
  await expectNoHorizontalOverflow(page, where);
  await expectAccessible(page, where);
}

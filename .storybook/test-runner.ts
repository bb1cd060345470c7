// Storybook test-runner hooks: every story is rendered (and its play function run) once per
// theme; each render must pass axe and match its screenshot baseline. Themes alternate in
// which comes first, so each story renders exactly twice.
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { getStoryContext, type TestHook, type TestRunnerConfig } from '@storybook/test-runner';
import type { AxeResults, RunOptions } from 'axe-core';
import { toMatchImageSnapshot, type MatchImageSnapshotOptions } from 'jest-image-snapshot';
import { disabledAxeRules, excludedFromAxe } from './axe.ts';

type Page = Parameters<TestHook>[0];

const themes = ['default', 'beeCafe'] as const;
type Theme = (typeof themes)[number];

const repoRoot = process.env.BK_REPO_ROOT ?? process.cwd();
const snapshotsDir = path.join(repoRoot, '.storybook', '__image_snapshots__');
const axeSource = readFileSync(
  createRequire(path.join(repoRoot, 'package.json')).resolve('axe-core/axe.min.js'),
  'utf8',
);

// A tiny share of pixels (0.1 %) may differ, for anti-aliasing noise; any token change moves far more.
const snapshotOptions: MatchImageSnapshotOptions = {
  customSnapshotsDir: snapshotsDir,
  failureThreshold: 0.001,
  failureThresholdType: 'percent',
  // In this worker: the default starts a Node process for every comparison, which cost more
  // (~0.3 s) than taking the screenshot.
  runInProcess: true,
};

interface ImageExpect {
  (actual: unknown): { toMatchImageSnapshot(options: MatchImageSnapshotOptions): void };
  extend(matchers: Record<string, unknown>): void;
}
const jestExpect = (globalThis as unknown as { expect: ImageExpect }).expect;

/** Fonts the themes use; loaded up front so no screenshot catches a fallback font. */
const fontFaces = [
  '400 16px "Inter Variable"',
  '600 16px "Inter Variable"',
  '700 16px "Inter Variable"',
  '600 16px "Fredoka"',
];

async function preparePage(page: Page): Promise<void> {
  await page.evaluate(
    async ({ faces }) => {
      const w = window as unknown as { __bkPrepared?: boolean };
      if (w.__bkPrepared) return;
      w.__bkPrepared = true;
      // A constructed style sheet: the page's Content-Security-Policy (the app's) forbids
      // inline <style> elements, and rightly so; the harness is not the page.
      const still = new CSSStyleSheet();
      still.replaceSync(
        '*, *::before, *::after { animation: none !important; transition: none !important; caret-color: transparent !important; }',
      );
      document.adoptedStyleSheets = [...document.adoptedStyleSheets, still];
      await Promise.all(faces.map((face) => document.fonts.load(face, 'Aa')));
    },
    { faces: fontFaces },
  );
  // axe runs as a script evaluated by the browser driver, not an inline <script> (see above).
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
}

/**
 * Re-renders the current story in another theme: switch the global, then remount so the play
 * function runs again from a fresh state. Resolves with the errors Storybook reported.
 */
async function renderStory(page: Page, storyId: string, theme: Theme): Promise<string[]> {
  return page.evaluate(
    async ({ storyId: id, theme: nextTheme }) => {
      type Listener = (...args: unknown[]) => void;
      const w = window as unknown as {
        __STORYBOOK_ADDONS_CHANNEL__: {
          on(event: string, listener: Listener): void;
          off(event: string, listener: Listener): void;
          emit(event: string, payload: unknown): void;
        };
        __STORYBOOK_MODULE_CORE_EVENTS__: Record<string, string>;
      };
      const channel = w.__STORYBOOK_ADDONS_CHANNEL__;
      const events = w.__STORYBOOK_MODULE_CORE_EVENTS__;
      const describe = (value: unknown): string => {
        if (Array.isArray(value)) return value.map(describe).join('; ');
        if (value && typeof value === 'object') {
          const { message, description } = value as { message?: string; description?: string };
          return message ?? description ?? JSON.stringify(value);
        }
        return String(value);
      };
      const until = (trigger: () => void) =>
        new Promise<string[]>((resolve) => {
          const errors: string[] = [];
          const listeners: Record<string, Listener> = {};
          const done = () => {
            clearTimeout(timer);
            for (const [event, listener] of Object.entries(listeners)) channel.off(event, listener);
            resolve(errors);
          };
          const timer = setTimeout(() => {
            errors.push('Timed out after 15 s waiting for the story to finish rendering');
            done();
          }, 15_000);
          const errorEvents = {
            PLAY_FUNCTION_THREW_EXCEPTION: 'Play function failed',
            STORY_THREW_EXCEPTION: 'Story threw',
            STORY_ERRORED: 'Story errored',
            UNHANDLED_ERRORS_WHILE_PLAYING: 'Unhandled errors while playing',
          };
          for (const [name, label] of Object.entries(errorEvents)) {
            const event = events[name];
            if (event)
              listeners[event] = (payload) => errors.push(`${label}: ${describe(payload)}`);
          }
          listeners[events.STORY_FINISHED ?? 'storyFinished'] = (payload) => {
            const { storyId: finished, status } = payload as { storyId: string; status: string };
            if (finished !== id) return;
            if (status !== 'success' && errors.length === 0) errors.push(`Story ${status}`);
            done();
          };
          for (const [event, listener] of Object.entries(listeners)) channel.on(event, listener);
          trigger();
        });
      // Switching globals re-renders without play; the remount then runs play on a fresh mount.
      await until(() =>
        channel.emit(events.UPDATE_GLOBALS ?? 'updateGlobals', { globals: { theme: nextTheme } }),
      );
      return until(() => channel.emit(events.FORCE_REMOUNT ?? 'forceRemount', { storyId: id }));
    },
    { storyId, theme },
  );
}

/**
 * Per-story test options, set in a story's `parameters.test`:
 * - `viewport`: the page size to render and screenshot at (for layouts at 375 px, 1440 px…);
 * - `capture: 'page'`: screenshot the whole viewport instead of #storybook-root, for
 *   overlays that render in a portal beyond the story's own box.
 */
export interface StoryTestParameters {
  viewport?: { width: number; height?: number };
  capture?: 'root' | 'page';
}

/** The theme each page was left in (pages start in the default). */
const pageThemes = new WeakMap<Page, Theme>();

// The size jest-playwright gives every page; stories without a viewport keep it.
const defaultViewport = { width: 1024, height: 768 };

/**
 * axe over the whole story document, so overlays that render in portals (dialogs, menus,
 * popovers, toasts) are checked too, with the rules and exclusions of ./axe.ts. The a11y addon's
 * own run is off in this browser (see preview.tsx), so each render is checked once, here, in
 * every theme.
 */
async function axeViolations(page: Page): Promise<string[]> {
  return page.evaluate(
    async ({ disabled, excluded }) => {
      const { axe } = window as unknown as {
        axe: { run(context: unknown, options: RunOptions): Promise<AxeResults> };
      };
      const results = await axe.run(
        { include: [document], exclude: excluded.map((selector) => [selector]) },
        {
          resultTypes: ['violations'],
          rules: Object.fromEntries(disabled.map((id) => [id, { enabled: false }])),
        },
      );
      return results.violations.map((violation) => {
        const nodes = violation.nodes
          .map(
            (node) =>
              `    at ${node.target.join(' ')}: ${node.failureSummary?.replace(/\n/g, ' ')}`,
          )
          .join('\n');
        return `  ${violation.id} (${violation.impact}): ${violation.help}\n${nodes}`;
      });
    },
    { disabled: [...disabledAxeRules], excluded: [...excludedFromAxe] },
  );
}

async function checkRender(
  page: Page,
  storyId: string,
  theme: Theme,
  capture: 'root' | 'page',
): Promise<string[]> {
  const problems: string[] = [];
  await page.evaluate(async () => {
    await document.fonts.ready;
    // `content-visibility: auto` (long lists) leaves items off screen unpainted at a guessed
    // height, so the picture and its size would depend on the scroll position: paint them all.
    for (const element of document.querySelectorAll<HTMLElement>('#storybook-root *')) {
      if (getComputedStyle(element).contentVisibility === 'auto') {
        element.style.contentVisibility = 'visible';
      }
    }
    // Lazy pictures (list thumbnails, a gallery's later slides) load only near the viewport:
    // load every picture in the story and wait for it, so the screenshot never races one.
    const images = [...document.querySelectorAll<HTMLImageElement>('#storybook-root img')];
    for (const image of images) image.loading = 'eager';
    await Promise.all(images.map((image) => image.decode().catch(() => undefined)));
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  });
  const violations = await axeViolations(page);
  if (violations.length > 0) {
    problems.push(`[${theme}] ${violations.length} axe violation(s):\n${violations.join('\n')}`);
  }
  const image =
    capture === 'page'
      ? await page.screenshot({ animations: 'disabled', caret: 'hide' })
      : await page.locator('#storybook-root').screenshot({ animations: 'disabled', caret: 'hide' });
  const identifier = `${storyId}--${theme}`;
  // The same bytes as the baseline are the same picture: no need to decode both and count
  // pixels. Chromium encodes a picture the same way every time, so most renders end here.
  const baseline = path.join(snapshotsDir, `${identifier}.png`);
  if (existsSync(baseline) && image.equals(readFileSync(baseline))) return problems;
  try {
    jestExpect(image).toMatchImageSnapshot({
      ...snapshotOptions,
      customSnapshotIdentifier: identifier,
    });
  } catch (error) {
    problems.push(`[${theme}] screenshot: ${(error as Error).message}`);
  }
  return problems;
}

const config: TestRunnerConfig = {
  setup() {
    jestExpect.extend({ toMatchImageSnapshot });
  },
  // Stories are served under the app's Content-Security-Policy (scripts/test-storybook.mjs), which
  // forbids inline scripts. The runner injects its helpers with page.addScriptTag, an inline
  // <script>; hand them to the browser driver instead, so only the page itself meets the policy.
  async prepare({ page }) {
    page.addScriptTag = (async ({ content }: { content?: string }) => {
      await page.evaluate(content ?? '');
      return null;
    }) as unknown as Page['addScriptTag'];
    await page.goto(new URL('iframe.html', process.env.TARGET_URL).toString(), {
      waitUntil: 'load',
    });
  },
  async preVisit(page, context) {
    const { parameters } = await getStoryContext(page, context);
    const { viewport } = (parameters.test ?? {}) as StoryTestParameters;
    await page.setViewportSize(
      viewport ? { height: defaultViewport.height, ...viewport } : defaultViewport,
    );
  },
  async postVisit(page, context) {
    // A story that failed in the runner's own render has already failed the test.
    if (context.hasFailure) return;
    const { parameters } = await getStoryContext(page, context);
    const capture = ((parameters.test ?? {}) as StoryTestParameters).capture ?? 'root';
    await preparePage(page);
    // The runner rendered the story (and ran its play function) in the theme the page was
    // left in; check that render, then render and check the other theme, and leave the page
    // in it. Switching back would cost a third render and play for every story.
    const first = pageThemes.get(page) ?? 'default';
    const problems = await checkRender(page, context.id, first, capture);
    for (const theme of themes.filter((name) => name !== first)) {
      let errors: string[];
      try {
        errors = await renderStory(page, context.id, theme);
      } catch (error) {
        // The page may be left in either theme: put it back in the one it will be assumed in.
        await renderStory(page, context.id, first).catch(() => undefined);
        throw error;
      }
      pageThemes.set(page, theme);
      if (errors.length > 0) {
        problems.push(`[${theme}] render or play failed:\n  ${errors.join('\n  ')}`);
        continue;
      }
      problems.push(...(await checkRender(page, context.id, theme, capture)));
    }
    if (problems.length > 0) {
      throw new Error(`${context.title} › ${context.name} (${context.id})\n${problems.join('\n')}`);
    }
  },
};

export default config;

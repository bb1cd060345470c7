// Chart benchmark for `pnpm bench`: SensorChart drawing 10,000 readings (30 days, newest first
// as the API sends them) in the test Chromium. A tiny page, built here with Vite from the kit's
// source, renders the real component; each run times from React's render call to the end of
// uPlot's first draw (the `SensorChart draw` user-timing mark), so it covers sorting and
// windowing the readings, React, uPlot's set-up and the canvas work. The first runs load the
// lazy uPlot chunk and warm the JIT; they are left out. Figures only, no assertions.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { extname, join, resolve } from 'node:path';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import type { Browser } from 'playwright-core';
import { build } from 'vite';

const root = resolve(import.meta.dirname, '../..');
// Inside packages/ui, so the page resolves react, uplot and the kit as the kit itself does.
const pageDir = join(root, 'packages/ui/node_modules/.cache/bench-chart');
const outDir = join(pageDir, 'dist');
const ORIGIN = 'http://chart-bench.localhost';

const WARM_UP = 3;
const RUNS = 15;

const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>SensorChart bench</title></head>
<body><script type="module" src="./main.tsx"></script></body></html>`;

const main = `
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { ThemeProvider } from '../../../src/components/ThemeProvider/ThemeProvider';
import { SensorChart } from '../../../src/components/SensorChart/SensorChart';
import { FIXTURE_NOW, manyPoints } from '../../../src/components/SensorChart/sensorChartFixtures';

const series = manyPoints(10_000);

async function renderOnce(): Promise<number> {
  const host = document.createElement('div');
  host.style.width = '720px';
  document.body.append(host);
  const reactRoot = createRoot(host);
  performance.clearMeasures('SensorChart draw');
  const drawn = new Promise<void>((done) => {
    const observer = new MutationObserver(() => {
      if (host.querySelector('[data-status="ready"]')) {
        observer.disconnect();
        done();
      }
    });
    observer.observe(host, { subtree: true, attributes: true, attributeFilter: ['data-status'] });
  });
  const startedAt = performance.now();
  flushSync(() =>
    reactRoot.render(
      <ThemeProvider theme="default">
        <SensorChart series={series} quantity="water" now={FIXTURE_NOW} timeZone="UTC" defaultRange={{ preset: '30d' }} />
      </ThemeProvider>,
    ),
  );
  await drawn;
  const [mark] = performance.getEntriesByName('SensorChart draw', 'measure');
  if (!mark) throw new Error('SensorChart did not report its draw');
  if (!host.textContent?.includes('10000 readings.')) throw new Error('SensorChart did not plot 10,000 readings');
  const ms = mark.startTime + mark.duration - startedAt;
  reactRoot.unmount();
  host.remove();
  return ms;
}

(window as unknown as { benchChart: (runs: number) => Promise<number[]> }).benchChart = async (runs) => {
  const times: number[] = [];
  for (let i = 0; i < runs; i += 1) times.push(await renderOnce());
  return times;
};
`;

const contentTypes: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
};

async function buildPage(): Promise<void> {
  rmSync(pageDir, { recursive: true, force: true });
  mkdirSync(pageDir, { recursive: true });
  writeFileSync(join(pageDir, 'index.html'), html);
  writeFileSync(join(pageDir, 'main.tsx'), main);
  await build({
    root: pageDir,
    configFile: false,
    logLevel: 'error',
    base: './',
    plugins: [react(), vanillaExtractPlugin()],
    build: { outDir, emptyOutDir: true, target: 'es2022', minify: true },
  });
}

/**
 * Renders 10,000 points in SensorChart in Chromium and returns the median render time in ms
 * (React render call to the end of uPlot's first draw, chunk already loaded).
 */
export async function benchChart(browser: Browser): Promise<number> {
  await buildPage();
  const context = await browser.newContext({ viewport: { width: 1024, height: 768 } });
  try {
    const page = await context.newPage();
    await page.route(`${ORIGIN}/**`, async (route) => {
      const path = new URL(route.request().url()).pathname;
      const file = join(outDir, path === '/' ? 'index.html' : decodeURIComponent(path));
      if (!file.startsWith(outDir)) return route.fulfill({ status: 403 });
      try {
        await route.fulfill({
          body: readFileSync(file),
          contentType: contentTypes[extname(file)] ?? 'application/octet-stream',
        });
      } catch {
        await route.fulfill({ status: 404 });
      }
    });
    await page.goto(`${ORIGIN}/`);
    await page.waitForFunction(() => 'benchChart' in window);
    const times = await page.evaluate(
      (runs) =>
        (window as unknown as { benchChart: (n: number) => Promise<number[]> }).benchChart(runs),
      WARM_UP + RUNS,
    );
    const measured = times.slice(WARM_UP).sort((a, b) => a - b);
    return measured[Math.floor(measured.length / 2)]!;
  } finally {
    await context.close();
    rmSync(pageDir, { recursive: true, force: true });
  }
}

// `tsx scripts/bench/chart.mts` on its own prints the figure.
if (import.meta.url === `file://${process.argv[1]}`) {
  const { launchBrowser } = await import('../../packages/app/e2e/browser.ts');
  const browser = await launchBrowser();
  try {
    console.log(
      `SensorChart, 10,000 points: ${(await benchChart(browser)).toFixed(1)} ms (median)`,
    );
  } finally {
    await browser.close();
  }
}

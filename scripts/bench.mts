// Benchmarks: bundle size, server start, API latency and throughput, memory,
// page load, the map at scale and the partner widgets. Figures go to docs/benchmarks.md; nothing
// here asserts on time. Run with `pnpm bench` (it builds the app and the widget script first, with
// the offline base map: VITE_MAP_OFFLINE=1).
import { gzipSync } from 'node:zlib';
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import * as prettier from 'prettier';
import { join, resolve } from 'node:path';
import { launchBrowser } from '../packages/app/e2e/browser.ts';
import { startServer } from '../packages/app/e2e/server.ts';
import { benchPages } from './bench/pages.mts';
import { percentile } from './bench/report.mts';

const root = resolve(import.meta.dirname, '..');
const dist = join(root, 'packages/app/dist/assets');

function kib(bytes: number) {
  return `${(bytes / 1024).toFixed(1)} KiB`;
}

function bundleSizes() {
  const rows: [string, number, number][] = [];
  for (const file of readdirSync(dist)) {
    if (!/\.(js|css)$/.test(file)) continue;
    const content = readFileSync(join(dist, file));
    rows.push([file.replace(/-[\w-]{8}\./, '.'), content.length, gzipSync(content).length]);
  }
  return rows.sort((a, b) => b[2] - a[2]);
}

async function main() {
  const sizes = bundleSizes();

  const startedAt = performance.now();
  // Its own set-up and measurements send GraphQL text; production otherwise takes only the
  // app's persisted ids.
  const server = await startServer({ allowTextOperations: true });
  const coldStartMs = performance.now() - startedAt;

  const guest = await fetch(`${server.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: 'mutation { signInAsGuest(input: {}) { jwtToken } }' }),
  }).then((r) => r.json() as Promise<{ data: { signInAsGuest: { jwtToken: string } } }>);
  const token = guest.data.signInAsGuest.jwtToken;
  const post = (query: string, variables: Record<string, unknown> = {}) =>
    fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ query, variables }),
    }).then((r) => r.arrayBuffer());
  /** Sequential latencies (ms, sorted) of one operation after a warm-up. */
  async function measure(query: string, variables: Record<string, unknown> = {}, runs = 300) {
    for (let i = 0; i < 30; i++) await post(query, variables);
    const times: number[] = [];
    for (let i = 0; i < runs; i++) {
      const t = performance.now();
      await post(query, variables);
      times.push(performance.now() - t);
    }
    return times.sort((a, b) => a - b);
  }
  const THINGS =
    '{ allThings(first: 24, orderBy: [NAME_ASC]) { totalCount nodes { nodeId name category isPublic createdAt description } } }';
  const request = () => post(THINGS);
  const latencies = await measure(THINGS);

  // The activity feed over the seeded history (DEMO_ACTIVITY actions).
  const FEED = `query ($condition: ActionCondition, $after: Cursor) {
    allActions(first: 20, after: $after, orderBy: [CREATED_AT_DESC], condition: $condition) {
      totalCount pageInfo { endCursor hasNextPage }
      edges { node { nodeId type comments createdAt thing { nodeId name category } } }
    }
  }`;
  const feed = await measure(FEED);
  const feedSearch = await measure(FEED, { condition: { search: 'water' } });
  const feedType = await measure(FEED, { condition: { type: 'UPKEEP' } });
  // Deep in the feed: the page after 500 already-loaded actions.
  let after: string | null = null;
  for (let i = 0; i < 25; i++) {
    const page = JSON.parse(new TextDecoder().decode(await post(FEED, { after }))) as {
      data: { allActions: { totalCount: number; pageInfo: { endCursor: string } } };
    };
    after = page.data.allActions.pageInfo.endCursor;
  }
  const feedDeep = await measure(FEED, { after }, 100);
  const feedTotal = (
    JSON.parse(new TextDecoder().decode(await post(FEED))) as {
      data: { allActions: { totalCount: number } };
    }
  ).data.allActions.totalCount;

  // Throughput: 10 concurrent clients, a fixed number of requests each.
  const concurrency = 10;
  const perClient = 100;
  const t0 = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      for (let i = 0; i < perClient; i++) await request();
    }),
  );
  const throughput = (concurrency * perClient) / ((performance.now() - t0) / 1000);

  const rssKib = Number(
    /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${server.pid}/status`, 'utf8'))?.[1] ?? NaN,
  );

  const browser = await launchBrowser();
  const pageLoads: number[] = [];
  for (let i = 0; i < 5; i++) {
    const context = await browser.newContext();
    const page = await context.newPage();
    const t = performance.now();
    await page.goto(`${server.url}/things/search`);
    await page.getByText(/Showing \d+ of \d+/).waitFor();
    pageLoads.push(performance.now() - t);
    await context.close();
  }
  // Infinite scroll: from scrolling to the end of /activity until the next 20 show.
  const scrollPages: number[] = [];
  {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${server.url}/activity`);
    const items = page.locator('main ol > li');
    await items.nth(19).waitFor();
    for (let loaded = 20; loaded < 220; loaded += 20) {
      const t = performance.now();
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await items.nth(loaded + 19).waitFor();
      scrollPages.push(performance.now() - t);
    }
    await context.close();
  }
  scrollPages.sort((a, b) => a - b);
  const pagesReport = await benchPages(browser, server.url);
  await browser.close();
  await server.stop();
  pageLoads.sort((a, b) => a - b);

  const date = new Date().toISOString().slice(0, 10);
  const report = `# Benchmarks

Written by \`pnpm bench\` (${date}, ${process.platform} ${process.arch}, Node ${process.version},
2 cores). Figures vary a little between runs; compare orders of magnitude, not digits.

## App bundle (production build, per file)

| File | Minified | Gzipped |
| --- | ---: | ---: |
${sizes.map(([file, raw, gz]) => `| \`${file}\` | ${kib(raw)} | ${kib(gz)} |`).join('\n')}
| **Total** | ${kib(sizes.reduce((n, s) => n + s[1], 0))} | ${kib(sizes.reduce((n, s) => n + s[2], 0))} |

## Server

| Measure | Value |
| --- | ---: |
| Cold start with a new embedded database (init, migrate, seed, schema) to healthy | ${(coldStartMs / 1000).toFixed(2)} s |
| \`allThings(first: 24)\` as guest, sequential, p50 | ${percentile(latencies, 50).toFixed(1)} ms |
| same, p95 | ${percentile(latencies, 95).toFixed(1)} ms |
| same, p99 | ${percentile(latencies, 99).toFixed(1)} ms |
| \`allActions(first: 20)\` newest first over ${feedTotal.toLocaleString('en-US')} actions, p50 / p95 | ${percentile(feed, 50).toFixed(1)} / ${percentile(feed, 95).toFixed(1)} ms |
| same with \`search: "water"\` (full text), p50 / p95 | ${percentile(feedSearch, 50).toFixed(1)} / ${percentile(feedSearch, 95).toFixed(1)} ms |
| same filtered by type, p50 / p95 | ${percentile(feedType, 50).toFixed(1)} / ${percentile(feedType, 95).toFixed(1)} ms |
| same, the page after 500 loaded actions (cursor), p50 / p95 | ${percentile(feedDeep, 50).toFixed(1)} / ${percentile(feedDeep, 95).toFixed(1)} ms |
| Throughput, ${concurrency} concurrent clients | ${throughput.toFixed(0)} requests/s |
| Server process resident memory after the load | ${Number.isNaN(rssKib) ? 'n/a' : `${(rssKib / 1024).toFixed(0)} MiB`} |

## Browser

| Measure | Value |
| --- | ---: |
| \`/activity\` infinite scroll: end of list to the next 20 actions shown, median / worst of 10 pages | ${percentile(scrollPages, 50).toFixed(0)} / ${scrollPages[scrollPages.length - 1]!.toFixed(0)} ms |
| \`/things/search\` in a fresh Chromium context to the list shown, median of 5 | ${percentile(pageLoads, 50).toFixed(0)} ms |

${pagesReport}`;
  // Written as Prettier would, so the format check passes without a manual step.
  const file = join(root, 'docs/benchmarks.md');
  const options = (await prettier.resolveConfig(file)) ?? {};
  writeFileSync(file, await prettier.format(report, { ...options, filepath: file }));
  console.log(report);
  await import('./bench/api.mts').then((api) => api.writeApiBenchmark(file));
}

await main();
await (await import('./bench/data.mts')).runDataBench();
await (await import('./bench/devices.mts')).runDevicesBench();
await (await import('./bench/map.mts')).runMapBench();
await (await import('./bench/widgets.mts')).runWidgetsBench();

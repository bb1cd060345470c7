// Page benchmarks for `pnpm bench`: per entry route, the JavaScript loaded before the first
// paint and to interact, and the CSS (from the build's manifest, gzip), and the largest
// contentful paint in the test Chromium: unthrottled, with 4× CPU throttling,
// and with Lighthouse's slow-4G network (150 ms round trip, 1.6 Mbps down) on
// top of 4× CPU. Loopback only; figures, no assertions.
import type { Browser, Page } from 'playwright-core';
import { BUDGET_KIB, INTERACTIVE_BUDGET_KIB, routeSizes } from '../route-budget.mjs';
import { percentile } from './report.mts';

interface Profile {
  name: string;
  cpu: number;
  network?: { latency: number; downloadThroughput: number; uploadThroughput: number };
}

const PROFILES: Profile[] = [
  { name: 'No throttling', cpu: 1 },
  { name: '4× CPU', cpu: 4 },
  {
    name: 'Slow 4G + 4× CPU',
    cpu: 4,
    // Lighthouse's mobile "slow 4G": 150 ms RTT, 1.6 Mbps down, 750 kbps up.
    network: {
      latency: 150,
      downloadThroughput: (1.6 * 1024 * 1024) / 8,
      uploadThroughput: (750 * 1024) / 8,
    },
  },
];

const RUNS = 3;

/** Reports the page's latest largest-contentful-paint candidate as window.__lcp. */
function observeLcp() {
  new PerformanceObserver((list) => {
    const entries = list.getEntries();
    (window as unknown as { __lcp: number }).__lcp = entries[entries.length - 1]!.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
}

async function lcpOf(
  browser: Browser,
  url: string,
  ready: (page: Page) => Promise<void>,
  profile: Profile,
) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: profile.cpu });
  if (profile.network) {
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', { offline: false, ...profile.network });
  }
  await page.addInitScript(observeLcp);
  await page.goto(url);
  await ready(page);
  await page.waitForLoadState('networkidle');
  const lcp = await page.evaluate(() => (window as unknown as { __lcp?: number }).__lcp ?? NaN);
  await context.close();
  return lcp;
}

function median(values: number[]) {
  return percentile(
    [...values].sort((a, b) => a - b),
    50,
  );
}

/** The markdown section for docs/benchmarks.md. */
export async function benchPages(browser: Browser, baseUrl: string): Promise<string> {
  const things = (await fetch(`${baseUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      query: '{ allThings(first: 1, orderBy: [NAME_ASC]) { nodes { id } } }',
    }),
  }).then((response) => response.json())) as { data: { allThings: { nodes: { id: string }[] } } };
  const thingId = things.data.allThings.nodes[0]!.id;

  const heading = async (page: Page) => {
    await page.locator('main h1').first().waitFor();
  };
  const routes: { route: string; path: string; ready: (page: Page) => Promise<void> }[] = [
    { route: '/', path: '/', ready: heading },
    {
      route: '/things/search',
      path: '/things/search',
      ready: async (page) => {
        await page.getByText(/Showing \d+ of \d+/).waitFor();
      },
    },
    { route: '/things/{id}', path: `/things/${thingId}`, ready: heading },
  ];

  const sizes = new Map(routeSizes().map((size) => [size.route, size]));
  const rows: string[] = [];
  for (const { route, path, ready } of routes) {
    const lcps: string[] = [];
    for (const profile of PROFILES) {
      const runs: number[] = [];
      for (let i = 0; i < RUNS; i++)
        runs.push(await lcpOf(browser, `${baseUrl}${path}`, ready, profile));
      lcps.push(`${(median(runs) / 1000).toFixed(2)} s`);
    }
    const { firstPaint, interactive } = sizes.get(route)!;
    rows.push(
      `| \`${route}\` | ${firstPaint.jsKib.toFixed(1)} KiB (${firstPaint.files.length} files) | ${interactive.jsKib.toFixed(1)} KiB (${interactive.files.length} files) | ${firstPaint.cssKib.toFixed(1)} KiB | ${lcps.join(' | ')} |`,
    );
  }

  return `## Pages (first load as a guest, Chromium)

The server renders these pages for a first-time guest (docs/decisions/0141): JavaScript
before the first paint (the route-budget test allows ${BUDGET_KIB} KiB) and for the app to take
the page over (${INTERACTIVE_BUDGET_KIB} KiB), the CSS of the first paint (gzip), and the largest
contentful paint, median of ${RUNS} fresh contexts at 412 × 823 px. Goals: LCP ≤ 1.0 s with 4×
CPU, ≤ 2.0 s with slow 4G + 4× CPU.

| Route | JS before first paint | JS to interact | CSS | LCP, ${PROFILES.map((profile) => profile.name).join(' | LCP, ')} |
| --- | ---: | ---: | ---: | ${PROFILES.map(() => '---:').join(' | ')} |
${rows.join('\n')}
`;
}

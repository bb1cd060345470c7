// The partner widgets (issue 14, decision 0142) as a partner's visitor gets them: a plain HTML
// page served from a second origin (another port) holding the script tag and one widget, in the
// test Chromium with the same-origin policy on, a fresh context (cold cache) each run.
//   - size: the JavaScript the page downloads for that widget (our script, its lazy chunks, and
//     for the map the chunk with React, the kit, MapLibre and deck.gl, and MapLibre's worker),
//     gzip computed here (level 9) from the bodies the browser received; the style sheets the
//     widget adopts likewise;
//   - time to first render: from navigation start to the first frame painted after the widget
//     shows its content in its shadow root (its `bloomkeep-ready` event with state "content",
//     then two animation frames), unthrottled and with 4× CPU throttling.
// Writes the "widgets" section of docs/benchmarks.md; asserts nothing about time.
//
// Run by `pnpm bench`, or alone after building the app and the widgets:
//   VITE_MAP_OFFLINE=1 npx -y pnpm@10 --workspace-concurrency=1 \
//     --filter @bloomkeep/app --filter @bloomkeep/widgets build
//   npx tsx scripts/bench/widgets.mts
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';
import { launchBrowser } from '../../packages/app/e2e/browser.ts';
import { STEWARD, stewardSharingBadges } from '../../packages/app/e2e/partnerSetup.ts';
import { startServer, type RunningServer } from '../../packages/app/e2e/server.ts';
import { percentile, writeSection } from './report.mts';

const root = resolve(import.meta.dirname, '../..');
const RUNS = Number(process.env.BENCH_WIDGET_RUNS ?? 5);
/** A phone-sized partner page: the widgets' common case. */
const VIEWPORT = { width: 412, height: 823 };
const PROFILES = [
  { name: 'No throttling', cpu: 1 },
  { name: '4× CPU', cpu: 4 },
] as const;
/** The demo's things in the middle of Totnes. */
const BBOX = '-3.70,50.425,-3.675,50.437';

interface Widget {
  name: string;
  element: (api: string, thing: string) => string;
}

const WIDGETS: readonly Widget[] = [
  {
    name: '`<bloomkeep-thing-card>`',
    element: (api, thing) =>
      `<bloomkeep-thing-card api="${api}" thing="${thing}"></bloomkeep-thing-card>`,
  },
  {
    name: '`<bloomkeep-badges>`',
    element: (api) =>
      `<bloomkeep-badges api="${api}" user="${STEWARD.username}"></bloomkeep-badges>`,
  },
  {
    name: '`<bloomkeep-thing-map>`',
    element: (api) =>
      `<bloomkeep-thing-map api="${api}" bbox="${BBOX}" height="400"></bloomkeep-thing-map>`,
  },
];

/**
 * Runs in the page before anything else: the first frame after each widget's content is shown.
 * `bloomkeep-ready` is composed, so it reaches the document from inside any shadow root.
 */
const RECORD_FIRST_RENDER = `
  window.__bkFirstRender = null;
  document.addEventListener('bloomkeep-ready', (event) => {
    if (event.detail?.state !== 'content' || window.__bkFirstRender !== null) return;
    requestAnimationFrame(() => requestAnimationFrame(() => {
      window.__bkFirstRender = performance.now();
    }));
  });
`;

function partnerPage(api: string, widget: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Friends of Borough Park</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
</head><body><main>
<h1>Friends of Borough Park</h1>
${widget}
</main>
<script type="module" src="${api}/widgets/v1/bloomkeep.js"></script>
</body></html>`;
}

interface Run {
  ms: number;
  js: Map<string, number>;
  css: Map<string, number>;
}

/** One cold load of the partner's page: the time to first render, and what it downloaded. */
async function measure(
  browser: Browser,
  url: string,
  api: string,
  cpu: number,
  content: string,
): Promise<Run> {
  const context = await browser.newContext({ viewport: VIEWPORT });
  await context.addInitScript(RECORD_FIRST_RENDER);
  const page = await context.newPage();
  const js = new Map<string, number>();
  const css = new Map<string, number>();
  const bodies: Promise<void>[] = [];
  // Our files only (the page itself and the fonts are not the widget's script).
  context.on('response', (response) => {
    const address = response.url();
    if (!address.startsWith(api) || response.status() !== 200) return;
    const path = new URL(address).pathname;
    const kind = /\.m?js$/.test(path)
      ? js
      : /\.css$/.test(path) && !/fonts-/.test(path)
        ? css
        : null;
    if (!kind) return;
    bodies.push(
      response.body().then(
        (body) => void kind.set(path, gzipSync(body, { level: 9 }).length),
        () => undefined,
      ),
    );
  });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
  await page.goto(url);
  const handle = await page.waitForFunction(
    () => (window as unknown as { __bkFirstRender: number | null }).__bkFirstRender,
    undefined,
    { timeout: 120_000 },
  );
  const ms = (await handle.jsonValue()) as number;
  // The content is really there, inside the shadow root.
  const shown = await page.evaluate(
    (selector) =>
      [...document.querySelectorAll('main > *')].some(
        (host) => host.shadowRoot?.querySelector(selector) != null,
      ),
    content,
  );
  if (!shown) throw new Error(`${url}: ready, but no ${content} in the shadow root`);
  // The map's worker and late chunks: wait until the network has settled.
  await page.waitForLoadState('networkidle');
  await Promise.all(bodies);
  await context.close();
  return { ms, js, css };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const sum = (sizes: Map<string, number>) => [...sizes.values()].reduce((n, s) => n + s, 0);
const ms = (value: number) => `${Math.round(value).toLocaleString('en-US')} ms`;

async function prepare(server: RunningServer): Promise<string> {
  const token = await stewardSharingBadges(server);
  const { createThing } = await server.graphql<{ createThing: { thing: { id: string } } }>(
    `mutation { createThing(input: { name: "Partner park bed", isPublic: true, x: -3.686,
      y: 50.431, category: FLOWERBED }) { thing { id } } }`,
    {},
    token,
  );
  return createThing.thing.id;
}

export async function runWidgetsBench(): Promise<void> {
  const server = await startServer({ allowTextOperations: true });
  let partner: http.Server | undefined;
  let browser: Browser | undefined;
  try {
    const thing = await prepare(server);
    const api = server.url;
    partner = http.createServer((req, res) => {
      const index = Number(new URL(req.url ?? '/', 'http://x').searchParams.get('widget'));
      const widget = WIDGETS[index];
      res.writeHead(widget ? 200 : 404, { 'content-type': 'text/html; charset=utf-8' });
      res.end(widget ? partnerPage(api, widget.element(api, thing)) : 'no such widget');
    });
    await new Promise<void>((done) => partner!.listen(0, '127.0.0.1', done));
    const origin = `http://localhost:${(partner.address() as AddressInfo).port}`;
    browser = await launchBrowser([], { webSecurity: true });

    const contentOf = ['a[href*="/things/"]', 'li', '[data-map-ready="true"]'];
    const rows: string[] = [];
    const loads: number[] = [];
    for (const [index, widget] of WIDGETS.entries()) {
      const url = `${origin}/?widget=${index}`;
      // A first load warms the server (render module, queries); it is not counted.
      await measure(browser, url, api, 1, contentOf[index]!);
      const times: Record<number, number[]> = {};
      let last: Run | undefined;
      for (const profile of PROFILES) {
        times[profile.cpu] = [];
        for (let run = 0; run < RUNS; run++) {
          last = await measure(browser, url, api, profile.cpu, contentOf[index]!);
          times[profile.cpu]!.push(last.ms);
          loads.push(loadavg()[0]!);
        }
        times[profile.cpu]!.sort((a, b) => a - b);
      }
      const js = sum(last!.js);
      const files = [...last!.js.keys()].map((path) => path.replace(/-[\w-]{8}\./, '.'));
      rows.push(
        `| ${widget.name} | ${kb(js)} (${files.length} file${files.length === 1 ? '' : 's'}) | ${kb(sum(last!.css))} | ${PROFILES.map((profile) => ms(percentile(times[profile.cpu]!, 50))).join(' | ')} |`,
      );
      console.log(widget.name, files.join(', '));
    }

    const section = `## Partner widgets

Each widget alone on a plain partner page served from a second origin (another port), with the
script tag \`/widgets/v1/bloomkeep.js\`, in the test Chromium (SwiftShader, same-origin policy on),
a ${VIEWPORT.width} × ${VIEWPORT.height} window and a fresh context (cold cache) each run. **JS** is every script the
page downloads for the widget: the entry, its lazy chunks and, for the map, the chunk with React,
the kit, MapLibre and deck.gl, and MapLibre's worker (gzip level 9 of the bodies received; the
server sends its precompressed twins). **CSS** is the style sheets it loads into its shadow root
(the card's and badges' from the app build, the map's from its chunk). **First render** is from navigation start to the first frame after the widget shows
its content in its shadow root (its \`bloomkeep-ready\` event, then two animation frames): the
card's and badges' server-rendered fragments, the map drawn with the things in view. Median of
${RUNS} after a warm-up load; the budget (decision 0142) is ≤ 60 KB gzip of JS for the card and
badges. Load average while measuring: ${(loads.reduce((n, l) => n + l, 0) / loads.length).toFixed(1)} (other work on the machine slows every figure).

| Widget | JS (gzip) | CSS (gzip) | First render, ${PROFILES.map((profile) => profile.name).join(' | First render, ')} |
| --- | ---: | ---: | ${PROFILES.map(() => '---:').join(' | ')} |
${rows.join('\n')}
`;
    await writeSection(join(root, 'docs/benchmarks.md'), 'widgets', section);
    console.log(section);
  } finally {
    await browser?.close();
    await new Promise((done) => (partner ? partner.close(done) : done(undefined)));
    await server.stop();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await runWidgetsBench();
}

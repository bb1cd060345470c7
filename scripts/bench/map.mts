// The map at scale (issue 12, "Scale" → Benchmark): 100,000 public things seeded into a fresh
// server's database, then, in the same Chromium (SwiftShader) and the same run,
//   - ours: `/map` as a guest, which asks the server for the box in view and gets points or
//     per-cell clusters back (decision 0131), drawn by deck.gl over MapLibre (0132);
//   - plain: a bare MapLibre page with one `circle` layer over a GeoJSON source holding all
//     the points, the way a map is usually first written.
// For each, at two views: the first frame with the things drawn (from navigation start), the
// bytes of the data behind that frame (raw, and gzip computed here), and the frame rate while
// the map is dragged. Both pages draw the kit's offline base style, so nothing but the things
// differs. Writes the "map" section of docs/benchmarks.md; asserts nothing about time.
//
// Run by `pnpm bench` (which builds the app with VITE_MAP_OFFLINE=1 first), or alone after such
// a build:   VITE_MAP_OFFLINE=1 npx -y pnpm@10 --filter @bloomkeep/app build
//            npx tsx scripts/bench/map.mts
import http from 'node:http';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { loadavg } from 'node:os';
import { dirname, extname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import type PgModule from 'pg';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from '../../packages/app/e2e/browser.ts';
import { startServer } from '../../packages/app/e2e/server.ts';
import { MAP_BENCH_REGION, insertMapBenchThings } from '../../packages/server/src/db/mapBench.ts';
import { offlineMapStyle } from '../../packages/ui/src/map/offlineMapStyle.ts';
import { BUDGET_KIB, routeSizes } from '../route-budget.mjs';
import { ownerUrlFromOutput } from './data.mts';
import { percentile, writeSection } from './report.mts';

const root = resolve(import.meta.dirname, '../..');
const pg = createRequire(join(root, 'packages/server/package.json'))('pg') as typeof PgModule;
// The kit's maplibre-gl, served as its own files to the plain page (its worker sits beside it).
const maplibreDist = dirname(
  createRequire(join(root, 'packages/ui/package.json')).resolve('maplibre-gl/dist/maplibre-gl.mjs'),
);

const THINGS = 100_000;
const VIEWPORT = { width: 1280, height: 800 };
const RUNS = Number(process.env.BENCH_MAP_RUNS ?? 3);
/** How long the map is dragged for the frame rate. */
const PAN_MS = 3_000;
const { west, south, east, north } = MAP_BENCH_REGION;
const CENTRE = { longitude: (west + east) / 2, latitude: (south + north) / 2 };
/** Zoom 9 holds the whole region in a 1280 × 800 map; zoom 12 is a town and its outskirts. */
const VIEWS = [
  { name: 'whole region', zoom: 9 },
  { name: 'a town', zoom: 12, centre: { longitude: -3.69, latitude: 50.43 } },
];

interface Drawn {
  /** ms from navigation start to the first frame with the things drawn. */
  firstFrameMs: number;
  /** The data behind that frame: raw bytes, gzip bytes, and how many requests. */
  raw: number;
  gzip: number;
  requests: number;
  /** What was drawn: points + clusters (ours) or rendered circles (plain). */
  drawn: number;
}

interface Fps {
  fps: number;
  /** 95th percentile and worst time between two frames while dragging, ms. */
  p95: number;
  worst: number;
}

/** Counts animation frames while the mouse drags the map in circles for PAN_MS. */
async function panFps(page: Page): Promise<Fps> {
  const box = (await page.locator('canvas.maplibregl-canvas').first().boundingBox())!;
  const cx = box.x + box.width / 2;
  const cy = box.y + box.height / 2;
  await page.mouse.move(cx, cy);
  // As text: tsx would wrap a named inner function in a helper the page does not have.
  await page.evaluate(`(() => {
    window.__frames = [];
    const tick = (t) => {
      if (!window.__frames) return;
      window.__frames.push(t);
      requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  })()`);
  await page.mouse.down();
  const started = Date.now();
  const radius = Math.min(box.width, box.height) / 5;
  // A circle through the start point, one turn every 1.5 s: the view stays over the things.
  for (let elapsed = 0; elapsed < PAN_MS; elapsed = Date.now() - started) {
    const angle = (2 * Math.PI * elapsed) / 1_500;
    await page.mouse.move(cx + radius * Math.sin(angle), cy + radius * (1 - Math.cos(angle)));
  }
  await page.mouse.up();
  const frames = await page.evaluate(() => {
    const w = window as unknown as { __frames: number[] | null };
    const all = w.__frames ?? [];
    w.__frames = null;
    return all;
  });
  const gaps = frames.slice(1).map((t, i) => t - frames[i]!);
  const seconds = (frames[frames.length - 1]! - frames[0]!) / 1000;
  gaps.sort((a, b) => a - b);
  return {
    fps: (frames.length - 1) / seconds,
    p95: percentile(gaps, 95),
    worst: gaps[gaps.length - 1] ?? NaN,
  };
}

/** The time of a performance mark, waiting for it to appear. */
async function markTime(page: Page, name: string): Promise<number> {
  await page.waitForFunction(
    (mark) => performance.getEntriesByName(mark, 'mark').length > 0,
    name,
    { timeout: 120_000, polling: 50 },
  );
  return page.evaluate((mark) => performance.getEntriesByName(mark, 'mark')[0]!.startTime, name);
}

/** `/map` as a guest: time to the kit's `thing-map-drawn` mark and the mapFeatures answers. */
async function measureOurs(
  browser: Browser,
  appUrl: string,
  view: (typeof VIEWS)[number],
  withFps: boolean,
) {
  const context = await browser.newContext({ viewport: VIEWPORT });
  const page = await context.newPage();
  const answers: Promise<Buffer | null>[] = [];
  page.on('response', (response) => {
    if (!response.url().endsWith('/graphql') || response.request().method() !== 'POST') return;
    answers.push(
      response.body().then(
        (body) => (body.includes('"mapFeatures"') ? body : null),
        () => null,
      ),
    );
  });
  const centre = view.centre ?? CENTRE;
  // Only the things overlay: the plain layer draws things and nothing else either.
  await page.goto(
    `${appUrl}/map?overlays=things&lng=${centre.longitude}&lat=${centre.latitude}&z=${view.zoom}`,
  );
  const firstFrameMs = await markTime(page, 'thing-map-drawn');
  const bodies = (await Promise.all(answers)).filter((body): body is Buffer => body !== null);
  let drawn = 0;
  for (const body of bodies) {
    const answer = JSON.parse(body.toString('utf8')) as {
      data: { mapFeatures: { points: unknown[]; clusters: unknown[] } };
    };
    drawn = answer.data.mapFeatures.points.length + answer.data.mapFeatures.clusters.length;
  }
  const box = (await page.locator('canvas.maplibregl-canvas').first().boundingBox())!;
  const fps = withFps ? await panFps(page) : null;
  await context.close();
  const result: Drawn = {
    firstFrameMs,
    raw: bodies.reduce((n, body) => n + body.length, 0),
    gzip: bodies.reduce((n, body) => n + gzipSync(body).length, 0),
    requests: bodies.length,
    drawn,
  };
  return { result, fps, size: { width: Math.round(box.width), height: Math.round(box.height) } };
}

/** The plain page: MapLibre, the offline style, one circle layer over all the things. */
function plainPage(size: { width: number; height: number }): string {
  const style = {
    ...offlineMapStyle,
    sources: { things: { type: 'geojson', data: '__DATA__' } },
    layers: [
      ...offlineMapStyle.layers,
      {
        id: 'things',
        type: 'circle',
        source: 'things',
        paint: {
          'circle-radius': 4,
          'circle-stroke-width': 1,
          'circle-stroke-color': '#ffffff',
          'circle-color': [
            'match',
            ['get', 'c'],
            'BLUE',
            '#2b6cb0',
            'GREEN',
            '#2f855a',
            'ORANGE',
            '#dd6b20',
            'RED',
            '#c53030',
            '#718096',
          ],
        },
      },
    ],
  };
  return `<!doctype html>
<html><head><meta charset="utf-8"><title>Plain MapLibre circle layer</title>
<style>html, body { margin: 0 } #map { width: ${size.width}px; height: ${size.height}px }</style>
</head><body><div id="map"></div>
<script type="module">
  import { Map } from '/maplibre/maplibre-gl.mjs';
  const search = new URLSearchParams(location.search);
  const style = JSON.parse(${JSON.stringify(JSON.stringify(style))});
  style.sources.things.data = new URL('/things.geojson', location.href).href;
  const map = new Map({
    container: 'map',
    style,
    center: [Number(search.get('lng')), Number(search.get('lat'))],
    zoom: Number(search.get('z')),
    attributionControl: false,
  });
  // idle: the style, the GeoJSON and every tile in view are loaded and drawn.
  map.once('idle', () => {
    performance.mark('plain-map-drawn');
    window.__drawn = map.queryRenderedFeatures({ layers: ['things'] }).length;
  });
</script></body></html>`;
}

/** A loopback server for the plain page, the kit's maplibre files and the GeoJSON. */
async function servePlain(geojson: Buffer, size: { width: number; height: number }) {
  const html = plainPage(size);
  const types: Record<string, string> = { '.mjs': 'text/javascript', '.map': 'application/json' };
  const server = http.createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://localhost').pathname;
    if (path === '/') {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(html);
    } else if (path === '/things.geojson') {
      // Raw, as the app's /graphql answers go out: the gzip figure is computed for both.
      response.writeHead(200, { 'content-type': 'application/geo+json' }).end(geojson);
    } else if (/^\/maplibre\/[\w.-]+$/.test(path)) {
      const file = join(maplibreDist, path.slice('/maplibre/'.length));
      try {
        const body = readFileSync(file);
        response
          .writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream' })
          .end(body);
      } catch {
        response.writeHead(404).end();
      }
    } else {
      response.writeHead(404).end();
    }
  });
  await new Promise<void>((ready) => server.listen(0, '127.0.0.1', ready));
  const address = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${address.port}`,
    close: () => new Promise<void>((closed) => server.close(() => closed())),
  };
}

async function measurePlain(
  browser: Browser,
  plainUrl: string,
  geojson: { raw: number; gzip: number },
  view: (typeof VIEWS)[number],
  withFps: boolean,
) {
  const context = await browser.newContext({ viewport: VIEWPORT });
  const page = await context.newPage();
  const centre = view.centre ?? CENTRE;
  await page.goto(`${plainUrl}/?lng=${centre.longitude}&lat=${centre.latitude}&z=${view.zoom}`);
  const firstFrameMs = await markTime(page, 'plain-map-drawn');
  const drawn = await page.evaluate(() => (window as unknown as { __drawn: number }).__drawn);
  const fps = withFps ? await panFps(page) : null;
  await context.close();
  const result: Drawn = { firstFrameMs, ...geojson, requests: 1, drawn };
  return { result, fps };
}

/** Every thing a guest may see, as the GeoJSON a plain map would load: position, id, colour. */
async function thingsGeojson(client: PgModule.Client): Promise<Buffer> {
  const { rows } = await client.query<{ geojson: string }>(
    `select json_build_object('type', 'FeatureCollection', 'features', json_agg(json_build_object(
       'type', 'Feature',
       'geometry', json_build_object('type', 'Point', 'coordinates',
         json_build_array(round(location[0]::numeric, 6), round(location[1]::numeric, 6))),
       'properties', json_build_object('id', id, 'c', indicator_colour))))::text as geojson
     from app_public.things where is_public and deleted_at is null`,
  );
  return Buffer.from(rows[0]!.geojson, 'utf8');
}

/** gzip KiB of JavaScript before the first paint of `/`, and whether any of it is the map's. */
function homeFirstPaint() {
  const manifest = JSON.parse(
    readFileSync(join(root, 'packages/app/dist/.vite/manifest.json'), 'utf8'),
  ) as Record<string, { file: string }>;
  const mapChunks = new Set(
    Object.entries(manifest)
      .filter(([source]) => /maplibre-gl|@deck\.gl|@luma\.gl|routes\/Map\//.test(source))
      .map(([, chunk]) => chunk.file),
  );
  const home = routeSizes().find((size) => size.route === '/')!;
  // Map code must stay out of what `/` runs at all before a map is on screen.
  const mapFiles = home.interactive.files.filter(({ file }) => mapChunks.has(file));
  return {
    jsKib: home.firstPaint.jsKib,
    interactiveKib: home.interactive.jsKib,
    mapFiles: mapFiles.map(({ file }) => file),
  };
}

const median = (values: number[]) =>
  percentile(
    [...values].sort((a, b) => a - b),
    50,
  );
const kb = (bytes: number) =>
  bytes >= 1e6 ? `${(bytes / 1e6).toFixed(1)} MB` : `${(bytes / 1000).toFixed(1)} KB`;
const ms = (value: number) => `${Math.round(value).toLocaleString('en-US')} ms`;

export async function runMapBench(): Promise<void> {
  const server = await startServer();
  let plain: Awaited<ReturnType<typeof servePlain>> | null = null;
  let browser: Browser | null = null;
  try {
    const client = new pg.Client({ connectionString: ownerUrlFromOutput(server.output()) });
    await client.connect();
    let geojsonBody: Buffer;
    let seedMs: number;
    let publicThings: number;
    try {
      console.log(`Seeding ${THINGS.toLocaleString('en-US')} things for the map …`);
      const t = performance.now();
      await insertMapBenchThings(client, { count: THINGS });
      await client.query('analyze app_public.things');
      seedMs = performance.now() - t;
      geojsonBody = await thingsGeojson(client);
      publicThings = (
        await client.query<{ n: number }>(
          'select count(*)::int as n from app_public.things where is_public and deleted_at is null',
        )
      ).rows[0]!.n;
    } finally {
      await client.end();
    }
    const geojson = { raw: geojsonBody.length, gzip: gzipSync(geojsonBody).length };

    browser = await launchBrowser();
    const rows: {
      view: (typeof VIEWS)[number];
      ours: Drawn[];
      plain: Drawn[];
      oursFps: Fps;
      plainFps: Fps;
    }[] = [];
    for (const view of VIEWS) {
      const ours: Drawn[] = [];
      const plainRuns: Drawn[] = [];
      let oursFps: Fps | null = null;
      let plainFps: Fps | null = null;
      // Alternate the two so that any drift on the shared machine touches both alike.
      for (let run = 0; run < RUNS; run++) {
        const last = run === RUNS - 1;
        const measured = await measureOurs(browser, server.url, view, last);
        ours.push(measured.result);
        oursFps = measured.fps ?? oursFps;
        // The plain map gets exactly the size of the app's map, so both show the same area.
        plain ??= await servePlain(geojsonBody, measured.size);
        const base = await measurePlain(browser, plain.url, geojson, view, last);
        plainRuns.push(base.result);
        plainFps = base.fps ?? plainFps;
        console.log(
          `z${view.zoom} run ${run + 1}: ours ${ms(measured.result.firstFrameMs)}, plain ${ms(base.result.firstFrameMs)}`,
        );
      }
      rows.push({ view, ours, plain: plainRuns, oursFps: oursFps!, plainFps: plainFps! });
    }
    const home = homeFirstPaint();

    const table = rows
      .map(({ view, ours, plain: base, oursFps, plainFps }) => {
        const o = median(ours.map((r) => r.firstFrameMs));
        const p = median(base.map((r) => r.firstFrameMs));
        const ratio = o / p;
        const payload = ours[ours.length - 1]!;
        return [
          `| ${view.name} (zoom ${view.zoom}): first frame with the things drawn, median of ${RUNS} | ${ms(o)} | ${ms(p)} | ${ratio.toFixed(2)}× (goal ≤ 0.5×: **${ratio <= 0.5 ? 'met' : 'not met'}**) |`,
          `| same: data behind the first frame, raw / gzip | ${kb(payload.raw)} / ${kb(payload.gzip)} (${payload.requests} \`mapFeatures\` answer${payload.requests === 1 ? '' : 's'}) | ${kb(base[0]!.raw)} / ${kb(base[0]!.gzip)} (GeoJSON) | gzip goal ≤ 200 KB: **${payload.gzip <= 200_000 ? 'met' : 'not met'}** |`,
          `| same: drawn at first frame | ${payload.drawn.toLocaleString('en-US')} points and clusters | ${base[0]!.drawn.toLocaleString('en-US')} circles | |`,
          `| same: dragging for ${PAN_MS / 1000} s, frames per second (p95 / worst frame) | ${oursFps.fps.toFixed(1)} (${ms(oursFps.p95)} / ${ms(oursFps.worst)}) | ${plainFps.fps.toFixed(1)} (${ms(plainFps.p95)} / ${ms(plainFps.worst)}) | |`,
        ].join('\n');
      })
      .join('\n');

    const section = `## Map: ${publicThings.toLocaleString('en-US')} things, ours against a plain MapLibre layer

${THINGS.toLocaleString('en-US')} public things over South Devon (\`insertMapBenchThings\`, ${(seedMs / 1000).toFixed(1)} s with \`analyze\`)
plus the demo's, in Chromium with SwiftShader (no GPU), a ${VIEWPORT.width} × ${VIEWPORT.height} window, both on the kit's offline
base style. **Ours** is \`/map?overlays=things\` as a guest: the server answers the box in view with
points or per-cell clusters (decision 0131), drawn by deck.gl over MapLibre; the first frame is the
kit's \`thing-map-drawn\` mark, from navigation start (the app's JavaScript, MapLibre, deck.gl and the
query included). **Plain** is a page with MapLibre alone and one \`circle\` layer over a GeoJSON source
of all ${publicThings.toLocaleString('en-US')} things (position, id and colour), the same map size and view; its first
frame is MapLibre's first \`idle\` (GeoJSON loaded, tiled and drawn). Payload gzip is computed here
(loopback sends both raw). Frame rate: requestAnimationFrame callbacks while the mouse drags the map
in circles. Issue 12's goals: first frame ≤ 0.5× the plain layer's, first view ≤ 200 KB gzip.
Load average while measuring: ${loadavg()[0]!.toFixed(1)}.

| Measure | Ours (\`/map\`) | Plain circle layer | Goal |
| --- | ---: | ---: | --- |
${table}

JavaScript before the first paint of \`/\`: ${home.jsKib.toFixed(1)} KiB gzip, ${home.jsKib <= BUDGET_KIB ? '**within**' : '**over**'} the route budget of ${BUDGET_KIB} KiB; to interact, ${home.interactiveKib.toFixed(1)} KiB; map code in either:
${home.mapFiles.length === 0 ? '**none** (MapLibre and deck.gl load only with a map)' : `**${home.mapFiles.join(', ')}**`}.
`;
    await writeSection(join(root, 'docs/benchmarks.md'), 'map', section);
    console.log(section);
  } finally {
    await browser?.close();
    await plain?.close();
    await server.stop();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await runMapBench();
}

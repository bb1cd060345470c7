#!/usr/bin/env node
// The JavaScript a first-time guest's browser downloads for each entry route, read from the
// app build's Vite manifest, in gzip bytes as the server sends them. Two figures per route:
// - before first paint: the server renders the page (docs/decisions/0141) and sends it with
//   one script, the entry (src/boot.ts), which loads the app only after the page is painted.
//   So what is fetched before the first paint is the entry chunk and its static imports.
//   (e2e/ssr.e2e.test.ts proves the routes are rendered on the server and that the page
//   carries no other script or preload.)
// - to interact: the entry, the app (src/main.tsx) with its static imports, and the route's
//   lazy page chunk with its static imports: what the browser runs to take the page over.
// Fails when a route is over either budget. A size check, not a timing. Run after
// `pnpm --filter @bloomkeep/app build`.
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';

const root = resolve(fileURLToPath(import.meta.url), '../..');
const dist = join(root, 'packages/app/dist');

/** KiB of gzip JavaScript allowed before the first paint of each entry route (issue 9's goal). */
export const BUDGET_KIB = 170;

/**
 * KiB of gzip JavaScript allowed for a route to become interactive. It held what the app
 * reached with every page rendered in the browser (docs/decisions/0107 and its addenda: 280,
 * then 290 with issue 10, 295 with issue 11), and keeps the app's growth in check.
 */
export const INTERACTIVE_BUDGET_KIB = 295;

/** The entry routes and the module of the page each one renders. */
export const ENTRY_ROUTES = [
  { route: '/', page: 'src/routes/Home/HomeRoute.tsx' },
  { route: '/things/search', page: 'src/routes/Things/ThingSearchRoute.tsx' },
  { route: '/things/{id}', page: 'src/routes/Thing/ThingRoute.tsx' },
];

/** The module the entry imports after the first paint. */
const APP_MODULE = 'src/main.tsx';

function gzipBytes(file) {
  const path = join(dist, file);
  // The build writes .gz next to each asset (level 9); that is what is served.
  if (existsSync(`${path}.gz`)) return readFileSync(`${path}.gz`).length;
  return gzipSync(readFileSync(path), { level: 9 }).length;
}

/** Files (JS and CSS) each entry route loads before its first paint and to become interactive. */
export function routeFiles(distDir = dist) {
  const manifest = JSON.parse(readFileSync(join(distDir, '.vite/manifest.json'), 'utf8'));
  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
  if (!entryKey) throw new Error('The manifest has no entry');
  if (!manifest[APP_MODULE]) throw new Error(`The manifest has no chunk for ${APP_MODULE}`);
  const collect = (key, js, css) => {
    const chunk = manifest[key];
    if (!chunk || js.has(chunk.file)) return;
    js.add(chunk.file);
    for (const file of chunk.css ?? []) css.add(file);
    for (const imported of chunk.imports ?? []) collect(imported, js, css);
  };
  return ENTRY_ROUTES.map(({ route, page }) => {
    if (!manifest[page]) throw new Error(`The manifest has no chunk for ${page}`);
    const firstPaint = { js: new Set(), css: new Set() };
    collect(entryKey, firstPaint.js, firstPaint.css);
    const interactive = { js: new Set(firstPaint.js), css: new Set(firstPaint.css) };
    collect(APP_MODULE, interactive.js, interactive.css);
    collect(page, interactive.js, interactive.css);
    // The page's style sheets are linked by the server-rendered HTML (index.html links the
    // app's, the server adds the page's), so the first paint has the same CSS as the app.
    return {
      route,
      firstPaint: { js: [...firstPaint.js], css: [...interactive.css] },
      interactive: { js: [...interactive.js], css: [...interactive.css] },
    };
  });
}

function measure(files) {
  const js = files.js
    .map((file) => ({ file, bytes: gzipBytes(file) }))
    .sort((a, b) => b.bytes - a.bytes);
  const jsKib = js.reduce((sum, { bytes }) => sum + bytes, 0) / 1024;
  const cssKib = files.css.reduce((sum, file) => sum + gzipBytes(file), 0) / 1024;
  return { jsKib, cssKib, files: js };
}

/** Per route: gzip KiB of JS (and the app's CSS) before first paint and to interact. */
export function routeSizes(distDir = dist) {
  return routeFiles(distDir).map(({ route, firstPaint, interactive }) => ({
    route,
    firstPaint: measure(firstPaint),
    interactive: measure(interactive),
  }));
}

function main() {
  let failed = false;
  const report = (label, { jsKib, cssKib, files }, budget) => {
    const over = jsKib > budget;
    failed ||= over;
    console.log(
      `  ${over ? '✘' : '✔'} ${label}: ${jsKib.toFixed(1)} KiB gzip JS (budget ${budget}), ` +
        `${cssKib.toFixed(1)} KiB gzip CSS, ${files.length} scripts`,
    );
    for (const { file, bytes } of files.slice(0, over ? files.length : 6))
      console.log(`      ${(bytes / 1024).toFixed(1).padStart(6)} KiB  ${file}`);
  };
  for (const { route, firstPaint, interactive } of routeSizes()) {
    console.log(route);
    report('before first paint', firstPaint, BUDGET_KIB);
    report('to interact', interactive, INTERACTIVE_BUDGET_KIB);
  }
  process.exit(failed ? 1 : 0);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();

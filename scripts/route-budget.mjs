#!/usr/bin/env node
// The JavaScript a guest's browser downloads before the first paint of each
// entry route, read from the app build's Vite manifest: the entry chunk and
// everything it imports statically, plus the route's lazy page chunk and its
// static imports (what the router loads before it renders the page). Gzip
// sizes, as the server sends them. Fails when a route is over its budget.
// A size check, not a timing. Run after `pnpm --filter @bloomkeep/app build`.
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';

const root = resolve(fileURLToPath(import.meta.url), '../..');
const dist = join(root, 'packages/app/dist');

/**
 * KiB of gzip JavaScript allowed before the first paint of each entry route.
 * The goal is 170; react-dom, Relay and react-router alone take about 155, so
 * the budget holds what was reached (docs/decisions/0107-fast-first-load.md).
 * Raised from 280 with issue 10 (focus management, the verify banner, toast
 * actions, scroll cues in the shell and shared kit): 286.5 measured on `/`. Raised to 295 with
 * issue 11 (device routes in the router, the shared device-health rules the kit's battery and
 * signal indicators read): 292.1 on `/`.
 */
export const BUDGET_KIB = 295;

/** The entry routes and the module of the page each one renders. */
export const ENTRY_ROUTES = [
  { route: '/', page: 'src/routes/Home/HomeRoute.tsx' },
  { route: '/things/search', page: 'src/routes/Things/ThingSearchRoute.tsx' },
  { route: '/things/{id}', page: 'src/routes/Thing/ThingRoute.tsx' },
];

function gzipBytes(file) {
  const path = join(dist, file);
  // The build writes .gz next to each asset (level 9); that is what is served.
  if (existsSync(`${path}.gz`)) return readFileSync(`${path}.gz`).length;
  return gzipSync(readFileSync(path), { level: 9 }).length;
}

/** Files (JS and CSS) loaded before the first paint of each entry route. */
export function firstPaintFiles(distDir = dist) {
  const manifest = JSON.parse(readFileSync(join(distDir, '.vite/manifest.json'), 'utf8'));
  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
  if (!entryKey) throw new Error('The manifest has no entry');
  const collect = (key, js, css) => {
    const chunk = manifest[key];
    if (!chunk || js.has(chunk.file)) return;
    js.add(chunk.file);
    for (const file of chunk.css ?? []) css.add(file);
    for (const imported of chunk.imports ?? []) collect(imported, js, css);
  };
  return ENTRY_ROUTES.map(({ route, page }) => {
    if (!manifest[page]) throw new Error(`The manifest has no chunk for ${page}`);
    const js = new Set();
    const css = new Set();
    collect(entryKey, js, css);
    collect(page, js, css);
    return { route, js: [...js], css: [...css] };
  });
}

/** Per route: gzip KiB of JS and CSS before first paint, and the files by size. */
export function routeSizes(distDir = dist) {
  return firstPaintFiles(distDir).map(({ route, js, css }) => {
    const files = js
      .map((file) => ({ file, bytes: gzipBytes(file) }))
      .sort((a, b) => b.bytes - a.bytes);
    const jsBytes = files.reduce((sum, { bytes }) => sum + bytes, 0);
    const cssBytes = css.reduce((sum, file) => sum + gzipBytes(file), 0);
    return { route, jsKib: jsBytes / 1024, cssKib: cssBytes / 1024, files };
  });
}

function main() {
  let failed = false;
  for (const { route, jsKib, cssKib, files } of routeSizes()) {
    const over = jsKib > BUDGET_KIB;
    failed ||= over;
    console.log(
      `${over ? '✘' : '✔'} ${route}: ${jsKib.toFixed(1)} KiB gzip JS before first paint ` +
        `(budget ${BUDGET_KIB}), ${cssKib.toFixed(1)} KiB gzip CSS, ${files.length} scripts`,
    );
    for (const { file, bytes } of files.slice(0, over ? files.length : 6))
      console.log(`    ${(bytes / 1024).toFixed(1).padStart(6)} KiB  ${file}`);
  }
  process.exit(failed ? 1 : 0);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();

// The widget script's budget (decision 0142): the JavaScript a page with cards and badges loads
// is at most 60 KB gzip. Read from the build's manifest: the entry (bloomkeep.js) and every chunk
// it imports, plus the chunks it imports lazily for cards (graphql-ws), and not the map's chunk
// (React, the kit's ThingMap, MapLibre, deck.gl), which only a map element imports. Also fails
// when the map's code has slipped into the entry's static imports, when a file of 1 KB or more
// has no .br/.gz beside it for the server, or when the output holds an address that would break served from
// another origin (a root-relative /assets/ path, or a Vite `?url` left unresolved).
// Prints the figures either way.
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const BUDGET_BYTES = 60 * 1024;
const ENTRY = 'src/bloomkeep.ts';
const MAP_CHUNK = 'src/thingMap/thingMapChunk.tsx';
/** Modules that belong to the map alone. */
const MAP_ONLY = /maplibre-gl|@deck\.gl|@luma\.gl|react-dom|\/react\/|thingMapChunk/;

const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const manifest = JSON.parse(readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8'));
const problems = [];

/** The manifest keys reachable from `start` through static imports (and, if asked, lazy ones). */
function closure(start, { lazy = false, skip = new Set() } = {}) {
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key) || skip.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) {
      problems.push(`The manifest names ${key} but has no entry for it`);
      return;
    }
    seen.add(key);
    for (const next of chunk.imports ?? []) visit(next);
    if (lazy) for (const next of chunk.dynamicImports ?? []) visit(next);
  };
  visit(start);
  return seen;
}

const gzipSize = (file) => gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

if (!manifest[ENTRY]?.isEntry) problems.push(`${ENTRY} is not an entry of the build`);

// What loads with the script itself, on every page.
const eager = closure(ENTRY);
for (const key of eager) {
  if (MAP_ONLY.test(key) || MAP_ONLY.test(manifest[key].file)) {
    problems.push(`The entry loads ${manifest[key].file} (${key}) without a map on the page`);
  }
}
// What cards and badges may load later: the entry's lazy imports other than the map's.
const budgeted = new Set(eager);
for (const key of manifest[ENTRY]?.dynamicImports ?? []) {
  if (key === MAP_CHUNK) continue;
  for (const reached of closure(key, { lazy: true, skip: new Set([MAP_CHUNK]) })) {
    budgeted.add(reached);
  }
}
if (!(manifest[ENTRY]?.dynamicImports ?? []).includes(MAP_CHUNK)) {
  problems.push(`The entry does not import ${MAP_CHUNK} lazily`);
}
// The map's files, for the record (not budgeted).
const mapFiles = [...closure(MAP_CHUNK, { lazy: true })].filter((key) => !budgeted.has(key));

const rows = [...budgeted].map((key) => ({
  file: manifest[key].file,
  when: eager.has(key) ? 'with the script' : 'lazily (cards)',
  gzip: gzipSize(manifest[key].file),
}));
const total = rows.reduce((sum, row) => sum + row.gzip, 0);
const mapJs = mapFiles.map((key) => manifest[key].file).filter((file) => file.endsWith('.js'));
const mapTotal = mapJs.reduce((sum, file) => sum + gzipSize(file), 0);
const worker = readdirSync(path.join(dist, 'assets')).find(
  (file) => file.startsWith('maplibre-gl-worker') && file.endsWith('.mjs'),
);

console.log('Widget script (cards and badges), gzip:');
for (const row of rows.sort((a, b) => b.gzip - a.gzip)) {
  console.log(`  ${row.file.padEnd(40)} ${kb(row.gzip).padStart(9)}  ${row.when}`);
}
console.log(`  ${'total'.padEnd(40)} ${kb(total).padStart(9)}  budget ${kb(BUDGET_BYTES)}`);
console.log(
  `Map widget, loaded by the first map element only (not budgeted): ${mapJs.length} chunks, ${kb(mapTotal)} gzip` +
    (worker ? `, plus maplibre's worker ${kb(gzipSize(`assets/${worker}`))} gzip` : ''),
);
if (total > BUDGET_BYTES) {
  problems.push(`Cards and badges load ${kb(total)} gzip, over the ${kb(BUDGET_BYTES)} budget`);
}

// Every file the server sends has its compressed twins, and no address assumes our origin.
const outputs = [
  'bloomkeep.js',
  'bloomkeep.classic.js',
  ...readdirSync(path.join(dist, 'assets'))
    .filter((file) => /\.(m?js|css)$/.test(file))
    .map((file) => `assets/${file}`),
];
for (const file of outputs) {
  // The build compresses files of 1 KB and more (smaller ones are not worth a lookup).
  const small = statSync(path.join(dist, file)).size < 1024;
  for (const twin of small ? [] : ['.br', '.gz']) {
    if (!existsSync(path.join(dist, file + twin)))
      problems.push(`${file} has no ${twin} beside it`);
  }
  if (!/\.m?js$/.test(file) || file.includes('maplibre-gl-worker')) continue;
  const code = readFileSync(path.join(dist, file), 'utf8');
  if (/["'`]\/assets\//.test(code)) problems.push(`${file} holds a root-relative /assets/ address`);
  if (/\?url["'`]/.test(code)) problems.push(`${file} holds an unresolved ?url import`);
}

if (problems.length > 0) {
  console.error(`\nThe widget build fails its checks:\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log('Widget build checks passed.');

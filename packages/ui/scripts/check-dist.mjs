#!/usr/bin/env node
// Checks the library build a partner would install: ESM JavaScript with every
// runtime export of each source barrel (the kit, and its maps), compiled styles in one
// stylesheet, type declarations for the same names, and no map engine behind the main entry.
import { readFileSync, existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

const dist = join(import.meta.dirname, '..', 'dist');
const failures = [];
const check = (ok, message) => ok || failures.push(message);

const read = (file) => (existsSync(join(dist, file)) ? readFileSync(join(dist, file), 'utf8') : '');
const js = read('index.js');
const css = read('style.css');

/** Every other JavaScript file of the build (the map entry, shared and lazy chunks), as [name, text]. */
function jsChunks() {
  return readdirSync(dist, { recursive: true })
    .map(String)
    .filter((file) => file.endsWith('.js') && file !== 'index.js')
    .map((file) => [file, readFileSync(join(dist, file), 'utf8')]);
}

/** Names exported at run time by a built module (its final `export { a as b, … }`). */
function builtExports(code) {
  const exportBlock = /export\s*\{([^}]*)\}\s*;?\s*(\/\/#.*)?$/.exec(code.trim());
  return new Set(
    (exportBlock?.[1] ?? '')
      .split(',')
      .map((part) =>
        part
          .trim()
          .split(/\s+as\s+/)
          .pop(),
      )
      .filter(Boolean),
  );
}

/** Names a source barrel exports as values (type-only exports vanish at build time). */
function sourceExports(file) {
  const source = readFileSync(join(import.meta.dirname, '..', file), 'utf8');
  return [...source.matchAll(/export\s*\{([^}]*)\}/g)]
    .flatMap((match) => match[1].split(','))
    .map((part) => part.trim())
    .filter((part) => part && !part.startsWith('type '))
    .map((part) => part.split(/\s+as\s+/).pop());
}

// The two entries of package.json's exports: the kit, and its maps.
const entries = [
  { source: 'src/index.ts', js: 'index.js', types: 'types/index.d.ts' },
  { source: 'src/map/index.ts', js: 'map.js', types: 'types/map/index.d.ts' },
];
let built = new Set();
for (const entry of entries) {
  const names = builtExports(read(entry.js));
  const types = read(entry.types);
  if (entry.js === 'index.js') built = names;
  for (const name of sourceExports(entry.source)) {
    check(names.has(name), `dist/${entry.js} does not export ${name}`);
    check(new RegExp(`\\b${name}\\b`).test(types), `dist/${entry.types} does not declare ${name}`);
  }
}

// maplibre-gl is an optional peer: the main entry and every chunk it imports, statically or
// lazily, must not import it (or deck.gl, which only maps use), or a partner without it could
// not bundle the kit.
const reached = new Set();
const visit = (file) => {
  if (reached.has(file)) return;
  reached.add(file);
  for (const [, spec] of read(file).matchAll(/(?:from|import\s*\(?)\s*['"](\.\/[^'"]+)['"]/g)) {
    visit(spec.slice(2));
  }
};
visit('index.js');
for (const file of reached) {
  const engine = /(?:from|import\s*\(?)\s*['"](maplibre-gl|@deck\.gl\/[^'"]+)['"]/.exec(read(file));
  check(!engine, `dist/${file}, reached from index.js, imports ${engine?.[1]}`);
}
check(
  /['"]maplibre-gl['"]/.test(read('map.js')),
  'dist/map.js does not load maplibre-gl (is the map entry built?)',
);

check(!/\.css\.ts['"]/.test(js), 'dist/index.js still imports .css.ts modules');
// Vite-only import suffixes (`?url`, `?raw`, `?worker`…) break the kit under other bundlers
// (esbuild, webpack): hosts configure such things instead (configureMaps).
for (const [file, text] of [['index.js', js], ...jsChunks()]) {
  const suffixed = /['"`][^'"`\n]*\?(url|raw|inline|worker|sharedworker)['"`]/.exec(text);
  check(!suffixed, `dist/${file} has a Vite-only import: ${suffixed?.[0]}`);
  // A CSS import in JavaScript works only where the bundler injects it; styles ship as files.
  const cssImport = /\bimport\s*\(?\s*['"][^'"\n]*\.css['"]/.exec(text);
  check(!cssImport, `dist/${file} imports CSS from JavaScript: ${cssImport?.[0]}`);
}
const fonts = existsSync(join(dist, 'fonts.css'))
  ? readFileSync(join(dist, 'fonts.css'), 'utf8')
  : '';
check(/@import '@fontsource/.test(fonts), "dist/fonts.css does not import the kit's fonts");
check(/--[\w-]+:/.test(css), 'dist/style.css has no theme variables');
check(css.length > 2000, 'dist/style.css is suspiciously small');

if (failures.length) {
  console.error(`Library build check failed:\n- ${failures.join('\n- ')}`);
  process.exit(1);
}
console.log(
  `Library build OK: ${built.size} exports, ${(css.length / 1024).toFixed(1)} KiB of CSS.`,
);

#!/usr/bin/env node
// Checks the library build a partner would install: ESM JavaScript with every
// runtime export of the source barrel, compiled styles in one stylesheet, and
// type declarations for the same names.
import { readFileSync, existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

const dist = join(import.meta.dirname, '..', 'dist');
const failures = [];
const check = (ok, message) => ok || failures.push(message);

const js = readFileSync(join(dist, 'index.js'), 'utf8');
const css = existsSync(join(dist, 'style.css'))
  ? readFileSync(join(dist, 'style.css'), 'utf8')
  : '';
const types = existsSync(join(dist, 'types/index.d.ts'))
  ? readFileSync(join(dist, 'types/index.d.ts'), 'utf8')
  : '';

/** Every other JavaScript file of the build (lazy chunks), as [name, text]. */
function jsChunks() {
  return readdirSync(dist, { recursive: true })
    .map(String)
    .filter((file) => file.endsWith('.js') && file !== 'index.js')
    .map((file) => [file, readFileSync(join(dist, file), 'utf8')]);
}

// Names exported at run time by the built module (the final `export { a as b, … }`).
const exportBlock = /export\s*\{([^}]*)\}\s*;?\s*(\/\/#.*)?$/.exec(js.trim());
const built = new Set(
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

// Names the source barrel exports as values (type-only exports vanish at build time).
const source = readFileSync(join(import.meta.dirname, '..', 'src', 'index.ts'), 'utf8');
const expected = [...source.matchAll(/export\s*\{([^}]*)\}/g)]
  .flatMap((match) => match[1].split(','))
  .map((part) => part.trim())
  .filter((part) => part && !part.startsWith('type '))
  .map((part) => part.split(/\s+as\s+/).pop());

for (const name of expected) {
  check(built.has(name), `dist/index.js does not export ${name}`);
  check(new RegExp(`\\b${name}\\b`).test(types), `dist/types does not declare ${name}`);
}
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

#!/usr/bin/env node
// Builds what the published @bloomkeep/schema holds (inside this repository the server and the
// app read src/ through the package name; pnpm pack swaps in publishConfig's exports):
// - dist/index.js: one ES module bundled by esbuild. One file because the sources import each
//   other without extensions, which bundlers accept and Node's ESM loader does not.
// - dist/types/: declarations by tsc, for moduleResolution node and bundler.
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { build } from 'esbuild';

const root = join(import.meta.dirname, '..');
rmSync(join(root, 'dist'), { recursive: true, force: true });
await build({
  entryPoints: [join(root, 'src/index.ts')],
  outfile: join(root, 'dist/index.js'),
  bundle: true,
  format: 'esm',
  platform: 'neutral',
  target: 'es2022',
  sourcemap: true,
  logLevel: 'warning',
});
const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
execFileSync(process.execPath, [tsc, '-p', join(root, 'tsconfig.build.json')], {
  stdio: 'inherit',
});
console.log('@bloomkeep/schema built: dist/index.js and dist/types/');

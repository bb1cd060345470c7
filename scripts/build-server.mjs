// The server as plain JavaScript for Node (packages/server/dist/main.mjs), which `pnpm start`
// and the journeys run. Under tsx every module that the server loads, PostGraphile's hundreds
// included, is resolved and loaded through tsx's hooks in a second thread: a start took about
// 12 s of CPU and 4.6 s to answer /healthz, against 8 s and 3.8 s for this bundle
// (docs/decisions/0150). The server's own sources and @bloomkeep/schema are bundled; every
// other package is imported from node_modules as usual. esbuild takes well under a second, so
// every start builds it again and no stale bundle can run.
//
// main.mjs imports prelude.mjs before server.mjs: ES modules evaluate their imports in order,
// so the Promise.withResolvers polyfill and GRAPHILE_ENV are set before PostGraphile loads
// (inside one bundle, the packages' imports would be evaluated before any bundled code).
//
// Run: node scripts/build-server.mjs
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SOURCES = path.join(ROOT, 'packages/server/src');
export const SERVER_DIST = path.join(ROOT, 'packages/server/dist');
export const SERVER_ENTRY = path.join(SERVER_DIST, 'main.mjs');

/** Packages stay imports, resolved from packages/server as the sources' imports are. */
const packagesExternal = {
  name: 'packages-external',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@bloomkeep/') ? undefined : { path: args.path, external: true },
    );
  },
};

const common = {
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  logLevel: 'warning',
  plugins: [packagesExternal],
};

export async function buildServer() {
  await Promise.all([
    build({
      ...common,
      stdin: {
        contents: "import './polyfill.ts';\nimport './graphile-env.ts';\n",
        resolveDir: SOURCES,
        loader: 'ts',
      },
      outfile: path.join(SERVER_DIST, 'prelude.mjs'),
    }),
    build({
      ...common,
      entryPoints: [path.join(SOURCES, 'main.ts')],
      outfile: path.join(SERVER_DIST, 'server.mjs'),
    }),
  ]);
  writeFileSync(
    SERVER_ENTRY,
    "// Built by scripts/build-server.mjs from packages/server/src/main.ts.\nimport './prelude.mjs';\nimport './server.mjs';\n",
  );
  return SERVER_ENTRY;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await buildServer();
}

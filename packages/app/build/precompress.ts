// A Vite plugin that writes `.br` and `.gz` next to every compressible file of
// the build, so the server can send them as they are (sirv's `brotli`/`gzip`
// options) instead of compressing on each request or sending raw bytes.
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { promisify } from 'node:util';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** Text formats worth compressing; images and fonts are compressed already. */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|webmanifest|txt)$/;
/** Below this, the headers cost more than compression saves. */
const MIN_BYTES = 1024;

export async function compressFile(path: string): Promise<void> {
  const content = await readFile(path);
  if (content.length < MIN_BYTES) return;
  const [br, gzipped] = await Promise.all([
    brotli(content, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    }),
    gz(content, { level: 9 }),
  ]);
  // A compressed copy that is not smaller would only waste a lookup.
  if (br.length < content.length) await writeFile(`${path}.br`, br);
  if (gzipped.length < content.length) await writeFile(`${path}.gz`, gzipped);
}

export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'bloomkeep:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir.startsWith('/')
        ? config.build.outDir
        : join(config.root, config.build.outDir);
    },
    async writeBundle(_options, bundle) {
      const files = Object.keys(bundle).filter((file) => COMPRESSIBLE.test(file));
      await Promise.all(files.map((file) => compressFile(join(outDir, file))));
    },
  };
}

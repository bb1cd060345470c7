// A Vite plugin for chunks that draw inside shadow roots. Vite links a lazy chunk's CSS from the
// document's head when the chunk is imported; for the map widget that is the wrong place (a
// shadow root does not see the document's sheets, and the partner's page should not get ours).
// So for every chunk that names __BLOOMKEEP_CHUNK_CSS__ (src/thingMap/kitStyles.ts), this plugin
// writes in the list of its CSS files, relative to the chunk, and takes them off Vite's list of
// sheets to link. It runs while chunks are rendered, before their content hashes are taken, so
// a change of CSS gives the chunk a new name too.
import path from 'node:path';
import type { Plugin } from 'vite';

const PLACEHOLDER = '__BLOOMKEEP_CHUNK_CSS__';

export function shadowRootCss(): Plugin {
  return {
    name: 'bloomkeep:shadow-root-css',
    apply: 'build',
    enforce: 'post',
    renderChunk: {
      order: 'post',
      handler(code, chunk) {
        if (!code.includes(PLACEHOLDER)) return null;
        const css = chunk.viteMetadata?.importedCss;
        if (!css || css.size === 0) {
          this.error(`${chunk.fileName} asks for its CSS, but Vite split none off it`);
        }
        const directory = path.posix.dirname(chunk.fileName);
        const files = [...css].map((file) => path.posix.relative(directory, file));
        css.clear();
        return { code: code.replaceAll(PLACEHOLDER, JSON.stringify(files)), map: null };
      },
    },
  };
}

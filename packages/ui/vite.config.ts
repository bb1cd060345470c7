// Library build: ESM JavaScript plus one extracted stylesheet (vanilla-extract
// compiles every .css.ts at build time), for partners who embed the kit.
// Inside this repository the app consumes the source through the package name.
import { resolve } from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import pkg from './package.json' with { type: 'json' };

const external = [
  ...Object.keys(pkg.peerDependencies ?? {}),
  ...Object.keys(pkg.dependencies ?? {}).filter((name) => name !== '@bloomkeep/schema'),
];

const fontImports = ['@fontsource-variable/inter/wght.css', '@fontsource/fredoka/600.css'];

/**
 * The published JavaScript imports no CSS, because only some bundlers turn a CSS import into
 * styles on the page (esbuild writes a file nobody loads; webpack needs loaders; Node's renderer
 * throws). So the kit's styles, uPlot's included, go into style.css, and the fonts, which the
 * source imports for the app and Storybook (src/fonts.ts), become dist/fonts.css: a partner who
 * wants the kit's typefaces imports it, one who brands with their own leaves it out.
 */
function stylesOutOfJavaScript(): Plugin {
  const empty = '\0bloomkeep-fonts-in-fonts-css';
  return {
    name: 'bloomkeep-styles-out-of-javascript',
    enforce: 'pre',
    resolveId(id) {
      return fontImports.includes(id) ? empty : undefined;
    },
    load(id) {
      return id === empty ? 'export {};' : undefined;
    },
    transform(code, id) {
      // uPlot's stylesheet loads with uPlot in the app; in the library it is part of style.css.
      if (!id.endsWith('loadUplot.ts')) return undefined;
      const lazy = "import('uplot/dist/uPlot.min.css')";
      if (!code.includes(lazy)) this.error(`${id} no longer loads uPlot's CSS as expected`);
      // Same lines as before (the static import goes last), so the sourcemap stays right.
      return {
        code: `${code.replace(lazy, 'Promise.resolve()')}\nimport 'uplot/dist/uPlot.min.css';\n`,
        map: null,
      };
    },
    generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: 'fonts.css',
        source: fontImports.map((file) => `@import '${file}';\n`).join(''),
      });
    },
  };
}

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin(), stylesOutOfJavaScript()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    cssCodeSplit: false,
    lib: {
      // Two entries: the kit (index.js), and its maps (map.js, `@bloomkeep/ui/map`), the only
      // one that imports maplibre-gl and deck.gl. Modules both use go to a shared chunk, so
      // there is one configureMaps and one theme context whichever entry a page imports first.
      entry: {
        index: resolve(import.meta.dirname, 'src/index.ts'),
        map: resolve(import.meta.dirname, 'src/map/index.ts'),
      },
      formats: ['es'],
      fileName: (_format, entryName) => `${entryName}.js`,
      cssFileName: 'style',
    },
    rollupOptions: {
      // The modules both entries share (a neutral name: rolldown would name it after one of them).
      output: { chunkFileNames: 'shared-[hash].js' },
      // Dependencies stay imports (the consumer's bundler dedupes them); only the
      // private @bloomkeep/schema rules are bundled in.
      external: (id) =>
        (!id.endsWith('.css') &&
          external.some((name) => id === name || id.startsWith(`${name}/`))) ||
        id === 'react/jsx-runtime',
    },
  },
});

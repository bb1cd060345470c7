// The widget script's build: one small ES module entry (bloomkeep.js, with the three custom
// elements), lazy chunks with hashed names under assets/ (graphql-ws for the card's live
// updates; the map's React, kit, MapLibre and deck.gl), the classic loader copied from public/,
// and .br/.gz beside every file for the server to send as they are. The server serves dist/ at
// /widgets/v1/ (decision 0142). Every address in the output is relative to the script, so the
// files work from any origin and path.
import optimizeLocales from '@react-aria/optimize-locales-plugin';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from '../app/build/precompress';
import { shadowRootCss } from './build/shadowRootCss';

export default defineConfig({
  base: './',
  plugins: [
    react(),
    vanillaExtractPlugin(),
    // The widgets speak en-US only, like the app: react-aria's other locales stay out.
    { ...optimizeLocales.vite({ locales: ['en-US'] }), enforce: 'pre' },
    shadowRootCss(),
    precompress(),
  ],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: 'hidden',
    // Which chunks the entry pulls in: scripts/check-size.mjs reads it.
    manifest: true,
    // Fonts and other assets stay files on our server: a data: URL would need `font-src data:`
    // in the partner's CSP.
    assetsInlineLimit: 0,
    // MapLibre's own chunk is larger than Vite's warning threshold, and it is meant to be.
    chunkSizeWarningLimit: 1200,
    rolldownOptions: {
      input: { bloomkeep: 'src/bloomkeep.ts' },
      // The entry's exports (the element classes) stay exported.
      preserveEntrySignatures: 'strict',
      output: {
        entryFileNames: '[name].js',
        chunkFileNames: 'assets/[name]-[hash].js',
        assetFileNames: 'assets/[name]-[hash][extname]',
      },
    },
  },
});

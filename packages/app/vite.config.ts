import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import relay from 'vite-plugin-relay';
import optimizeLocales from '@react-aria/optimize-locales-plugin';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { precompress } from './build/precompress';
import { preloadApp } from './build/preloadApp';

const api = process.env.BLOOMKEEP_API ?? 'http://127.0.0.1:3000';

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    relay,
    react(),
    vanillaExtractPlugin(),
    // The interface is en-US only: react-aria's strings for its other 33 locales stay out.
    { ...optimizeLocales.vite({ locales: ['en-US'] }), enforce: 'pre' },
    // The server's render module is read from disk, never sent: nothing to compress.
    isSsrBuild ? null : preloadApp(),
    isSsrBuild ? null : precompress(),
  ],
  server: {
    port: 5173,
    proxy: {
      '/graphql': { target: api, ws: true },
      '/healthz': { target: api },
      // The server's development mailbox (JSON); the app's page for it is /dev/mail.
      '/dev/mailbox': { target: api },
    },
  },
  // `vite build --ssr`: the module the server renders first paints with (src/ssr/render.tsx,
  // docs/decisions/0141). Workspace packages are bundled; libraries load from node_modules.
  ssr: { noExternal: ['@bloomkeep/ui', '@bloomkeep/schema'] },
  build: isSsrBuild
    ? { outDir: 'dist-ssr', sourcemap: true, emptyOutDir: true }
    : {
        // Maps are written for debugging but not linked from the scripts, so
        // browsers never fetch them and the server need not publish them.
        sourcemap: 'hidden',
        // Sizes are the route budget's business (scripts/route-budget.mjs): gzipping every
        // chunk again only to print it costs seconds of each build.
        reportCompressedSize: false,
        // Which chunks each entry and lazy route needs: the route budget test reads it.
        manifest: true,
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                // Browsers fetch six scripts at a time from one host over HTTP/1.1, so
                // the libraries every page needs travel as one file, not a dozen.
                {
                  name: 'framework',
                  test: /node_modules[\\/](\.pnpm[\\/][^\\/]+[\\/]node_modules[\\/])?(react|react-dom|scheduler|react-router|react-router-dom|relay-runtime|react-relay|invariant|fbjs|@babel[\\/]runtime)[\\/]/,
                  priority: 20,
                },
                // Kit and react-aria parts that many pages share travel together too;
                // parts only one or two pages use stay with those pages.
                {
                  name: 'kit',
                  // Maps, the location picker and the list card are left to the pages that show
                  // them: `/` and the lists must not wait for them (docs/benchmarks.md).
                  test: /(packages[\\/]ui[\\/]src(?![\\/](map|components[\\/](LocationMap|LocationPicker|ThingMap|MapLayerPanel|MapPointCard|ThingCard))[\\/])|node_modules[\\/].*(react-aria|react-stately|@internationalized|lucide-react|@vanilla-extract))[\\/]/,
                  minShareCount: 6,
                  priority: 10,
                },
              ],
            },
          },
        },
      },
}));

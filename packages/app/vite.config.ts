import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import relay from 'vite-plugin-relay';
import optimizeLocales from '@react-aria/optimize-locales-plugin';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { precompress } from './build/precompress';

const api = process.env.BLOOMKEEP_API ?? 'http://127.0.0.1:3000';

export default defineConfig({
  plugins: [
    relay,
    react(),
    vanillaExtractPlugin(),
    // The interface is en-US only: react-aria's strings for its other 33 locales stay out.
    { ...optimizeLocales.vite({ locales: ['en-US'] }), enforce: 'pre' },
    precompress(),
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
  build: {
    // Maps are written for debugging but not linked from the scripts, so
    // browsers never fetch them and the server need not publish them.
    sourcemap: 'hidden',
    // Which chunks each entry and lazy route needs: the route budget test reads it.
    manifest: true,
  },
});

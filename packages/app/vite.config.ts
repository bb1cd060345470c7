import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import relay from 'vite-plugin-relay';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';

const api = process.env.BLOOMKEEP_API ?? 'http://127.0.0.1:3000';

export default defineConfig({
  plugins: [relay, react(), vanillaExtractPlugin()],
  server: {
    port: 5173,
    proxy: {
      '/graphql': { target: api, ws: true },
      '/healthz': { target: api },
      // The server's development mailbox (JSON); the app's page for it is /dev/mail.
      '/dev/mailbox': { target: api },
    },
  },
  build: { sourcemap: true },
});

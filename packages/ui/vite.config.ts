// Library build: ESM JavaScript plus one extracted stylesheet (vanilla-extract
// compiles every .css.ts at build time), for partners who embed the kit.
// Inside this repository the app consumes the source through the package name.
import { resolve } from 'node:path';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import pkg from './package.json' with { type: 'json' };

const external = [
  ...Object.keys(pkg.peerDependencies ?? {}),
  ...Object.keys(pkg.dependencies ?? {}).filter((name) => name !== '@bloomkeep/schema'),
];

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    cssCodeSplit: false,
    lib: {
      entry: resolve(import.meta.dirname, 'src/index.ts'),
      formats: ['es'],
      fileName: () => 'index.js',
      cssFileName: 'style',
    },
    rollupOptions: {
      // Dependencies stay imports (the consumer's bundler dedupes them); only the
      // private @bloomkeep/schema rules are bundled in.
      external: (id) =>
        external.some((name) => id === name || id.startsWith(`${name}/`)) ||
        id === 'react/jsx-runtime',
    },
  },
});

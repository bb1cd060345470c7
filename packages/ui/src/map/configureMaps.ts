// What the host page tells the kit about maps before the first one renders. maplibre-gl 6 starts
// its worker from a separate file (maplibre-gl-worker.mjs). By default it looks for that file
// next to its own module (`new URL(…, import.meta.url)`), which is right when maplibre is served
// unbundled and wrong once a bundler has moved maplibre into a chunk of its own. Only the host's
// bundler knows where it put the worker, so the host says so here; the kit's published code has
// no bundler-specific import (no Vite `?url`), and works under any bundler (docs/decisions/0132).

export interface MapsConfiguration {
  /**
   * Where the browser can fetch maplibre-gl's worker script (`maplibre-gl/dist/maplibre-gl-worker.mjs`),
   * e.g. Vite's `import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url'`, or the
   * address an esbuild or webpack build copied it to. Unset: maplibre's own default, the file
   * beside maplibre's module.
   */
  workerUrl?: string | URL;
}

let configuration: MapsConfiguration = {};
const listeners = new Set<(next: MapsConfiguration) => void>();

/** Configures maps for the whole page; call it once at start-up, before the first map renders. */
export function configureMaps(next: MapsConfiguration): void {
  configuration = { ...configuration, ...next };
  for (const listener of listeners) listener(configuration);
}

/** The configuration so far. */
export function mapsConfiguration(): MapsConfiguration {
  return configuration;
}

/** Hears later calls of configureMaps (the loader applies a late worker URL); returns an unsubscribe. */
export function onMapsConfigured(listener: (next: MapsConfiguration) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

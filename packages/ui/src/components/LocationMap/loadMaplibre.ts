/// <reference types="vite/client" />
// The only place that imports maplibre-gl at run time. Everything is a dynamic import, so an app
// that never renders a map never downloads it (~290 KB gz plus a ~150 KB gz worker).
import type * as MaplibreModule from 'maplibre-gl';

export type Maplibre = typeof MaplibreModule;

let loading: Promise<Maplibre> | undefined;

/**
 * Loads maplibre-gl, its stylesheet and its worker once, and points maplibre at the worker's URL
 * (maplibre 6 under Vite never fires `load` without it). A failed load is forgotten, so the next
 * map can try again (e.g. after a flaky network lost the chunk).
 */
export function loadMaplibre(): Promise<Maplibre> {
  loading ??= Promise.all([
    import('maplibre-gl'),
    import('maplibre-gl/dist/maplibre-gl-worker.mjs?url'),
    import('maplibre-gl/dist/maplibre-gl.css'),
  ]).then(([maplibre, worker]) => {
    maplibre.setWorkerUrl(worker.default);
    return maplibre;
  });
  loading.catch(() => {
    loading = undefined;
  });
  return loading;
}

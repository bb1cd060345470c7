// The only place that imports maplibre-gl at run time. Everything is a dynamic import, so an app
// that never renders a map never downloads it (~290 KB gz plus a ~150 KB gz worker). There is no
// bundler-specific import here (no `?url`, no CSS import): the worker's address comes from the
// host through configureMaps, and the few maplibre rules the kit relies on are in
// maplibreEssentials.css.ts, so the published build works under esbuild, webpack or Vite alike.
import type * as MaplibreModule from 'maplibre-gl';
import { mapsConfiguration, onMapsConfigured } from './configureMaps';

export type Maplibre = typeof MaplibreModule;

let loading: Promise<Maplibre> | undefined;

/**
 * Loads maplibre-gl once and points it at the worker the host configured (maplibre 6 bundled
 * without it never fires `load`). A failed load is forgotten, so the next map can try again
 * (e.g. after a flaky network lost the chunk).
 */
export function loadMaplibre(): Promise<Maplibre> {
  loading ??= import('maplibre-gl').then((maplibre) => {
    const apply = ({ workerUrl }: { workerUrl?: string | URL }) => {
      if (workerUrl !== undefined) maplibre.setWorkerUrl(String(workerUrl));
    };
    apply(mapsConfiguration());
    onMapsConfigured(apply);
    return maplibre;
  });
  loading.catch(() => {
    loading = undefined;
  });
  return loading;
}

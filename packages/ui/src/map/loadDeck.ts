// The only place that imports deck.gl at run time, lazily like maplibre (~220 KB gz): the
// interleaved maplibre overlay and the few layer types the kit draws.
import type { MapboxOverlay } from '@deck.gl/mapbox';
import type { PathLayer, PolygonLayer, ScatterplotLayer, TextLayer } from '@deck.gl/layers';

export interface Deck {
  MapboxOverlay: typeof MapboxOverlay;
  ScatterplotLayer: typeof ScatterplotLayer;
  TextLayer: typeof TextLayer;
  PolygonLayer: typeof PolygonLayer;
  PathLayer: typeof PathLayer;
}

let loading: Promise<Deck> | undefined;

/** Loads deck.gl once; a failed load is forgotten so the next map can try again. */
export function loadDeck(): Promise<Deck> {
  loading ??= Promise.all([import('@deck.gl/mapbox'), import('@deck.gl/layers')]).then(
    ([mapbox, layers]) => ({
      MapboxOverlay: mapbox.MapboxOverlay,
      ScatterplotLayer: layers.ScatterplotLayer,
      TextLayer: layers.TextLayer,
      PolygonLayer: layers.PolygonLayer,
      PathLayer: layers.PathLayer,
    }),
  );
  loading.catch(() => {
    loading = undefined;
  });
  return loading;
}

// deck.gl 9.4's interleaved overlay (@deck.gl/mapbox) reads `map.transform` (its height, near
// and far planes) while drawing. maplibre-gl 6 moved the transform behind its camera
// (`map._camera.transform`) and no longer has `map.transform`, so every interleaved frame threw
// "Cannot read properties of undefined (reading 'height')" (seen in the Storybook run). This
// gives the map the read-only property deck.gl expects, where it is missing. Remove it once
// @deck.gl/mapbox reads maplibre 6's camera.
import type { Map as MaplibreMap } from 'maplibre-gl';

export function exposeTransformForDeck(map: MaplibreMap): void {
  if ('transform' in map) return;
  Object.defineProperty(map, 'transform', {
    configurable: true,
    get() {
      return (map as unknown as { _camera?: { transform?: unknown } })._camera?.transform;
    },
  });
}

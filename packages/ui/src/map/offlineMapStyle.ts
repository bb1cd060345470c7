import type { StyleSpecification } from 'maplibre-gl';
import { themeTokens } from '../tokens/themeTokens';

/**
 * A MapLibre base style that fetches nothing: no tile sources, no glyphs, no sprite. It paints a
 * plain pale green-grey ground (the default theme's neutral soft fill, the same in every theme),
 * so stories, tests and the offline demo render identically without a network. Production base
 * maps (terrain, satellite, topographic) come from configuration as a style URL.
 */
export const offlineMapStyle: StyleSpecification = {
  version: 8,
  name: 'Bloomkeep offline',
  sources: {},
  layers: [
    {
      id: 'background',
      type: 'background',
      paint: { 'background-color': themeTokens.default.colour.tone.neutral.soft },
    },
  ],
};

// The map widget's base map: one light street map, OpenStreetMap's standard tiles (free with
// attribution, no key; the app offers the same tiles as "Terrain", with relief). A small map on
// someone else's page needs no base-map choice, so the kit's layer panel shows none. Where the
// tiles cannot be reached the kit falls back to its offline style; VITE_MAP_OFFLINE=1 at build
// time pins that style, for pictures that never depend on the network (e2e, benchmarks), and
// VITE_MAP_TERRAIN_TILES replaces the tile URL as it does for the app.
import type { MapBaseLayer } from '@bloomkeep/ui';

const env = import.meta.env;
const offline = env.VITE_MAP_OFFLINE === '1' || env.VITE_MAP_OFFLINE === 'true';
const attribution = '© OpenStreetMap contributors';

export const widgetBaseLayers: readonly MapBaseLayer[] = offline
  ? []
  : [
      {
        id: 'terrain',
        label: 'Street map',
        attribution,
        style: {
          version: 8,
          name: 'OpenStreetMap',
          sources: {
            base: {
              type: 'raster',
              tiles: [
                (env.VITE_MAP_TERRAIN_TILES as string | undefined) ||
                  'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
              ],
              tileSize: 256,
              maxzoom: 19,
              attribution,
            },
          },
          layers: [{ id: 'base', type: 'raster', source: 'base' }],
        },
      },
    ];

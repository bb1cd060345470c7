// The three base maps of spec §2 /map. Each is a raster tile service that is free to use
// with attribution and needs no key (README, "Maps"); every URL can be replaced at build
// time (VITE_MAP_TOPOGRAPHIC_TILES, VITE_MAP_TERRAIN_TILES with VITE_MAP_RELIEF_TILES,
// VITE_MAP_SATELLITE_TILES).
// VITE_MAP_OFFLINE=1 pins every base layer to the kit's offline style: the e2e journeys
// and benchmarks draw the same picture with or without a network.
import type { MapBaseLayer } from '@bloomkeep/ui';
import type { BaseLayerId } from './mapSearch';

type StyleSpecification = Exclude<MapBaseLayer['style'], string>;

const env = import.meta.env;

interface Definition {
  label: string;
  tiles: string | undefined;
  fallback: string;
  attribution: string;
  maxzoom: number;
  /** Terrarium-encoded elevation tiles drawn as hill shading over the base. */
  relief?: { tiles: string | undefined; fallback: string; attribution: string };
}

function rasterStyle(id: BaseLayerId, definition: Definition): StyleSpecification {
  const { tiles, fallback, attribution, maxzoom, relief } = definition;
  const style: StyleSpecification = {
    version: 8,
    name: id,
    sources: {
      base: { type: 'raster', tiles: [tiles || fallback], tileSize: 256, maxzoom, attribution },
    },
    layers: [{ id: 'base', type: 'raster', source: 'base' }],
  };
  if (relief) {
    style.sources.relief = {
      type: 'raster-dem',
      encoding: 'terrarium',
      tiles: [relief.tiles || relief.fallback],
      tileSize: 256,
      maxzoom: 15,
      attribution: relief.attribution,
    };
    style.layers.push({
      id: 'relief',
      type: 'hillshade',
      source: 'relief',
      paint: { 'hillshade-exaggeration': 0.4 },
    });
  }
  return style;
}

const OSM = '© OpenStreetMap contributors';

const DEFINITIONS: Record<BaseLayerId, Definition> = {
  topographic: {
    label: 'Topographic',
    tiles: env.VITE_MAP_TOPOGRAPHIC_TILES,
    // OpenTopoMap: OSM data with contours and hill shading, CC-BY-SA.
    fallback: 'https://tile.opentopomap.org/{z}/{x}/{y}.png',
    attribution: `Map data ${OSM}, SRTM · Map style © OpenTopoMap (CC-BY-SA)`,
    maxzoom: 17,
  },
  terrain: {
    label: 'Terrain',
    tiles: env.VITE_MAP_TERRAIN_TILES,
    // OpenStreetMap's standard tiles (tile usage policy: light use with attribution),
    // shaded with the open Terrain Tiles on AWS (Terrarium elevation, no key).
    fallback: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
    attribution: OSM,
    maxzoom: 19,
    relief: {
      tiles: env.VITE_MAP_RELIEF_TILES,
      fallback: 'https://s3.amazonaws.com/elevation-tiles-prod/terrarium/{z}/{x}/{y}.png',
      attribution: 'Terrain Tiles: Mapzen and AWS Open Data (SRTM, EU-DEM and others)',
    },
  },
  satellite: {
    label: 'Satellite',
    tiles: env.VITE_MAP_SATELLITE_TILES,
    // EOX Sentinel-2 cloudless 2016, CC BY 4.0 (later years are non-commercial only).
    fallback: 'https://tiles.maps.eox.at/wmts/1.0.0/s2cloudless_3857/default/g/{z}/{y}/{x}.jpg',
    attribution:
      'Sentinel-2 cloudless by EOX IT Services GmbH (contains modified Copernicus Sentinel data 2016)',
    maxzoom: 15,
  },
};

const offline = env.VITE_MAP_OFFLINE === '1' || env.VITE_MAP_OFFLINE === 'true';

/** The base maps to offer; undefined pins the kit's offline style (VITE_MAP_OFFLINE). */
export const baseLayers: readonly MapBaseLayer[] | undefined = offline
  ? undefined
  : (Object.keys(DEFINITIONS) as BaseLayerId[]).map((id) => {
      const definition = DEFINITIONS[id];
      return {
        id,
        label: definition.label,
        style: rasterStyle(id, definition),
        attribution: [definition.attribution, definition.relief?.attribution]
          .filter(Boolean)
          .join(' · '),
      };
    });

// Which part of the world the map widget shows: the partner's `bbox`, fitted to the element's
// size, or Great Britain when there is none.
import { MAP_MAX_LATITUDE, MAP_TILE_PX, mercatorY, type WidgetBbox } from '@bloomkeep/schema';
import type { MapBounds, MapViewport } from '@bloomkeep/ui';

/** Without a `bbox`: Great Britain and Northern Ireland, where Bloomkeep's things are. */
export const DEFAULT_WIDGET_BBOX: WidgetBbox = { west: -8.2, south: 49.8, east: 1.8, north: 60.9 };

/** The most a fitted box zooms in (a street: a tiny bbox should not show a blur). */
export const MAX_FIT_ZOOM = 17;

function latitudeOfMercatorY(y: number): number {
  return (Math.atan(Math.sinh(Math.PI * (1 - 2 * y))) * 180) / Math.PI;
}

/** The centre and zoom that show all of `bbox` in a `width` × `height` pixel map. */
export function viewportForBbox(bbox: WidgetBbox, width: number, height: number): MapViewport {
  const span = bbox.east >= bbox.west ? bbox.east - bbox.west : 360 - (bbox.west - bbox.east);
  const top = mercatorY(bbox.north);
  const bottom = mercatorY(bbox.south);
  const fit = (pixels: number, worldShare: number) =>
    worldShare > 0 ? Math.log2(Math.max(pixels, 1) / (worldShare * MAP_TILE_PX)) : MAX_FIT_ZOOM;
  const zoom = Math.min(fit(width, span / 360), fit(height, bottom - top), MAX_FIT_ZOOM);
  const centreLongitude = bbox.west + span / 2;
  return {
    center: {
      longitude: centreLongitude > 180 ? centreLongitude - 360 : centreLongitude,
      latitude: latitudeOfMercatorY((top + bottom) / 2),
    },
    zoom: Math.max(0, Math.floor(zoom * 100) / 100),
  };
}

/** The map's bounds as the public API takes them: inside ±180° and the Web Mercator limit. */
export function clampBounds({ west, south, east, north }: MapBounds): MapBounds {
  const clamp = (value: number, limit: number) => Math.max(-limit, Math.min(limit, value));
  return {
    west: clamp(west, 180),
    south: clamp(south, MAP_MAX_LATITUDE),
    east: clamp(east, 180),
    north: clamp(north, MAP_MAX_LATITUDE),
  };
}

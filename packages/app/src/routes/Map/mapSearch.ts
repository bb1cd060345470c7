// The /map page's state in its address, so a view can be shared as a link and a reload
// (or signing in on the way) comes back to it: the base layer, the overlays that are on,
// the camera, and the point a "create here" dialog was opened for.
//   /map?base=satellite&overlays=things,rainfallStations&lng=-3.68400&lat=50.43190&z=13.50&create=-3.687,50.43
// Anything unreadable falls back to the default rather than failing the page.
import { isValidLngLat, type LngLat } from '@bloomkeep/schema';
import { mapOverlays, type MapBaseLayerId, type MapOverlayId } from '@bloomkeep/ui';

export const DEFAULT_BASE_LAYER: MapBaseLayerId = 'topographic';
export const BASE_LAYERS: readonly MapBaseLayerId[] = [DEFAULT_BASE_LAYER, 'terrain', 'satellite'];
export type BaseLayerId = MapBaseLayerId;

/** Every overlay of spec §2 /map, in the kit's layer panel order. */
export const MAP_OVERLAYS: readonly MapOverlayId[] = mapOverlays.map((overlay) => overlay.id);

/** What a first visit shows: every thing and device, and the rain gauges around them. */
export const DEFAULT_OVERLAYS: readonly MapOverlayId[] = ['things', 'devices', 'rainfallStations'];

/**
 * The bee cafe host's map keeps to bee cafes, as its dashboard does (spec §1, decision 0115);
 * every other overlay is one switch away.
 */
export const BEE_CAFE_OVERLAYS: readonly MapOverlayId[] = [
  'beeCafe',
  'devices',
  'rainfallStations',
];

export const MIN_ZOOM = 2;
export const MAX_ZOOM = 19;

export interface MapCamera {
  center: LngLat;
  zoom: number;
}

export interface MapSearchState {
  base: BaseLayerId;
  overlays: readonly MapOverlayId[];
  /** null: the page's default camera (around the visitor's things, or the demo town). */
  camera: MapCamera | null;
  /** The point a "create a thing or a device here" dialog is open for. */
  create: LngLat | null;
}

function isBaseLayer(value: string | null): value is BaseLayerId {
  return (BASE_LAYERS as readonly (string | null)[]).includes(value);
}

function number(value: string | null): number | null {
  if (value === null || value.trim() === '') return null;
  const parsed = Number(value);
  return Number.isFinite(parsed) ? parsed : null;
}

function lngLatPair(value: string | null): LngLat | null {
  const [longitude, latitude, extra] = (value ?? '').split(',').map((part) => number(part));
  if (longitude == null || latitude == null || extra !== undefined) return null;
  const position = { longitude, latitude };
  return isValidLngLat(position) ? position : null;
}

export function readMapSearch(
  search: URLSearchParams,
  defaults: readonly MapOverlayId[] = DEFAULT_OVERLAYS,
): MapSearchState {
  const base = search.get('base');
  const overlays = search.get('overlays');
  const longitude = number(search.get('lng'));
  const latitude = number(search.get('lat'));
  const zoom = number(search.get('z'));
  const center = longitude !== null && latitude !== null ? { longitude, latitude } : null;
  return {
    base: isBaseLayer(base) ? base : DEFAULT_BASE_LAYER,
    // Absent: the defaults; present but empty: the visitor turned everything off.
    overlays:
      overlays === null
        ? defaults
        : MAP_OVERLAYS.filter((id) => overlays.split(',').some((part) => part.trim() === id)),
    camera:
      center && isValidLngLat(center) && zoom !== null
        ? { center, zoom: Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, zoom)) }
        : null,
    create: lngLatPair(search.get('create')),
  };
}

/** The search of a state; `overlays` only when they differ from the defaults. */
export function writeMapSearch(
  state: MapSearchState,
  defaults: readonly MapOverlayId[] = DEFAULT_OVERLAYS,
): URLSearchParams {
  const search = new URLSearchParams();
  if (state.base !== DEFAULT_BASE_LAYER) search.set('base', state.base);
  const overlays = MAP_OVERLAYS.filter((id) => state.overlays.includes(id));
  const isDefault =
    overlays.length === defaults.length && overlays.every((id) => defaults.includes(id));
  if (!isDefault) search.set('overlays', overlays.join(','));
  if (state.camera) {
    search.set('lng', state.camera.center.longitude.toFixed(5));
    search.set('lat', state.camera.center.latitude.toFixed(5));
    search.set('z', state.camera.zoom.toFixed(2));
  }
  if (state.create) {
    search.set(
      'create',
      `${state.create.longitude.toFixed(6)},${state.create.latitude.toFixed(6)}`,
    );
  }
  return search;
}

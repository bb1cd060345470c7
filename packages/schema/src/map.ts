// The map's data rules (issue 12, decision 0131): which box the server answers for,
// and the grid it clusters on. The database holds the same numbers and the same
// box rule (app_private.map_bounds_error, migration 0022); packages/server/test/
// map-sql.test.ts holds the two together, so the app can check a box before asking.

/** MapLibre's tile size: the world is 512 × 2^zoom pixels wide. */
export const MAP_TILE_PX = 512;
/**
 * A cluster cell is 64 px square on screen (an eighth of a tile), so cells are fixed
 * to the world, not to the view: panning never moves a cluster from one cell to another.
 */
export const MAP_CELL_PX = 64;
/** A cell with at most this many points shows them; one with more shows a cluster. */
export const MAP_CELL_POINTS = 3;
/** From this zoom on (street level), points are never clustered unless the answer would be too long. */
export const MAP_CLUSTER_MAX_ZOOM = 17;
/** Most points plus clusters in one answer; over this, every cell is a cluster (then, if still over, `truncated`). */
export const MAP_MAX_FEATURES = 2000;
/** The largest view answered, in pixels at the asked zoom, either way (a 4K screen with a margin). */
export const MAP_MAX_VIEW_PX = 8192;
export const MAP_MIN_ZOOM = 0;
export const MAP_MAX_ZOOM = 22;
/** Web Mercator's latitude limit: the grid clamps to it. */
export const MAP_MAX_LATITUDE = 85.0511287798;

/** A box in degrees. `west > east` means the box crosses the antimeridian. */
export interface MapBounds {
  west: number;
  south: number;
  east: number;
  north: number;
}

export const MAP_BOUNDS_MESSAGES = {
  notFinite: 'The map box needs four finite coordinates and a zoom',
  latitude: 'Latitudes must be between -90 and 90',
  longitude: 'Longitudes must be between -180 and 180 (wrap them first)',
  southNorth: 'South must be below north',
  noWidth: 'The map box has no width',
  zoom: `Zoom must be between ${MAP_MIN_ZOOM} and ${MAP_MAX_ZOOM}`,
  tooLarge: `The map box is too large for this zoom: at most ${MAP_MAX_VIEW_PX} pixels either way`,
} as const;

const finite = (value: number) => typeof value === 'number' && Number.isFinite(value);

/** Width in degrees, through the antimeridian when west > east. */
export function mapBoundsWidth(bounds: MapBounds): number {
  return bounds.west < bounds.east ? bounds.east - bounds.west : 360 - (bounds.west - bounds.east);
}

/** Web Mercator y of a latitude, 0 at the top of the world and 1 at the bottom. */
export function mercatorY(latitude: number): number {
  const clamped = Math.max(-MAP_MAX_LATITUDE, Math.min(MAP_MAX_LATITUDE, latitude));
  const radians = (clamped * Math.PI) / 180;
  return (1 - Math.log(Math.tan(Math.PI / 4 + radians / 2)) / Math.PI) / 2;
}

/** Why the server would refuse this box at this zoom, or null. */
export function validateMapBounds(bounds: MapBounds, zoom: number): string | null {
  const { west, south, east, north } = bounds;
  if (![west, south, east, north, zoom].every(finite)) return MAP_BOUNDS_MESSAGES.notFinite;
  if (Math.abs(south) > 90 || Math.abs(north) > 90) return MAP_BOUNDS_MESSAGES.latitude;
  if (Math.abs(west) > 180 || Math.abs(east) > 180) return MAP_BOUNDS_MESSAGES.longitude;
  if (south >= north) return MAP_BOUNDS_MESSAGES.southNorth;
  if (west === east) return MAP_BOUNDS_MESSAGES.noWidth;
  if (zoom < MAP_MIN_ZOOM || zoom > MAP_MAX_ZOOM) return MAP_BOUNDS_MESSAGES.zoom;
  const worldPx = MAP_TILE_PX * 2 ** zoom;
  const widthPx = (mapBoundsWidth(bounds) / 360) * worldPx;
  const heightPx = (mercatorY(south) - mercatorY(north)) * worldPx;
  if (widthPx > MAP_MAX_VIEW_PX || heightPx > MAP_MAX_VIEW_PX) return MAP_BOUNDS_MESSAGES.tooLarge;
  return null;
}

/** The zoom whose grid clusters a view: whole zooms, so a fractional zoom keeps its cells. */
export function mapGridZoom(zoom: number): number {
  return Math.max(MAP_MIN_ZOOM, Math.min(MAP_MAX_ZOOM, Math.floor(zoom)));
}

/** The grid cell (column, row) of a position at a grid zoom; the same cell the server uses. */
export function mapCellOf(
  position: { longitude: number; latitude: number },
  gridZoom: number,
): { column: number; row: number } {
  const cells = (MAP_TILE_PX / MAP_CELL_PX) * 2 ** gridZoom;
  return {
    column: Math.floor(((position.longitude + 180) / 360) * cells),
    row: Math.floor(mercatorY(position.latitude) * cells),
  };
}

// One geo vocabulary. Inside Bloomkeep every position is a `LngLat` in degrees
// (WGS 84). The spec fixes two x/y wire shapes that disagree; they are
// converted here and nowhere else:
//   - a thing's (and later a device's) `location`: a PostgreSQL point exposed
//     as { x, y } with x = longitude, y = latitude (GeoJSON order);
//   - the client auth state's `location` (spec §3): x = latitude, y = longitude.
// Anything else that reads `.x` or `.y` of a location is a bug.

/** A position on the earth in degrees (WGS 84). */
export interface LngLat {
  readonly longitude: number;
  readonly latitude: number;
}

/** The { x, y } pair of the wire; which is which depends on the shape (see above). */
export interface XYPoint {
  readonly x: number;
  readonly y: number;
}

/** A thing's or device's `location` (x longitude, y latitude) as a LngLat. */
export function lngLatFromPoint(point: XYPoint): LngLat {
  return { longitude: point.x, latitude: point.y };
}

/** A LngLat as a thing's or device's `location` (x longitude, y latitude). */
export function pointFromLngLat(position: LngLat): { x: number; y: number } {
  return { x: position.longitude, y: position.latitude };
}

/** What a location is read from: a URLSearchParams (browser or Node), or anything like it. */
export interface SearchParamsLike {
  get(name: string): string | null;
}

/**
 * A link's `?x=<longitude>&y=<latitude>` (the location wire shape, e.g. "create a thing here"
 * from the map) as a LngLat, or null when either is missing, not a number or out of range.
 */
export function lngLatFromPointSearch(search: SearchParamsLike): LngLat | null {
  const x = search.get('x');
  const y = search.get('y');
  if (x === null || y === null || x.trim() === '' || y.trim() === '') return null;
  const position = lngLatFromPoint({ x: Number(x), y: Number(y) });
  return isValidLngLat(position) ? position : null;
}

/** The `?x=&y=` search of a location (see `lngLatFromPointSearch`), rounded to ~1 m. */
export function pointSearchFromLngLat(position: LngLat): string {
  const { x, y } = pointFromLngLat(position);
  return `x=${x.toFixed(6)}&y=${y.toFixed(6)}`;
}

/** The client auth state's `location` (x latitude, y longitude, spec §3) as a LngLat. */
export function lngLatFromAuthLocation(location: XYPoint): LngLat {
  return { longitude: location.y, latitude: location.x };
}

/** A LngLat as the client auth state's `location` (x latitude, y longitude, spec §3). */
export function authLocationFromLngLat(position: LngLat): { x: number; y: number } {
  return { x: position.latitude, y: position.longitude };
}

/** [longitude, latitude], the order of GeoJSON coordinates and maplibre's LngLatLike. */
export function lngLatTuple(position: LngLat): [number, number] {
  return [position.longitude, position.latitude];
}

/** True for finite degrees within -90…90 latitude and -180…180 longitude. */
export function isValidLngLat(position: LngLat): boolean {
  const { longitude, latitude } = position;
  return (
    Number.isFinite(longitude) &&
    Number.isFinite(latitude) &&
    Math.abs(latitude) <= 90 &&
    Math.abs(longitude) <= 180
  );
}

/** Mean earth radius in km (IUGG). */
const EARTH_RADIUS_KM = 6371.0088;

const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** The great-circle distance between two positions in km (haversine formula). */
export function haversineKm(from: LngLat, to: LngLat): number {
  const dLat = radians(to.latitude - from.latitude);
  const dLng = radians(to.longitude - from.longitude);
  const a =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(from.latitude)) * Math.cos(radians(to.latitude)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(a)));
}

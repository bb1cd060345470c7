// Soilscape polygons as they arrive: a GeoJSON FeatureCollection (RFC 7946) of Polygon
// and MultiPolygon features in WGS 84, each with the soilscape attributes as properties
// (docs/integrations.md "Cranfield Soilscapes", docs/decisions/0128). This file only
// reads and checks; import.ts writes. No I/O.
//
// Checking is strict and complete: every problem is reported with the feature's index
// (and name where it has one), so one run tells the person importing everything to fix,
// and a file with any problem is not imported at all.

/** The soilscape attributes of one polygon, in our names. */
export interface SoilscapeProperties {
  unit: number;
  texture: string;
  drainage: string;
  fertility: string;
  landcover: string | null;
  habitats: string | null;
  carbon: string | null;
  drainsTo: string | null;
  waterProtection: string | null;
  generalCropping: string | null;
}

/** A GeoJSON Polygon's coordinates: the outer ring, then holes; each ring closed. */
export type PolygonRings = Array<Array<[number, number]>>;

export interface SoilscapeFeature {
  /** Position in the file's `features`, from 0. */
  index: number;
  properties: SoilscapeProperties;
  /** One entry per polygon (a MultiPolygon gives several). */
  polygons: PolygonRings[];
}

export type SoilscapeFileResult =
  { ok: true; features: SoilscapeFeature[]; polygons: number } | { ok: false; errors: string[] };

/** More than this many problems are summarised: the first ones are enough to act on. */
const MAX_ERRORS = 50;
/** Guards against a file that would make one row enormous (a whole coastline as one ring). */
export const MAX_RING_POSITIONS = 100_000;

const REQUIRED = ['unit', 'texture', 'drainage', 'fertility'] as const;
const REQUIRED_TEXT = { texture: true, drainage: true, fertility: true } as const;
const OPTIONAL = [
  'landcover',
  'habitats',
  'carbon',
  'drainsTo',
  'waterProtection',
  'generalCropping',
] as const;

/**
 * Property names are matched ignoring case, spaces, hyphens and underscores, so
 * `drainsTo`, `drains_to` and `DRAINS_TO` are the same; `soilscape` is also taken for
 * the unit, as the national data names it.
 */
const ALIASES: Record<string, keyof SoilscapeProperties> = {
  unit: 'unit',
  soilscape: 'unit',
  soilscapeunit: 'unit',
  texture: 'texture',
  drainage: 'drainage',
  fertility: 'fertility',
  landcover: 'landcover',
  habitats: 'habitats',
  carbon: 'carbon',
  drainsto: 'drainsTo',
  waterprotection: 'waterProtection',
  generalcropping: 'generalCropping',
};

const normalise = (name: string) => name.toLowerCase().replace(/[\s_-]+/g, '');

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Coordinates named EPSG:4326 or CRS84 (the only ones GeoJSON allows) are fine. */
function crsProblem(json: Json): string | null {
  const crs = json.crs;
  if (crs === undefined || crs === null) return null;
  const name = isObject(crs) && isObject(crs.properties) ? crs.properties.name : undefined;
  if (typeof name === 'string' && /(CRS84|EPSG::?4326)$/i.test(name)) return null;
  return (
    `the file's coordinates are in ${typeof name === 'string' ? name : 'another reference system'}; ` +
    'convert them to WGS 84 longitude and latitude first (for example ' +
    '`ogr2ogr -f GeoJSON -t_srs EPSG:4326 out.geojson in.shp`)'
  );
}

function ringProblem(ring: unknown, where: string): string | null {
  if (!Array.isArray(ring)) return `${where} is not a list of positions`;
  if (ring.length < 4) return `${where} has ${ring.length} positions; a ring needs at least 4`;
  if (ring.length > MAX_RING_POSITIONS) {
    return `${where} has ${ring.length} positions; at most ${MAX_RING_POSITIONS} are accepted (simplify it)`;
  }
  for (const [i, position] of ring.entries()) {
    if (
      !Array.isArray(position) ||
      position.length < 2 ||
      typeof position[0] !== 'number' ||
      typeof position[1] !== 'number' ||
      !Number.isFinite(position[0]) ||
      !Number.isFinite(position[1])
    ) {
      return `${where}, position ${i} is not [longitude, latitude]`;
    }
    if (Math.abs(position[0]) > 180 || Math.abs(position[1]) > 90) {
      return (
        `${where}, position ${i} (${position[0]}, ${position[1]}) is not a longitude and latitude; ` +
        'are the coordinates in British National Grid metres? Convert them to WGS 84 (EPSG:4326)'
      );
    }
  }
  const first = ring[0] as number[];
  const last = ring[ring.length - 1] as number[];
  if (first[0] !== last[0] || first[1] !== last[1]) {
    return `${where} is not closed (its last position must repeat its first)`;
  }
  return null;
}

function polygonProblems(rings: unknown, where: string): string[] {
  if (!Array.isArray(rings) || rings.length === 0) return [`${where} has no rings`];
  const problems: string[] = [];
  rings.forEach((ring, i) => {
    const problem = ringProblem(ring, i === 0 ? `${where}'s outer ring` : `${where}'s hole ${i}`);
    if (problem) problems.push(problem);
  });
  return problems;
}

function text(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
}

function readProperties(
  raw: unknown,
  where: string,
): { ok: true; value: SoilscapeProperties } | { ok: false; errors: string[] } {
  if (!isObject(raw)) {
    return { ok: false, errors: [`${where} has no properties (needs ${REQUIRED.join(', ')})`] };
  }
  const found: Partial<Record<keyof SoilscapeProperties, unknown>> = {};
  for (const [name, value] of Object.entries(raw)) {
    const ours = ALIASES[normalise(name)];
    if (ours && found[ours] === undefined) found[ours] = value;
  }
  const errors: string[] = [];
  const unitValue = found.unit;
  const unit = typeof unitValue === 'string' ? Number(unitValue.trim()) : unitValue;
  if (unitValue === undefined || unitValue === null || unitValue === '') {
    errors.push(`${where} has no unit (the soilscape unit, 1 to 31)`);
  } else if (typeof unit !== 'number' || !Number.isInteger(unit) || unit < 1 || unit > 31) {
    errors.push(`${where}'s unit ${JSON.stringify(unitValue)} is not a whole number from 1 to 31`);
  }
  for (const key of ['texture', 'drainage', 'fertility', ...OPTIONAL] as const) {
    const value = found[key];
    if (
      value !== undefined &&
      value !== null &&
      typeof value !== 'string' &&
      typeof value !== 'number'
    ) {
      errors.push(`${where}'s ${key} must be text`);
    } else if (key in REQUIRED_TEXT && text(value) === null) {
      errors.push(`${where} has no ${key}`);
    }
  }
  if (errors.length > 0) return { ok: false, errors };
  return {
    ok: true,
    value: {
      unit: unit as number,
      texture: text(found.texture)!,
      drainage: text(found.drainage)!,
      fertility: text(found.fertility)!,
      landcover: text(found.landcover),
      habitats: text(found.habitats),
      carbon: text(found.carbon),
      drainsTo: text(found.drainsTo),
      waterProtection: text(found.waterProtection),
      generalCropping: text(found.generalCropping),
    },
  };
}

/** Checks a parsed GeoJSON document; every problem is named with its feature index. */
export function readSoilscapeFile(json: unknown): SoilscapeFileResult {
  if (!isObject(json) || json.type !== 'FeatureCollection') {
    return { ok: false, errors: ['the file must be a GeoJSON FeatureCollection'] };
  }
  if (!Array.isArray(json.features)) {
    return { ok: false, errors: ['the FeatureCollection has no features list'] };
  }
  const crs = crsProblem(json);
  if (crs) return { ok: false, errors: [crs] };
  if (json.features.length === 0) {
    return { ok: false, errors: ['the FeatureCollection has no features'] };
  }
  const errors: string[] = [];
  const features: SoilscapeFeature[] = [];
  let polygons = 0;
  json.features.forEach((feature: unknown, index: number) => {
    const name =
      isObject(feature) && isObject(feature.properties) ? text(feature.properties.name) : null;
    const where = `feature ${index}${name ? ` ("${name}")` : ''}`;
    if (!isObject(feature) || feature.type !== 'Feature') {
      errors.push(`${where} is not a GeoJSON Feature`);
      return;
    }
    const problems: string[] = [];
    const geometry = feature.geometry;
    let rings: PolygonRings[] = [];
    if (!isObject(geometry)) {
      problems.push(`${where} has no geometry`);
    } else if (geometry.type === 'Polygon') {
      problems.push(...polygonProblems(geometry.coordinates, where));
      rings = [geometry.coordinates as PolygonRings];
    } else if (geometry.type === 'MultiPolygon') {
      const parts = geometry.coordinates;
      if (!Array.isArray(parts) || parts.length === 0) {
        problems.push(`${where}'s MultiPolygon has no polygons`);
      } else {
        parts.forEach((part, i) =>
          problems.push(...polygonProblems(part, `${where}, polygon ${i}`)),
        );
        rings = parts as PolygonRings[];
      }
    } else {
      const type = JSON.stringify(geometry.type);
      problems.push(`${where} is a ${type}; only Polygon and MultiPolygon are soilscapes`);
    }
    const properties = readProperties(feature.properties, where);
    if (!properties.ok) problems.push(...properties.errors);
    if (problems.length > 0 || !properties.ok) {
      errors.push(...problems);
      return;
    }
    // Only [longitude, latitude] is kept (a third, altitude, value is dropped).
    const cleaned = rings.map((polygon) =>
      polygon.map((ring) => ring.map(([lng, lat]) => [lng, lat] as [number, number])),
    );
    features.push({ index, properties: properties.value, polygons: cleaned });
    polygons += cleaned.length;
  });
  if (errors.length > 0) {
    const shown = errors.slice(0, MAX_ERRORS);
    if (errors.length > MAX_ERRORS) shown.push(`… and ${errors.length - MAX_ERRORS} more problems`);
    return { ok: false, errors: shown };
  }
  return { ok: true, features, polygons };
}

/** Reads GeoJSON text (a file's contents); a syntax error is one problem. */
export function readSoilscapeText(source: string): SoilscapeFileResult {
  let json: unknown;
  try {
    json = JSON.parse(source);
  } catch (error) {
    return {
      ok: false,
      errors: [`the file is not JSON: ${error instanceof Error ? error.message : String(error)}`],
    };
  }
  return readSoilscapeFile(json);
}

// What a ThingMap draws, as plain data: the app fills it from GraphQL, the partner widget from
// its own fetch. Positions are the kit's MapPoint (longitude, latitude in degrees, WGS 84).
import type { StyleSpecification } from 'maplibre-gl';
import type { IndicatorLevel, ThingCategory } from '@bloomkeep/schema';

/** A point on the map, in degrees (WGS 84). */
export interface MapPoint {
  longitude: number;
  latitude: number;
}

export type MapBaseLayerId = 'terrain' | 'satellite' | 'topographic';

/** A base map the user can choose: a MapLibre style (URL or inline) and whom it credits. */
export interface MapBaseLayer {
  id: MapBaseLayerId;
  label: string;
  style: string | StyleSpecification;
  /** Shown on the map while this base layer is selected, e.g. "© OpenStreetMap contributors". */
  attribution?: string;
}

export type MapPointKind = 'thing' | 'device' | 'gateway' | 'rainfallStation';

/** One thing, device, gateway or rain gauge on the map. */
export interface MapPointData {
  kind: MapPointKind;
  id: string;
  position: MapPoint;
  name: string;
  /** A thing's category. */
  category?: ThingCategory;
  /** A device's model, or a gateway's or station's short description. */
  model?: string;
  /** The water indicator of a thing or device (unknown when there is no reading). */
  level?: IndicatorLevel;
  /** What happened last, already worded, e.g. "Watered 2 hours ago by Sam". */
  lastAction?: string;
  /** Where selecting the point leads (the thing's or device's page). */
  href?: string;
}

/** Zoomed out, the server's aggregate of the things in one grid cell. */
export interface MapClusterData {
  id: string;
  position: MapPoint;
  count: number;
  /** How many of them are at each indicator level, for the cluster's description. */
  levels?: Partial<Record<IndicatorLevel, number>>;
}

/** The kit's tones, for soilscape polygons (the app maps a soil texture to one). */
export type MapPolygonTone = 'positive' | 'caution' | 'critical' | 'info' | 'neutral' | 'accent';

/** A soilscape unit: one polygon (outer ring first, then holes), its label and its tone. */
export interface MapPolygonData {
  id: string;
  rings: Array<Array<[longitude: number, latitude: number]>>;
  label: string;
  tone: MapPolygonTone;
}

/** A pollinator corridor (B-Line) or another path. */
export interface MapLineData {
  id: string;
  path: Array<[longitude: number, latitude: number]>;
  label: string;
}

export interface MapViewport {
  center: MapPoint;
  zoom: number;
}

export interface MapBounds {
  west: number;
  south: number;
  east: number;
  north: number;
}

/** The viewport after a move, with the box the app fetches (a bounding-box query). */
export interface MapViewportChange extends MapViewport {
  bounds: MapBounds;
}

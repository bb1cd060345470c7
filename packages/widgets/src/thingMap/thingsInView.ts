// The map widget's data: `public.thingsInView.v1` over GET for the box in view, the same
// mapFeatures the app's map asks for (packages/app/src/routes/Map/useMapFeatures.ts), things
// only, as a guest. The answer becomes the kit's plain map data through the shared rules: the
// one x/y → LngLat conversion and the colour → water level scale of @bloomkeep/schema, the
// kit's action wording; a point links back to the thing's page on our site.
import {
  INDICATOR_COLOUR_LEVELS,
  PUBLIC_OPERATIONS,
  THING_CATEGORIES,
  lngLatFromPoint,
  type IndicatorColour,
  type ThingCategory,
} from '@bloomkeep/schema';
import {
  actionTypePastTense,
  timeAgo,
  type ActionType,
  type MapClusterData,
  type MapPointData,
  type MapViewportChange,
} from '@bloomkeep/ui';
import { apiUrl, publicQueryUrl } from '../shared/api';
import { requestJson, WidgetRequestError } from '../shared/fragment';
import { clampBounds } from './mapView';

/** A point of `mapFeatures` as the public operation selects it. */
export interface WirePoint {
  kind: string;
  id: string;
  name: string;
  category: string | null;
  x: number;
  y: number;
  indicatorColour: string;
  lastActionType: string | null;
  lastActionAt: string | null;
}

export interface WireCluster {
  kind: string;
  x: number;
  y: number;
  count: number;
  blue: number;
  green: number;
  orange: number;
  red: number;
  grey: number;
}

export interface ThingsInViewAnswer {
  data?: {
    mapFeatures: {
      truncated: boolean;
      points: ReadonlyArray<WirePoint | null>;
      clusters: ReadonlyArray<WireCluster | null>;
    } | null;
  } | null;
  errors?: ReadonlyArray<{ message: string }>;
}

export interface ThingsInView {
  points: MapPointData[];
  clusters: MapClusterData[];
  /** More things were in view than one answer holds (zooming in shows them). */
  truncated: boolean;
}

/** The operation's variables: the box, the zoom, and the categories (none means all). */
export function thingsInViewVariables(
  view: MapViewportChange,
  categories: readonly ThingCategory[],
) {
  return {
    ...clampBounds(view.bounds),
    zoom: view.zoom,
    categories: [...categories],
    allCategories: categories.length === 0,
  };
}

/** The address of a thing's page on our site: where a point's card leads. */
export function thingPageUrl(api: string, id: string): string {
  return apiUrl(api, `/things/${encodeURIComponent(id)}`);
}

export function thingPointFromWire(point: WirePoint, api: string, now: Date): MapPointData {
  const category = (THING_CATEGORIES as readonly string[]).includes(point.category ?? '')
    ? (point.category as ThingCategory)
    : undefined;
  const action = point.lastActionType as ActionType | null;
  return {
    kind: 'thing',
    id: point.id,
    position: lngLatFromPoint({ x: point.x, y: point.y }),
    name: point.name,
    category,
    level: INDICATOR_COLOUR_LEVELS[point.indicatorColour as IndicatorColour] ?? 'unknown',
    lastAction:
      action && point.lastActionAt && action in actionTypePastTense
        ? `${actionTypePastTense[action]} ${timeAgo(point.lastActionAt, now)}`
        : undefined,
    href: thingPageUrl(api, point.id),
  };
}

export function clusterFromWire(cluster: WireCluster): MapClusterData {
  return {
    id: `${cluster.kind}:${cluster.x.toFixed(6)},${cluster.y.toFixed(6)}`,
    position: lngLatFromPoint({ x: cluster.x, y: cluster.y }),
    count: cluster.count,
    levels: {
      tooWet: cluster.blue,
      moist: cluster.green,
      needsWater: cluster.orange,
      tooDry: cluster.red,
      unknown: cluster.grey,
    },
  };
}

export async function fetchThingsInView(
  api: string,
  view: MapViewportChange,
  categories: readonly ThingCategory[],
  signal: AbortSignal,
  now: Date = new Date(),
): Promise<ThingsInView> {
  const url = publicQueryUrl(
    api,
    PUBLIC_OPERATIONS.thingsInView,
    thingsInViewVariables(view, categories),
  );
  const answer = await requestJson(url, signal);
  const body = answer.body as ThingsInViewAnswer | null;
  const features = body?.data?.mapFeatures;
  if (!answer.ok || !features) {
    throw new WidgetRequestError(
      body?.errors?.[0]?.message ?? `HTTP ${answer.status}`,
      answer.status,
      answer.retryAfterSeconds,
    );
  }
  return {
    points: features.points.flatMap((point) =>
      point?.kind === 'THING' ? [thingPointFromWire(point, api, now)] : [],
    ),
    clusters: features.clusters.flatMap((cluster) => (cluster ? [clusterFromWire(cluster)] : [])),
    truncated: features.truncated,
  };
}

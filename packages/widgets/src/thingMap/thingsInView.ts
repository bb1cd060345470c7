// The map widget's data: `public.thingsInView.v1` over GET for the box in view, the same
// mapFeatures the app's map asks for (packages/app/src/routes/Map/useMapFeatures.ts), things
// only, as a guest. The answer becomes the kit's plain map data through the kit's one wire
// conversion (@bloomkeep/ui's mapPointFromWire, as the app's map); a point links back to the
// thing's page on our site for the widget's brand, which the server names
// (`/widgets/v1/fragments/site`), as the card's "Help water" link.
import { PUBLIC_OPERATIONS, type ThingCategory, type WidgetTheme } from '@bloomkeep/schema';
import {
  mapClusterFromWire,
  mapPointFromWire,
  type MapClusterData,
  type MapPointData,
  type MapViewportChange,
  type MapWireCluster,
  type MapWirePoint,
} from '@bloomkeep/ui';
import { FRAGMENT_PATHS, apiUrl, publicQueryUrl } from '../shared/api';
import { requestJson, WidgetRequestError } from '../shared/fragment';
import { clampBounds } from './mapView';

/** A point of `mapFeatures` as the public operation selects it. */
export type WirePoint = MapWirePoint;
export type WireCluster = MapWireCluster;

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

/** The address of a thing's page on our site (`site`: the site's origin). */
export function thingPageUrl(site: string, id: string): string {
  return apiUrl(site, `/things/${encodeURIComponent(id)}`);
}

/**
 * Our site for the widget's brand, as the server names it; the API's own address when the
 * server does not say (an older server, a failed request): it serves the same pages.
 */
export async function siteOrigin(
  api: string,
  theme: WidgetTheme,
  signal: AbortSignal,
): Promise<string> {
  const answer = await requestJson(apiUrl(api, FRAGMENT_PATHS.site, { theme }), signal).catch(
    (error: unknown) => {
      if (signal.aborted) throw error;
      return null;
    },
  );
  const origin = (answer?.ok ? answer.body : null) as { origin?: unknown } | null;
  if (typeof origin?.origin === 'string') {
    try {
      const url = new URL(origin.origin);
      if (url.protocol === 'https:' || url.protocol === 'http:') return url.origin;
    } catch {
      // Not an address: fall back to the API's.
    }
  }
  return api;
}

export async function fetchThingsInView(
  api: string,
  view: MapViewportChange,
  categories: readonly ThingCategory[],
  signal: AbortSignal,
  { theme = 'default', now = new Date() }: { theme?: WidgetTheme; now?: Date } = {},
): Promise<ThingsInView> {
  const url = publicQueryUrl(
    api,
    PUBLIC_OPERATIONS.thingsInView,
    thingsInViewVariables(view, categories),
  );
  const [answer, site] = await Promise.all([
    requestJson(url, signal),
    siteOrigin(api, theme, signal),
  ]);
  const body = answer.body as ThingsInViewAnswer | null;
  const features = body?.data?.mapFeatures;
  if (!answer.ok || !features) {
    throw new WidgetRequestError(
      body?.errors?.[0]?.message ?? `HTTP ${answer.status}`,
      answer.status,
      answer.retryAfterSeconds,
    );
  }
  const links = { thing: (id: string) => thingPageUrl(site, id) };
  return {
    points: features.points.flatMap((point) =>
      point?.kind === 'THING' ? [mapPointFromWire(point, now, links)] : [],
    ),
    clusters: features.clusters.flatMap((cluster) =>
      cluster ? [mapClusterFromWire(cluster)] : [],
    ),
    truncated: features.truncated,
  };
}

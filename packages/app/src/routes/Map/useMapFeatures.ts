// What the map shows in its current view. The map asks again each time the view settles
// (ThingMap debounces its moves), for only the box in view: the server answers points, or
// clusters per grid cell when zoomed out (decision 0131), so the answer stays small at any
// zoom. A newer view cancels the older request; the last answer stays drawn meanwhile.
import { useEffect, useMemo, useState } from 'react';
import { useRelayEnvironment } from 'react-relay';
import { fetchQuery, graphql } from 'relay-runtime';
import {
  RAINFALL_LIMITS,
  haversineKm,
  lngLatFromPoint,
  type ThingCategory,
} from '@bloomkeep/schema';
import {
  mapClusterFromWire,
  mapPointFromWire,
  type MapClusterData,
  type MapLineData,
  type MapOverlayId,
  type MapPointData,
  type MapPolygonData,
  type MapPolygonTone,
  type MapViewportChange,
  type MapWireLinks,
} from '@bloomkeep/ui';
import type { useMapFeaturesQuery } from '../../__generated__/useMapFeaturesQuery.graphql';
import type { useMapFeaturesEnvironmentQuery } from '../../__generated__/useMapFeaturesEnvironmentQuery.graphql';

// The points' and clusters' fields are read by the kit's wire conversion (mapPointFromWire and
// mapClusterFromWire, @bloomkeep/ui map/wire.ts), which the lint rule cannot see from here.
/* eslint-disable relay/unused-fields */
const query = graphql`
  query useMapFeaturesQuery(
    $west: Float!
    $south: Float!
    $east: Float!
    $north: Float!
    $zoom: Float!
    $thingCategories: [ThingCategory]!
    $allThings: Boolean!
    $devices: Boolean!
    $gateways: Boolean!
    $withFeatures: Boolean!
    $withRainfall: Boolean!
    $x: Float!
    $y: Float!
    $dist: Float!
  ) {
    mapFeatures(
      west: $west
      south: $south
      east: $east
      north: $north
      zoom: $zoom
      thingCategories: $thingCategories
      allThings: $allThings
      devices: $devices
      gateways: $gateways
    ) @include(if: $withFeatures) {
      truncated
      points {
        kind
        id
        name
        category
        model
        x
        y
        indicatorColour
        lastActionType
        lastActionAt
      }
      clusters {
        kind
        x
        y
        count
        blue
        green
        orange
        red
        grey
      }
    }
    rainfallStations(x: $x, y: $y, dist: $dist, first: 50) @include(if: $withRainfall) {
      nodes {
        id
        label
        town
        location {
          x
          y
        }
      }
    }
  }
`;
/* eslint-enable relay/unused-fields */

// The environment layers travel in a query of their own: with the points in one operation,
// the whole would be over the API's cost headroom (limits-cost.test.ts).
const environmentQuery = graphql`
  query useMapFeaturesEnvironmentQuery(
    $west: Float!
    $south: Float!
    $east: Float!
    $north: Float!
    $zoom: Float!
    $withBLines: Boolean!
    $withSoil: Boolean!
  ) {
    mapBLinesList(west: $west, south: $south, east: $east, north: $north, zoom: $zoom)
      @include(if: $withBLines) {
      id
      name
      coordinates
    }
    soilscapePolygons(west: $west, south: $south, east: $east, north: $north, first: 100)
      @include(if: $withSoil) {
      nodes {
        id
        unit
        texture
        drainage
        isSample
        geometry
      }
    }
  }
`;

type Answer = useMapFeaturesQuery['response'];
type WireStation = NonNullable<NonNullable<Answer['rainfallStations']>['nodes'][number]>;
type EnvironmentAnswer = useMapFeaturesEnvironmentQuery['response'];
type WireLine = NonNullable<NonNullable<EnvironmentAnswer['mapBLinesList']>[number]>;
type WireSoilscape = NonNullable<
  NonNullable<EnvironmentAnswer['soilscapePolygons']>['nodes'][number]
>;

// The answer as the kit's plain map data, through the kit's one conversion (shared with the
// partner map widget). Locations arrive in the wire shape (x longitude, y latitude) and become
// LngLat through @bloomkeep/schema's one conversion. Points lead to pages of the app.
const APP_LINKS: MapWireLinks = {
  thing: (id) => `/things/${id}`,
  device: (id) => `/devices/${id}`,
};

export function stationPointFromWire(station: WireStation): MapPointData {
  return {
    kind: 'rainfallStation',
    id: station.id,
    position: lngLatFromPoint({ x: station.location.x, y: station.location.y }),
    name: station.label || `Rain gauge ${station.id}`,
    model: station.town ? `Rain gauge, ${station.town}` : 'Rain gauge',
    href: `/rainfall/${encodeURIComponent(station.id)}`,
  };
}

function isPath(value: unknown): value is Array<[number, number]> {
  return (
    Array.isArray(value) &&
    value.every(
      (pair) =>
        Array.isArray(pair) &&
        pair.length >= 2 &&
        Number.isFinite(pair[0]) &&
        Number.isFinite(pair[1]),
    )
  );
}

/** A B-Line; null when its coordinates are not a path (they arrive as JSON). */
export function mapLineFromWire(line: WireLine): MapLineData | null {
  const coordinates =
    typeof line.coordinates === 'string' ? safeParse(line.coordinates) : line.coordinates;
  if (!isPath(coordinates) || coordinates.length < 2) return null;
  return { id: line.id, label: line.name, path: coordinates.map(([x, y]) => [x, y]) };
}

function safeParse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** Soil textures as the kit's polygon tones: a key the legend and the card can name. */
const TEXTURE_TONES: Record<string, MapPolygonTone> = {
  loamy: 'positive',
  sandy: 'caution',
  clayey: 'info',
  peaty: 'accent',
};

function isRing(value: unknown): value is Array<[number, number]> {
  return isPath(value) && value.length >= 4;
}

/** A soilscape unit's polygon (a GeoJSON Polygon: outer ring, then holes); null if malformed. */
export function mapPolygonFromWire(soil: WireSoilscape): MapPolygonData | null {
  const geometry: unknown =
    typeof soil.geometry === 'string' ? safeParse(soil.geometry) : soil.geometry;
  const rings =
    geometry && typeof geometry === 'object' && 'coordinates' in geometry
      ? (geometry as { coordinates: unknown }).coordinates
      : null;
  if (!Array.isArray(rings) || rings.length === 0 || !rings.every(isRing)) return null;
  const texture = soil.texture ?? 'Unknown texture';
  const parts = [`Soilscape ${soil.unit}`, texture, soil.drainage].filter(Boolean);
  return {
    id: soil.id,
    rings: rings.map((ring) => ring.map(([x, y]) => [x, y] as [number, number])),
    label: `${parts.join(', ')}${soil.isSample ? ' (sample data)' : ''}`,
    tone: TEXTURE_TONES[texture.toLowerCase()] ?? 'neutral',
  };
}

/** The thing categories the server should send for these overlays ("all things" sends all). */
export const CATEGORY_OF_OVERLAY: Partial<Record<MapOverlayId, ThingCategory>> = {
  flowerbed: 'FLOWERBED',
  beeCafe: 'BEECAFE',
  greenhouse: 'GREENHOUSE',
  tree: 'TREE',
};

/** The overlay that shows only things of a category, where there is one. */
export const CATEGORY_OVERLAY: Partial<Record<ThingCategory, MapOverlayId>> = Object.fromEntries(
  Object.entries(CATEGORY_OF_OVERLAY).map(([overlay, category]) => [category, overlay]),
);

export interface MapFeatures {
  points: MapPointData[];
  clusters: MapClusterData[];
  lines: MapLineData[];
  polygons: MapPolygonData[];
  /** The server had more in view than one answer holds (the biggest clusters came first). */
  truncated: boolean;
}

export type MapFeaturesStatus = 'idle' | 'loading' | 'ready' | 'failed';

const EMPTY: MapFeatures = { points: [], clusters: [], lines: [], polygons: [], truncated: false };

/** The request for a view and the overlays that are on; null when nothing needs asking. */
/** The two requests for a view and the overlays that are on; null where nothing needs asking. */
export function mapFeaturesVariables(
  view: MapViewportChange,
  overlays: readonly MapOverlayId[],
): {
  features: useMapFeaturesQuery['variables'] | null;
  environment: useMapFeaturesEnvironmentQuery['variables'] | null;
} {
  const on = new Set(overlays);
  const thingCategories = overlays
    .map((id) => CATEGORY_OF_OVERLAY[id])
    .filter((category): category is ThingCategory => category !== undefined);
  const allThings = on.has('things');
  const devices = on.has('devices');
  const gateways = on.has('gateways');
  const withFeatures = allThings || devices || gateways || thingCategories.length > 0;
  const withBLines = on.has('bLines');
  const withRainfall = on.has('rainfallStations');
  const withSoil = on.has('soilscapes');
  const { west, south, east, north } = view.bounds;
  const box = { west, south, east, north, zoom: view.zoom };
  // Rain gauges around the centre, out to the view's corner (the server caps the distance).
  const corner = haversineKm(view.center, { longitude: east, latitude: north });
  return {
    features:
      withFeatures || withRainfall
        ? {
            ...box,
            thingCategories,
            allThings,
            devices,
            gateways,
            withFeatures,
            withRainfall,
            x: view.center.longitude,
            y: view.center.latitude,
            dist: Math.min(RAINFALL_LIMITS.maxDistanceKm, Math.max(1, Math.ceil(corner))),
          }
        : null,
    environment: withBLines || withSoil ? { ...box, withBLines, withSoil } : null,
  };
}

export function useMapFeatures(
  view: MapViewportChange | null,
  overlays: readonly MapOverlayId[],
): { features: MapFeatures; status: MapFeaturesStatus; retry: () => void } {
  const environment = useRelayEnvironment();
  // By content: the overlays are read from the address afresh on every render.
  const overlayKey = overlays.join(',');
  const variables = useMemo(
    () => (view ? mapFeaturesVariables(view, overlayKey.split(',') as MapOverlayId[]) : null),
    [view, overlayKey],
  );
  const [state, setState] = useState<{ features: MapFeatures; status: MapFeaturesStatus }>({
    features: EMPTY,
    status: 'idle',
  });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!variables) return undefined;
    const { features: pointsVariables, environment: environmentVariables } = variables;
    // Each part of the answer replaces its own layers when it arrives; a part not asked for
    // is empty at once.
    let pending = (pointsVariables ? 1 : 0) + (environmentVariables ? 1 : 0);
    const arrived = (part: Partial<MapFeatures>) => {
      pending -= 1;
      const status = pending > 0 ? 'loading' : 'ready';
      setState((previous) => ({ status, features: { ...previous.features, ...part } }));
    };
    const failed = () => setState((previous) => ({ ...previous, status: 'failed' }));
    setState((previous) => ({
      status: pending > 0 ? 'loading' : 'ready',
      features: {
        ...previous.features,
        ...(pointsVariables ? {} : { points: [], clusters: [], truncated: false }),
        ...(environmentVariables ? {} : { lines: [], polygons: [] }),
      },
    }));
    const subscriptions = [
      pointsVariables &&
        fetchQuery<useMapFeaturesQuery>(environment, query, pointsVariables, {
          fetchPolicy: 'network-only',
        }).subscribe({
          next: (data) => {
            const now = new Date();
            arrived({
              points: [
                ...(data.mapFeatures?.points ?? []).flatMap((point) =>
                  point ? [mapPointFromWire(point, now, APP_LINKS)] : [],
                ),
                ...(data.rainfallStations?.nodes ?? []).map(stationPointFromWire),
              ],
              clusters: (data.mapFeatures?.clusters ?? []).flatMap((cluster) =>
                cluster ? [mapClusterFromWire(cluster)] : [],
              ),
              truncated: data.mapFeatures?.truncated ?? false,
            });
          },
          error: failed,
        }),
      environmentVariables &&
        fetchQuery<useMapFeaturesEnvironmentQuery>(
          environment,
          environmentQuery,
          environmentVariables,
          { fetchPolicy: 'network-only' },
        ).subscribe({
          next: (data) =>
            arrived({
              lines: (data.mapBLinesList ?? []).flatMap((line) => {
                const converted = line ? mapLineFromWire(line) : null;
                return converted ? [converted] : [];
              }),
              polygons: (data.soilscapePolygons?.nodes ?? []).flatMap((soil) => {
                const converted = soil ? mapPolygonFromWire(soil) : null;
                return converted ? [converted] : [];
              }),
            }),
          error: failed,
        }),
    ];
    return () => {
      for (const subscription of subscriptions) subscription?.unsubscribe();
    };
  }, [environment, variables, attempt]);

  return { ...state, retry: () => setAttempt((count) => count + 1) };
}

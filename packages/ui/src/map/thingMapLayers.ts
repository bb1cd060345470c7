// The deck.gl layers of a ThingMap, coloured from the theme's runtime tokens (RGBA arrays from the
// same token source as the CSS), so both themes colour the map as they colour the rest of the kit.
import type { Layer } from '@deck.gl/core';
import type { RuntimeTokens, Rgba } from '../tokens/runtimeTokens';
import type { Deck } from './loadDeck';
import type { MapClusterData, MapLineData, MapPointData, MapPolygonData } from './mapData';

export interface ThingMapLayerData {
  points: readonly MapPointData[];
  clusters: readonly MapClusterData[];
  polygons: readonly MapPolygonData[];
  lines: readonly MapLineData[];
  /** The point whose card is showing: drawn larger with the focus ring colour. */
  highlightedId: string | null;
}

const toneColours = (colours: RuntimeTokens, tone: MapPolygonData['tone']) =>
  tone === 'accent' ? colours.accent : colours.tone[tone];

const withAlpha = ([r, g, b]: Rgba, alpha: number): Rgba => [r, g, b, alpha];

/** Screen radius of a point, in pixels; devices are smaller (they often sit in a thing). */
const POINT_RADIUS: Record<MapPointData['kind'], number> = {
  thing: 8,
  device: 6,
  gateway: 7,
  rainfallStation: 7,
};

/** A cluster's radius grows with the logarithm of its count: 14 px for 2, ~36 px for 10,000. */
export function clusterRadius(count: number): number {
  return Math.round(12 + 6 * Math.log10(Math.max(count, 1)));
}

/** "87", "1.2k", "15k": short enough to fit the smallest cluster. */
export function clusterLabel(count: number): string {
  if (count < 1000) return String(count);
  if (count < 10_000) return `${(Math.floor(count / 100) / 10).toString()}k`;
  return `${Math.floor(count / 1000)}k`;
}

export function pointFill(point: MapPointData, colours: RuntimeTokens): Rgba {
  switch (point.kind) {
    case 'thing':
    case 'device':
      return colours.indicator[point.level ?? 'unknown'];
    case 'rainfallStation':
      return colours.tone.info.solid;
    case 'gateway':
      return colours.tone.neutral.foreground;
  }
}

export function buildThingMapLayers(
  deck: Deck,
  data: ThingMapLayerData,
  colours: RuntimeTokens,
): Layer[] {
  const { points, clusters, polygons, lines, highlightedId } = data;
  return [
    new deck.PolygonLayer<MapPolygonData>({
      id: 'soilscapes',
      data: polygons,
      getPolygon: (polygon) => polygon.rings,
      getFillColor: (polygon) => withAlpha(toneColours(colours, polygon.tone).solid, 64),
      getLineColor: (polygon) => toneColours(colours, polygon.tone).foreground,
      lineWidthUnits: 'pixels',
      getLineWidth: 1,
      stroked: true,
      filled: true,
    }),
    new deck.PathLayer<MapLineData>({
      id: 'b-lines',
      data: lines,
      getPath: (line) => line.path,
      getColor: colours.accent.solid,
      widthUnits: 'pixels',
      getWidth: 4,
      capRounded: true,
      jointRounded: true,
    }),
    new deck.ScatterplotLayer<MapClusterData>({
      id: 'clusters',
      data: clusters,
      pickable: true,
      getPosition: (cluster) => [cluster.position.longitude, cluster.position.latitude],
      radiusUnits: 'pixels',
      getRadius: (cluster) => clusterRadius(cluster.count),
      getFillColor: withAlpha(colours.brand, 230),
      getLineColor: colours.surface,
      stroked: true,
      lineWidthUnits: 'pixels',
      getLineWidth: 2,
    }),
    new deck.TextLayer<MapClusterData>({
      id: 'cluster-counts',
      data: clusters,
      getPosition: (cluster) => [cluster.position.longitude, cluster.position.latitude],
      getText: (cluster) => clusterLabel(cluster.count),
      getColor: colours.onBrand,
      getSize: 13,
      sizeUnits: 'pixels',
      fontFamily: '"Inter Variable", system-ui, sans-serif',
      fontWeight: 700,
      characterSet: '0123456789.k',
      getTextAnchor: 'middle',
      getAlignmentBaseline: 'center',
    }),
    new deck.ScatterplotLayer<MapPointData>({
      id: 'points',
      data: points,
      pickable: true,
      getPosition: (point) => [point.position.longitude, point.position.latitude],
      radiusUnits: 'pixels',
      getRadius: (point) => POINT_RADIUS[point.kind] + (point.id === highlightedId ? 3 : 0),
      getFillColor: (point) => pointFill(point, colours),
      getLineColor: (point) => (point.id === highlightedId ? colours.focusRing : colours.surface),
      stroked: true,
      lineWidthUnits: 'pixels',
      getLineWidth: (point) => (point.id === highlightedId ? 3 : 2),
      updateTriggers: {
        getRadius: highlightedId,
        getLineColor: highlightedId,
        getLineWidth: highlightedId,
      },
    }),
  ];
}

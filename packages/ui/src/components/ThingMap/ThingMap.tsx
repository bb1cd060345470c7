import type { MapboxOverlay } from '@deck.gl/mapbox';
import { Layers, LocateFixed, Minus, Plus, RotateCcw } from 'lucide-react';
import type { IControl, MapMouseEvent } from 'maplibre-gl';
import { useCallback, useEffect, useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { Button as AriaButton } from 'react-aria-components';
import { exposeTransformForDeck } from '../../map/deckMaplibreCompat';
import { MapFrame } from '../../map/MapFrame';
import type {
  MapBaseLayer,
  MapBaseLayerId,
  MapClusterData,
  MapLineData,
  MapPointData,
  MapPolygonData,
  MapViewport,
  MapViewportChange,
} from '../../map/mapData';
import {
  areClustersShown,
  isPointShown,
  mapOverlays,
  type MapOverlayId,
  type MapOverlayOption,
} from '../../map/mapOverlays';
import { offlineMapStyle } from '../../map/offlineMapStyle';
import { buildThingMapLayers } from '../../map/thingMapLayers';
import { useDeck } from '../../map/useDeck';
import { useMapControl } from '../../map/useMapControl';
import { useMaplibreMap, type MapPoint } from '../../map/useMaplibreMap';
import { runtimeTokens } from '../../tokens/runtimeTokens';
import { IconButton } from '../IconButton/IconButton';
import { useLocateMe } from '../../map/useLocateMe';
import { MapLayerPanel } from '../MapLayerPanel/MapLayerPanel';
import { mapPointDescription, MapPointCard } from '../MapPointCard/MapPointCard';
import { Popover } from '../Popover/Popover';
import { useTheme } from '../ThemeProvider/ThemeProvider';
import * as styles from './ThingMap.css';

export const baseMapUnavailableMessage = 'Base map unavailable — showing a plain map';
export const thingMapFailureMessage =
  'The map could not be shown: it needs WebGL, which this browser does not support or has turned off.';
export const thingMapEmptyMessage = 'Nothing to show here. Move the map or switch on more layers.';

/**
 * How many points and clusters in view get a keyboard focus target, nearest the centre first. A
 * tab stop per point is the simplest accessible design, but a hundred tab stops would be a trap:
 * past this many the keyboard user zooms in, or uses the app's "Show as list".
 */
export const MAX_FOCUSABLE_POINTS = 20;

/** How long the map must rest before `onViewportChange` reports a move (one fetch per pan). */
export const VIEWPORT_DEBOUNCE_MS = 250;

// One empty array for absent data, so deck.gl sees unchanged data as unchanged.
const none: readonly never[] = [];

/** Zoom levels a press on a cluster adds. */
const CLUSTER_ZOOM_STEP = 2;

export interface ThingMapProps {
  /** The accessible name of the map, e.g. "Map of things in Totnes". */
  label: string;
  /** The base maps to offer; none (or a failing one) shows `offlineMapStyle`. */
  baseLayers?: readonly MapBaseLayer[];
  /** The chosen base map's id; defaults to the first of `baseLayers`. */
  selectedBaseLayer?: MapBaseLayerId;
  onBaseLayerChange?: (id: MapBaseLayerId) => void;
  /** The overlay toggles the layer panel offers; defaults to all of them. */
  overlays?: readonly MapOverlayOption[];
  /** The overlays switched on (controlled: the app keeps them in the URL). */
  activeOverlays: readonly MapOverlayId[];
  onOverlaysChange: (active: MapOverlayId[]) => void;
  points?: readonly MapPointData[];
  clusters?: readonly MapClusterData[];
  polygons?: readonly MapPolygonData[];
  lines?: readonly MapLineData[];
  /** Where the map starts, and where "Reset view" goes back to. */
  initialViewport: MapViewport;
  /** The viewport, when the app controls it (e.g. from the URL); the map jumps when it changes. */
  viewport?: MapViewport;
  /** After the map has loaded, and after each move once it rests: the viewport and its bounds. */
  onViewportChange?: (change: MapViewportChange) => void;
  /** A click or tap on the map away from any point (e.g. to create a thing there). */
  onMapClick?: (point: MapPoint) => void;
  /** A point chosen by click, tap, or Enter on its focus target. */
  onSelect?: (point: MapPointData) => void;
  /** Height of the map, a CSS length or pixels; it takes the full width. */
  height?: number | string;
  /** Said over the map when nothing is drawn; null says nothing. */
  emptyMessage?: string | null;
}

interface Target {
  kind: 'point' | 'cluster';
  id: string;
  label: string;
  x: number;
  y: number;
  point?: MapPointData;
  cluster?: MapClusterData;
}

/**
 * Things, devices, rain gauges, gateways, soilscapes and B-Lines on a MapLibre base map, drawn by
 * deck.gl layers interleaved with the map (both load lazily). Data-agnostic: the host feeds the
 * data for the viewport it is told about. Pointer users hover and click points; keyboard users
 * pan with the arrows, zoom with + and -, and tab to the points in view (each a labelled button).
 * `data-map-ready="true"` marks the moment the map has finished drawing.
 */
export function ThingMap({
  label,
  baseLayers = [],
  selectedBaseLayer,
  onBaseLayerChange,
  overlays = mapOverlays,
  activeOverlays,
  onOverlaysChange,
  points = none,
  clusters = none,
  polygons = none,
  lines = none,
  initialViewport,
  viewport,
  onViewportChange,
  onMapClick,
  onSelect,
  height = 480,
  emptyMessage = thingMapEmptyMessage,
}: ThingMapProps) {
  const theme = useTheme();
  const colours = runtimeTokens[theme];
  const hintId = useId();
  const base = baseLayers.find((layer) => layer.id === selectedBaseLayer) ?? baseLayers[0];

  // Where the camera is: the map starts (or restarts, on a new base map) there.
  const camera = useRef<MapViewport>(viewport ?? initialViewport);
  const mapState = useMaplibreMap({
    style: base?.style ?? offlineMapStyle,
    fallbackStyle: offlineMapStyle,
    center: camera.current.center,
    zoom: camera.current.zoom,
    interactive: true,
    title: label,
    // maplibre's keys on the focused map: arrows pan, + and - zoom.
    keyboard: true,
    // The map credits the chosen base layer itself (below), in the kit's type.
    attributionControl: false,
  });
  const { map, status: mapStatus, isIdle, usedFallback } = mapState;
  const { deck, status: deckStatus } = useDeck(mapStatus === 'ready');
  const status = deckStatus === 'failed' ? 'failed' : mapStatus;

  // The first frame that draws points or clusters is marked `thing-map-drawn` on the page's
  // performance timeline: `pnpm bench` times /map to it (issue 12), since `data-map-ready` is
  // also true for a map that has drawn before its data arrived.
  const hasData = useRef(false);
  const markedDrawn = useRef(false);
  const markFirstDraw = useCallback(() => {
    if (!hasData.current || markedDrawn.current) return;
    markedDrawn.current = true;
    performance.mark('thing-map-drawn');
  }, []);

  // deck.gl draws inside maplibre's own WebGL context, between the base map's layers.
  const createOverlay = useCallback(() => {
    if (!deck || !map) return null;
    exposeTransformForDeck(map);
    return new deck.MapboxOverlay({ interleaved: true, layers: [], onAfterRender: markFirstDraw });
  }, [deck, map, markFirstDraw]);
  const overlay = useMapControl(
    map,
    deck ? (createOverlay as () => MapboxOverlay & IControl) : null,
  ) as MapboxOverlay | null;

  const active = useMemo(() => new Set(activeOverlays), [activeOverlays]);
  const shownPoints = useMemo(
    () => points.filter((point) => isPointShown(point, active)),
    [points, active],
  );
  const shownClusters = useMemo(
    () => (areClustersShown(active) ? clusters : none),
    [clusters, active],
  );
  const shownPolygons = useMemo(
    () => (active.has('soilscapes') ? polygons : none),
    [polygons, active],
  );
  const shownLines = useMemo(() => (active.has('bLines') ? lines : none), [lines, active]);

  const [hoveredId, setHoveredId] = useState<string | null>(null);
  const [focusedId, setFocusedId] = useState<string | null>(null);
  const cardId = focusedId ?? hoveredId;

  useEffect(() => {
    if (overlay) hasData.current = shownPoints.length > 0 || shownClusters.length > 0;
    overlay?.setProps({
      layers: buildThingMapLayers(
        // deck is set whenever the overlay is.
        deck!,
        {
          points: shownPoints,
          clusters: shownClusters,
          polygons: shownPolygons,
          lines: shownLines,
          highlightedId: cardId,
        },
        colours,
      ),
    });
  }, [overlay, deck, shownPoints, shownClusters, shownPolygons, shownLines, cardId, colours]);

  // Re-render on every move, so the focus targets and the card follow the points.
  const [, setViewTick] = useState(0);
  const latest = useRef({ onViewportChange, onMapClick, onSelect, shownPoints, shownClusters });
  useLayoutEffect(() => {
    latest.current = { onViewportChange, onMapClick, onSelect, shownPoints, shownClusters };
  });

  useEffect(() => {
    if (!map) return undefined;
    let frame = 0;
    let debounce: ReturnType<typeof setTimeout> | undefined;
    const report = () => {
      const { lng, lat } = map.getCenter();
      const bounds = map.getBounds();
      camera.current = { center: { longitude: lng, latitude: lat }, zoom: map.getZoom() };
      latest.current.onViewportChange?.({
        ...camera.current,
        bounds: {
          west: bounds.getWest(),
          south: bounds.getSouth(),
          east: bounds.getEast(),
          north: bounds.getNorth(),
        },
      });
    };
    const onMove = () => {
      if (frame) return;
      frame = requestAnimationFrame(() => {
        frame = 0;
        setViewTick((tick) => tick + 1);
      });
    };
    const onMoveEnd = () => {
      onMove();
      clearTimeout(debounce);
      debounce = setTimeout(report, VIEWPORT_DEBOUNCE_MS);
    };
    map.on('move', onMove);
    map.on('moveend', onMoveEnd);
    // The first view: the host fetches its box straight away.
    report();
    setViewTick((tick) => tick + 1);
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(debounce);
      map.off('move', onMove);
      map.off('moveend', onMoveEnd);
    };
  }, [map]);

  // Follow a controlled viewport without an echo: only when it differs from where the map is.
  const vLng = viewport?.center.longitude;
  const vLat = viewport?.center.latitude;
  const vZoom = viewport?.zoom;
  useEffect(() => {
    if (!map || vLng === undefined || vLat === undefined || vZoom === undefined) return;
    const { lng, lat } = map.getCenter();
    if (Math.abs(lng - vLng) > 1e-7 || Math.abs(lat - vLat) > 1e-7 || map.getZoom() !== vZoom) {
      map.jumpTo({ center: [vLng, vLat], zoom: vZoom });
    }
  }, [map, vLng, vLat, vZoom]);

  const zoomIntoCluster = useCallback(
    (cluster: MapClusterData) => {
      map?.easeTo({
        center: [cluster.position.longitude, cluster.position.latitude],
        zoom: Math.min(map.getMaxZoom(), map.getZoom() + CLUSTER_ZOOM_STEP),
      });
    },
    [map],
  );

  // Pointer: what is under it, by deck.gl's picking; a click away from everything is the host's.
  useEffect(() => {
    if (!map || !overlay) return undefined;
    const pick = (event: MapMouseEvent) => {
      try {
        return overlay.pickObject({
          x: event.point.x,
          y: event.point.y,
          radius: 4,
          layerIds: ['points', 'clusters'],
        });
      } catch {
        // deck.gl cannot pick before it has drawn once: nothing is under the pointer yet.
        return null;
      }
    };
    const onClick = (event: MapMouseEvent) => {
      const picked = pick(event);
      if (picked?.layer?.id === 'points') {
        latest.current.onSelect?.(picked.object as MapPointData);
      } else if (picked?.layer?.id === 'clusters') {
        zoomIntoCluster(picked.object as MapClusterData);
      } else {
        const { lng, lat } = event.lngLat.wrap();
        latest.current.onMapClick?.({ longitude: lng, latitude: lat });
      }
    };
    const onMouseMove = (event: MapMouseEvent) => {
      const picked = pick(event);
      const id = picked?.layer?.id === 'points' ? (picked.object as MapPointData).id : null;
      setHoveredId(id);
      map.getCanvas().style.cursor = picked ? 'pointer' : '';
    };
    const onMouseOut = () => setHoveredId(null);
    map.on('click', onClick);
    map.on('mousemove', onMouseMove);
    map.on('mouseout', onMouseOut);
    return () => {
      map.off('click', onClick);
      map.off('mousemove', onMouseMove);
      map.off('mouseout', onMouseOut);
    };
  }, [map, overlay, zoomIntoCluster]);

  // Keyboard: a labelled button over each of the points and clusters in view, nearest first.
  const targets: Target[] = [];
  if (map && overlay) {
    const bounds = map.getBounds();
    const { lng: cLng, lat: cLat } = map.getCenter();
    const inView = (position: MapPoint) => bounds.contains([position.longitude, position.latitude]);
    const distance = (position: MapPoint) =>
      (position.longitude - cLng) ** 2 + (position.latitude - cLat) ** 2;
    const candidates = [
      ...shownClusters
        .filter((cluster) => inView(cluster.position))
        .map((cluster) => ({
          kind: 'cluster' as const,
          id: cluster.id,
          label: `${cluster.count} things here: zoom in`,
          position: cluster.position,
          cluster,
        })),
      ...shownPoints
        .filter((point) => inView(point.position))
        .map((point) => ({
          kind: 'point' as const,
          id: point.id,
          label: mapPointDescription(point),
          position: point.position,
          point,
        })),
    ]
      .sort((a, b) => distance(a.position) - distance(b.position))
      .slice(0, MAX_FOCUSABLE_POINTS);
    for (const candidate of candidates) {
      const { x, y } = map.project([candidate.position.longitude, candidate.position.latitude]);
      targets.push({ ...candidate, x, y });
    }
  }

  const cardPoint = cardId ? shownPoints.find((point) => point.id === cardId) : undefined;
  const cardAt =
    map && cardPoint
      ? map.project([cardPoint.position.longitude, cardPoint.position.latitude])
      : null;

  const {
    locate: locateMe,
    isLocating,
    locationError,
  } = useLocateMe((point) => {
    map?.jumpTo({ center: [point.longitude, point.latitude], zoom: Math.max(map.getZoom(), 15) });
  });

  const isEmpty =
    shownPoints.length === 0 &&
    shownClusters.length === 0 &&
    shownPolygons.length === 0 &&
    shownLines.length === 0;
  const isReady = isIdle && overlay !== null;

  return (
    // maplibre makes its canvas a region named `label`: the wrapper is a group, so there is one
    // landmark per map.
    <div
      role="group"
      aria-label={label}
      aria-describedby={hintId}
      aria-busy={status === 'loading' || undefined}
      data-map-ready={isReady ? 'true' : 'false'}
      data-map-status={status}
      data-base-layer={usedFallback ? 'offline' : (base?.id ?? 'offline')}
      className={styles.root}
    >
      <p id={hintId} hidden>
        Arrow keys pan the map and + and − zoom when it has focus; Tab reaches the points in view.
      </p>
      <MapFrame
        containerRef={mapState.containerRef}
        status={status}
        height={height}
        failureMessage={thingMapFailureMessage}
      >
        <div className={styles.targets}>
          {targets.map((target) => (
            <AriaButton
              key={`${target.kind}-${target.id}`}
              className={styles.target}
              style={{ left: target.x, top: target.y }}
              aria-label={target.label}
              data-testid="map-point-target"
              onFocus={() => setFocusedId(target.kind === 'point' ? target.id : null)}
              onBlur={() => setFocusedId(null)}
              onPress={() => {
                if (target.point) onSelect?.(target.point);
                else if (target.cluster) zoomIntoCluster(target.cluster);
              }}
            />
          ))}
        </div>
        {cardPoint && cardAt ? (
          <div
            className={styles.cardAnchor}
            style={{ left: cardAt.x, top: cardAt.y }}
            data-below={cardAt.y < 140 ? 'true' : 'false'}
            // The focused button's name already says all of this.
            aria-hidden="true"
          >
            <MapPointCard point={cardPoint} />
          </div>
        ) : null}
        <div className={styles.notices}>
          {usedFallback ? (
            <p role="status" className={styles.notice}>
              {baseMapUnavailableMessage}
            </p>
          ) : null}
          {isEmpty && emptyMessage ? (
            <p role="status" className={styles.notice}>
              {emptyMessage}
            </p>
          ) : null}
          {locationError ? (
            <p role="alert" className={styles.alert}>
              {locationError}
            </p>
          ) : null}
        </div>
        <div className={styles.controls}>
          <div className={styles.controlsGroup}>
            <IconButton
              size="small"
              label="Zoom in"
              icon={<Plus size={16} />}
              onPress={() => map?.zoomIn()}
            />
            <IconButton
              size="small"
              label="Zoom out"
              icon={<Minus size={16} />}
              onPress={() => map?.zoomOut()}
            />
          </div>
          <div className={styles.controlsGroup}>
            <IconButton
              size="small"
              label="Reset view"
              icon={<RotateCcw size={16} />}
              onPress={() =>
                map?.jumpTo({
                  center: [initialViewport.center.longitude, initialViewport.center.latitude],
                  zoom: initialViewport.zoom,
                })
              }
            />
            <IconButton
              size="small"
              label={isLocating ? 'Finding your location…' : 'My location'}
              icon={<LocateFixed size={16} />}
              isDisabled={isLocating}
              onPress={locateMe}
            />
            <Popover
              trigger={<IconButton size="small" label="Layers" icon={<Layers size={16} />} />}
              title="Map layers"
              placement="bottom end"
              hasArrow={false}
            >
              <MapLayerPanel
                baseLayers={baseLayers}
                selectedBaseLayer={base?.id ?? 'terrain'}
                onBaseLayerChange={(id) => onBaseLayerChange?.(id)}
                overlays={overlays}
                activeOverlays={activeOverlays}
                onOverlaysChange={onOverlaysChange}
              />
            </Popover>
          </div>
        </div>
        {base?.attribution && !usedFallback ? (
          <p className={styles.attribution}>{base.attribution}</p>
        ) : null}
      </MapFrame>
    </div>
  );
}

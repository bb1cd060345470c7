// React bindings for a maplibre map: create it lazily in an effect, report loading, failure and
// idleness, and keep one themed marker on it. Shared by LocationMap, LocationPicker and ThingMap.
import type { Map as MaplibreMap, Marker, StyleSpecification } from 'maplibre-gl';
import { useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { loadMaplibre, type Maplibre } from './loadMaplibre';
import { createMarkerElement } from './MapFrame';
import type { MapPoint } from './mapData';

export type { MapPoint };

export type MapStatus = 'loading' | 'ready' | 'failed';

export interface UseMaplibreMapOptions {
  /** A style URL or an inline style. Inline styles are compared by content, not identity. */
  style: string | StyleSpecification;
  /** The camera when the map is created; later moves are the caller's (`map.jumpTo`). */
  center: MapPoint;
  zoom: number;
  /** Pan, zoom and click handlers; false for a static picture. */
  interactive: boolean;
  /** The accessible name of maplibre's canvas (its own default is "Map"). */
  title: string;
  /**
   * maplibre's own keys (arrows pan, +/- zoom) on the focused map; false when the component
   * handles the keys itself (the picker's arrows move the marker). Default true.
   */
  keyboard?: boolean;
  /**
   * A style to switch to when `style` cannot be shown (no network: the style, or the base map's
   * tiles, fail before the first complete frame), instead of failing. `usedFallback` reports it.
   */
  fallbackStyle?: StyleSpecification;
  /** maplibre's own attribution box; false when the component credits the base map itself. */
  attributionControl?: boolean;
}

export interface MaplibreMapState {
  /** Attach to an empty element: maplibre owns its children. */
  containerRef: RefObject<HTMLDivElement | null>;
  status: MapStatus;
  /** Set once the style has loaded (`status === 'ready'`). */
  map: MaplibreMap | null;
  maplibre: Maplibre | null;
  /** True once the map has drawn everything it has (maplibre's `idle`); false while it moves or loads. */
  isIdle: boolean;
  /** True when the map shows `fallbackStyle` because `style` could not be loaded. */
  usedFallback: boolean;
}

export function useMaplibreMap({
  style,
  center,
  zoom,
  interactive,
  title,
  keyboard = true,
  fallbackStyle,
  attributionControl = true,
}: UseMaplibreMapOptions): MaplibreMapState {
  const containerRef = useRef<HTMLDivElement>(null);
  const [status, setStatus] = useState<MapStatus>('loading');
  const [loaded, setLoaded] = useState<{ map: MaplibreMap; maplibre: Maplibre } | null>(null);
  const [isIdle, setIsIdle] = useState(false);
  const [usedFallback, setUsedFallback] = useState(false);

  // The latest props, read when a map is (re)created without recreating it on every change.
  const latest = useRef({ style, center, zoom, title, fallbackStyle });
  useLayoutEffect(() => {
    latest.current = { style, center, zoom, title, fallbackStyle };
  });
  const styleKey = typeof style === 'string' ? style : JSON.stringify(style);

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return undefined;
    let cancelled = false;
    let map: MaplibreMap | undefined;
    setStatus('loading');
    setLoaded(null);
    setIsIdle(false);
    setUsedFallback(false);

    const fail = () => {
      if (cancelled) return;
      map?.remove();
      map = undefined;
      setLoaded(null);
      setStatus('failed');
    };

    loadMaplibre()
      .then((maplibre) => {
        if (cancelled) return;
        const {
          style: mapStyle,
          center: start,
          zoom: startZoom,
          title: mapTitle,
          fallbackStyle: fallback,
        } = latest.current;
        // Throws when WebGL 2 is unavailable; the catch below shows the failure message.
        const created = new maplibre.Map({
          container,
          // maplibre keeps the style object it is given: give it a copy of shared ones.
          style: typeof mapStyle === 'string' ? mapStyle : structuredClone(mapStyle),
          center: [start.longitude, start.latitude],
          zoom: startZoom,
          interactive,
          keyboard,
          // Deterministic pictures: no label fade-in, no rotation or pitch by accident.
          fadeDuration: 0,
          dragRotate: false,
          pitchWithRotate: false,
          touchPitch: false,
          // Expanded, never animating; hidden by maplibre when the style credits no one (offline).
          attributionControl: attributionControl ? { compact: false } : false,
          maplibreLogo: false,
          locale: { 'Map.Title': mapTitle },
        });
        map = created;
        let hasLoaded = false;
        let hasBeenIdle = false;
        let fellBack = false;
        created.once('load', () => {
          hasLoaded = true;
          setLoaded({ map: created, maplibre });
          setStatus('ready');
        });
        // Before the first complete frame, an error means the base map (its style, or all of its
        // tiles, as with no network) cannot be shown: switch to the fallback style once if there
        // is one, else there is no map to show. Later errors (a missing tile) leave a usable map.
        created.on('error', () => {
          if (fallback && !fellBack && !hasBeenIdle) {
            fellBack = true;
            setUsedFallback(true);
            created.setStyle(structuredClone(fallback));
            return;
          }
          if (!hasLoaded) fail();
        });
        created.on('idle', () => {
          hasBeenIdle = true;
          setIsIdle(true);
        });
        created.on('movestart', () => setIsIdle(false));
        created.on('dataloading', () => setIsIdle(false));
      })
      .catch(fail);

    return () => {
      cancelled = true;
      map?.remove();
    };
  }, [styleKey, interactive, keyboard, attributionControl]);

  useEffect(() => {
    loaded?.map.getCanvas().setAttribute('aria-label', title);
  }, [loaded, title]);

  return {
    containerRef,
    status,
    map: loaded?.map ?? null,
    maplibre: loaded?.maplibre ?? null,
    isIdle: status === 'ready' && isIdle,
    usedFallback,
  };
}

export interface UseMapMarkerOptions {
  /** Lets the user drag the marker; `onDragEnd` receives where it was dropped. */
  draggable?: boolean;
  onDragEnd?: (point: MapPoint) => void;
}

/**
 * Keeps one themed marker (brand colour, hidden from assistive technology: the surrounding text
 * gives the coordinates) at `point` on a loaded map, or none when `point` is null.
 */
export function useMapMarker(
  { map, maplibre }: Pick<MaplibreMapState, 'map' | 'maplibre'>,
  point: MapPoint | null,
  { draggable = false, onDragEnd }: UseMapMarkerOptions = {},
): void {
  const [marker, setMarker] = useState<Marker | null>(null);
  const onDragEndRef = useRef(onDragEnd);
  useLayoutEffect(() => {
    onDragEndRef.current = onDragEnd;
  });

  useLayoutEffect(() => {
    if (!map || !maplibre) return undefined;
    const created = new maplibre.Marker({
      element: createMarkerElement(),
      anchor: 'bottom',
      offset: [0, 2],
      draggable,
    });
    created.on('dragend', () => {
      const { lng, lat } = created.getLngLat().wrap();
      onDragEndRef.current?.({ longitude: lng, latitude: lat });
    });
    setMarker(created);
    return () => {
      created.remove();
      setMarker(null);
    };
  }, [map, maplibre, draggable]);

  const longitude = point?.longitude;
  const latitude = point?.latitude;
  // A layout effect, so the marker is in place in the same frame as the map's ready flag.
  useLayoutEffect(() => {
    if (!marker || !map) return;
    if (longitude === undefined || latitude === undefined) {
      marker.remove();
      return;
    }
    marker.setLngLat([longitude, latitude]);
    if (!marker.getElement().isConnected) marker.addTo(map);
  }, [marker, map, longitude, latitude]);
}

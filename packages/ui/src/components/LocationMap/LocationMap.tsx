import type { StyleSpecification } from 'maplibre-gl';
import { useEffect } from 'react';
import { visuallyHidden } from '../../css/visuallyHidden.css';
import { MapFrame } from '../../map/MapFrame';
import { offlineMapStyle } from '../../map/offlineMapStyle';
import { useMaplibreMap, useMapMarker } from '../../map/useMaplibreMap';
import * as styles from './LocationMap.css';

/** "50.43310, -3.68840": latitude then longitude, five decimals (about a metre), in any locale. */
export function formatCoordinates(latitude: number, longitude: number): string {
  return `${latitude.toFixed(5)}, ${longitude.toFixed(5)}`;
}

export interface LocationMapProps {
  longitude: number;
  latitude: number;
  /** The accessible name of the map, e.g. "Map showing Castle Street bee cafe". */
  label: string;
  /**
   * The base map: a MapLibre style URL from configuration, or an inline style. Defaults to
   * `offlineMapStyle`, which fetches nothing. Inline styles are compared by content.
   */
  styleUrl?: string | StyleSpecification;
  /** MapLibre zoom level; 15 shows a few streets around the point. */
  zoom?: number;
  /** Height of the map, a CSS length or pixels; it takes the full width. */
  height?: number | string;
}

/**
 * One point on a read-only map, for a thing's location page or as a preview. maplibre-gl loads on
 * first render (a skeleton shows meanwhile); without WebGL a message replaces the map. The
 * coordinates are always written out below it, for screen reader and keyboard users.
 * `data-map-ready="true"` marks the moment the map has finished drawing.
 */
export function LocationMap({
  longitude,
  latitude,
  label,
  styleUrl = offlineMapStyle,
  zoom = 15,
  height = 240,
}: LocationMapProps) {
  const point = { longitude, latitude };
  const mapState = useMaplibreMap({
    style: styleUrl,
    center: point,
    zoom,
    interactive: false,
    title: label,
  });
  const { map, status, isIdle } = mapState;
  useMapMarker(mapState, point);

  // Follow prop changes without recreating the map (and without animating).
  useEffect(() => {
    if (!map) return;
    const center = map.getCenter();
    const moved =
      Math.abs(center.lng - longitude) > 1e-9 ||
      Math.abs(center.lat - latitude) > 1e-9 ||
      map.getZoom() !== zoom;
    if (moved) map.jumpTo({ center: [longitude, latitude], zoom });
  }, [map, longitude, latitude, zoom]);

  return (
    <div
      role="region"
      aria-label={label}
      aria-busy={status === 'loading' || undefined}
      data-map-ready={isIdle ? 'true' : 'false'}
      data-map-status={status}
      className={styles.root}
    >
      <MapFrame containerRef={mapState.containerRef} status={status} height={height} isMapHidden />
      <p className={styles.coordinates}>
        <span className={visuallyHidden}>Latitude, longitude: </span>
        {formatCoordinates(latitude, longitude)}
      </p>
    </div>
  );
}

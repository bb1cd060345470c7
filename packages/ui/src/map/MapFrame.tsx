import { MapPinOff } from 'lucide-react';
import './maplibreEssentials.css';
import type { ReactNode, RefObject } from 'react';
import { Skeleton } from '../components/Skeleton/Skeleton';
import type { MapStatus } from './useMaplibreMap';
import * as styles from './MapFrame.css';

export const mapFailureMessage = 'The map could not be shown';

export interface MapFrameProps {
  containerRef: RefObject<HTMLDivElement | null>;
  status: MapStatus;
  /** A CSS length or pixels. */
  height: number | string;
  /** Hides the map from assistive technology when the text around it says everything. */
  isMapHidden?: boolean;
  /** What to say when the map cannot be shown; defaults to `mapFailureMessage`. */
  failureMessage?: string;
  /** Drawn over the map while it is shown (controls, focus targets, cards). */
  children?: ReactNode;
}

/** The map's box: the map itself, a skeleton while it loads, a message if it cannot be shown. */
export function MapFrame({
  containerRef,
  status,
  height,
  isMapHidden = false,
  failureMessage = mapFailureMessage,
  children,
}: MapFrameProps) {
  return (
    <div className={styles.frame} style={{ height }}>
      <div ref={containerRef} className={styles.map} aria-hidden={isMapHidden || undefined} />
      {status === 'ready' ? children : null}
      {status === 'loading' ? (
        <div className={styles.overlay} data-testid="map-loading">
          <Skeleton shape="rect" width="100%" height="100%" />
        </div>
      ) : null}
      {status === 'failed' ? (
        <div className={styles.failure}>
          <MapPinOff className={styles.failureIcon} size={24} aria-hidden="true" />
          <span>{failureMessage}</span>
        </div>
      ) : null}
    </div>
  );
}

/** The marker maplibre moves around: a pin in the theme's brand colour, tip at the point. */
export function createMarkerElement(): HTMLElement {
  const element = document.createElement('div');
  element.className = styles.marker;
  element.setAttribute('aria-hidden', 'true');
  element.dataset.testid = 'map-marker';
  element.innerHTML =
    `<svg viewBox="0 0 32 42" width="32" height="42" focusable="false">` +
    `<path class="${styles.markerPin}" d="M16 1.5C8 1.5 1.5 7.8 1.5 15.6c0 10.2 12.6 23 13.4 23.8a1.5 1.5 0 0 0 2.2 0C17.9 38.6 30.5 25.8 30.5 15.6 30.5 7.8 24 1.5 16 1.5z"/>` +
    `<circle class="${styles.markerDot}" cx="16" cy="15.5" r="5.5"/>` +
    `</svg>`;
  return element;
}

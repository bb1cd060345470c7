import { CircleAlert, LocateFixed, TriangleAlert } from 'lucide-react';
import type { MapMouseEvent, StyleSpecification } from 'maplibre-gl';
import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { Button } from '../Button/Button';
import * as fieldStyles from '../Field/Field.css';
import { visuallyHidden } from '../../css/visuallyHidden.css';
import { formatCoordinates } from '../LocationMap/LocationMap';
import { MapFrame } from '../../map/MapFrame';
import { offlineMapStyle } from '../../map/offlineMapStyle';
import { useLocateMe } from '../../map/useLocateMe';
import { useMaplibreMap, useMapMarker, type MapPoint } from '../../map/useMaplibreMap';
import { NumberField } from '../NumberField/NumberField';
import * as styles from './LocationPicker.css';

export const latitudeRangeMessage = 'Enter a latitude between -90 and 90';
export const longitudeRangeMessage = 'Enter a longitude between -180 and 180';
export { locationTimeoutMessage } from '../../map/useLocateMe';

/** Five decimals: about a metre, as much as a phone's location is worth. */
const coordinateFormat: Intl.NumberFormatOptions = {
  minimumFractionDigits: 5,
  maximumFractionDigits: 5,
};
const coordinateStep = 0.00001;

const roundCoordinate = (value: number) => Math.round(value * 1e5) / 1e5;
const roundPoint = ({ longitude, latitude }: MapPoint): MapPoint => ({
  longitude: roundCoordinate(longitude),
  latitude: roundCoordinate(latitude),
});

/** How far one arrow press moves the marker, in screen pixels; with Shift, five times as far. */
export const ARROW_STEP_PX = 10;
const SHIFT_FACTOR = 5;

/** maplibre's world is 512 px wide at zoom 0. */
const degreesPerPixel = (zoom: number) => 360 / (512 * 2 ** zoom);

/** The point `dx`, `dy` screen pixels away from `point` at `zoom` (Web Mercator, small steps). */
export function nudge(point: MapPoint, dx: number, dy: number, zoom: number): MapPoint {
  const step = degreesPerPixel(zoom);
  const latitude = point.latitude - dy * step * Math.cos((point.latitude * Math.PI) / 180);
  let longitude = point.longitude + dx * step;
  if (longitude > 180) longitude -= 360;
  if (longitude < -180) longitude += 360;
  return { longitude, latitude: Math.max(-85, Math.min(85, latitude)) };
}

const ARROWS: Record<string, [number, number]> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
};

const latitudeRule = (value: number) => (value < -90 || value > 90 ? latitudeRangeMessage : null);
const longitudeRule = (value: number) =>
  value < -180 || value > 180 ? longitudeRangeMessage : null;

type Draft = { latitude: number; longitude: number };
const toDraft = (value: MapPoint | null): Draft =>
  value
    ? { latitude: value.latitude, longitude: value.longitude }
    : { latitude: NaN, longitude: NaN };
const samePoint = (a: MapPoint | null, b: MapPoint | null) =>
  a === b || (a !== null && b !== null && a.latitude === b.latitude && a.longitude === b.longitude);

export interface LocationPickerProps {
  /** The chosen location, or null when none is chosen yet. */
  value: MapPoint | null;
  /**
   * Called with the new location (rounded to five decimals) when the user clicks or taps the map,
   * drops the marker, uses their device's location or enters both coordinates; with null when
   * they clear a coordinate.
   */
  onChange: (value: MapPoint | null) => void;
  label?: string;
  isRequired?: boolean;
  /** Shows the error state with this message (e.g. from the server). */
  errorMessage?: string;
  /** Where the map looks while `value` is null (e.g. the community's town). */
  defaultCenter: MapPoint;
  /** The base map: a MapLibre style URL from configuration, or an inline style. */
  styleUrl?: string | StyleSpecification;
  /** MapLibre zoom level of the map. */
  zoom?: number;
  /** Height of the map, a CSS length or pixels. */
  height?: number | string;
}

/**
 * Chooses a point: click or tap the map to place the marker and drag it to adjust, type the
 * latitude and longitude (the keyboard way, kept in sync with the marker), or use the device's
 * location. `data-map-ready="true"` marks the moment the map has finished drawing.
 */
export function LocationPicker({
  value,
  onChange,
  label = 'Location',
  isRequired = false,
  errorMessage,
  defaultCenter,
  styleUrl = offlineMapStyle,
  zoom = 15,
  height = 240,
}: LocationPickerProps) {
  const labelId = useId();
  const hintId = useId();
  const errorId = useId();

  // What the number fields show: follows `value`, but keeps a half-entered or out-of-range
  // coordinate the user is still working on.
  const [draft, setDraft] = useState<Draft>(() => toDraft(value));
  const [synced, setSynced] = useState<MapPoint | null>(value);
  if (!samePoint(value, synced)) {
    setSynced(value);
    setDraft(toDraft(value));
  }

  /** What the last key press on the map did, for screen readers (a polite live region). */
  const [announcement, setAnnouncement] = useState('');

  const report = (next: MapPoint | null) => {
    setSynced(next);
    onChange(next);
  };
  /** A location chosen on the map or by the device: fields follow it. */
  const choose = (point: MapPoint) => {
    const next = roundPoint(point);
    setDraft(toDraft(next));
    report(next);
  };

  const changeCoordinate = (axis: keyof Draft, entered: number) => {
    const next = { ...draft, [axis]: entered };
    setDraft(next);
    if (Number.isNaN(next.latitude) || Number.isNaN(next.longitude)) {
      if (value !== null) report(null);
      return;
    }
    if (latitudeRule(next.latitude) || longitudeRule(next.longitude)) return;
    report(roundPoint(next));
  };

  const { locate: locateMe, isLocating, locationError } = useLocateMe((point) => choose(point));

  const mapState = useMaplibreMap({
    style: styleUrl,
    center: value ?? defaultCenter,
    zoom,
    interactive: true,
    title: 'Map: click or tap to place the marker',
    // The picker's arrows move the marker, not the map: it handles the keys itself.
    keyboard: false,
  });
  const { map, status, isIdle } = mapState;
  useMapMarker(mapState, value, { draggable: true, onDragEnd: choose });

  const chooseRef = useRef(choose);
  useLayoutEffect(() => {
    chooseRef.current = choose;
  });
  useEffect(() => {
    if (!map) return undefined;
    const onClick = (event: MapMouseEvent) => {
      const { lng, lat } = event.lngLat.wrap();
      chooseRef.current({ longitude: lng, latitude: lat });
    };
    map.on('click', onClick);
    return () => {
      map.off('click', onClick);
    };
  }, [map]);

  // The keyboard way on the map itself: arrows move the marker (placing it at the centre first),
  // Enter or Space places it at the centre, + and - zoom. Each is announced politely.
  const valueRef = useRef(value);
  useLayoutEffect(() => {
    valueRef.current = value;
  });
  useEffect(() => {
    if (!map) return undefined;
    const canvas = map.getCanvas();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.altKey || event.ctrlKey || event.metaKey) return;
      const zoomNow = map.getZoom();
      const centre = (): MapPoint => {
        const { lng, lat } = map.getCenter();
        return { longitude: lng, latitude: lat };
      };
      const place = (point: MapPoint) => {
        const next = roundPoint(point);
        chooseRef.current(next);
        setAnnouncement(
          `Marker at latitude, longitude ${formatCoordinates(next.latitude, next.longitude)}`,
        );
      };
      const zoomBy = (delta: number) => {
        const next = Math.max(map.getMinZoom(), Math.min(map.getMaxZoom(), zoomNow + delta));
        const marker = valueRef.current;
        // Around the marker, so it stays in view; no animation, so it is done at once.
        map.jumpTo({
          zoom: next,
          ...(marker ? { center: [marker.longitude, marker.latitude] as [number, number] } : {}),
        });
        setAnnouncement(`Zoom level ${Math.round(next)}`);
      };
      const arrow = ARROWS[event.key];
      if (arrow) {
        const distance = ARROW_STEP_PX * (event.shiftKey ? SHIFT_FACTOR : 1);
        const from = valueRef.current;
        place(from ? nudge(from, arrow[0] * distance, arrow[1] * distance, zoomNow) : centre());
      } else if (event.key === 'Enter' || event.key === ' ') {
        place(centre());
      } else if (event.key === '+' || event.key === '=') {
        zoomBy(1);
      } else if (event.key === '-' || event.key === '_') {
        zoomBy(-1);
      } else {
        return;
      }
      event.preventDefault();
      event.stopPropagation();
    };
    canvas.addEventListener('keydown', onKeyDown);
    return () => canvas.removeEventListener('keydown', onKeyDown);
  }, [map]);

  // Keep the marker in view when the location comes from the fields or the device.
  const longitude = value?.longitude;
  const latitude = value?.latitude;
  useEffect(() => {
    if (!map || longitude === undefined || latitude === undefined) return;
    if (!map.getBounds().contains([longitude, latitude])) {
      map.jumpTo({ center: [longitude, latitude] });
    }
  }, [map, longitude, latitude]);

  return (
    <div
      role="group"
      aria-labelledby={labelId}
      aria-describedby={errorMessage ? `${hintId} ${errorId}` : hintId}
      data-map-ready={isIdle ? 'true' : 'false'}
      data-map-status={status}
      className={styles.root}
    >
      <span id={labelId} className={fieldStyles.label}>
        {label}
      </span>
      <MapFrame containerRef={mapState.containerRef} status={status} height={height} />
      <p id={hintId} className={`${fieldStyles.description} ${styles.text}`}>
        Click or tap the map to place the marker and drag it to adjust, or enter the coordinates. On
        the map, the arrow keys move the marker, Enter places it in the middle, and + and − zoom.
      </p>
      <p className={visuallyHidden} aria-live="polite" data-testid="map-announcement">
        {announcement}
      </p>
      <div className={styles.fields}>
        <NumberField
          label="Latitude"
          description="-90 (south) to 90 (north)"
          value={draft.latitude}
          onChange={(entered) => changeCoordinate('latitude', entered)}
          step={coordinateStep}
          formatOptions={coordinateFormat}
          validate={latitudeRule}
          isRequired={isRequired}
        />
        <NumberField
          label="Longitude"
          description="-180 (west) to 180 (east)"
          value={draft.longitude}
          onChange={(entered) => changeCoordinate('longitude', entered)}
          step={coordinateStep}
          formatOptions={coordinateFormat}
          validate={longitudeRule}
          isRequired={isRequired}
        />
      </div>
      <div className={styles.actions}>
        <Button
          tone="neutral"
          icon={<LocateFixed size={16} />}
          onPress={locateMe}
          isPending={isLocating}
        >
          Use my location
        </Button>
      </div>
      {locationError ? (
        <p role="alert" className={styles.alert}>
          <TriangleAlert className={styles.alertIcon} size={16} aria-hidden="true" />
          <span>{locationError}</span>
        </p>
      ) : null}
      {errorMessage ? (
        <p id={errorId} className={`${fieldStyles.error} ${styles.text}`}>
          <CircleAlert className={fieldStyles.errorIcon} size={14} aria-hidden="true" />
          <span>{errorMessage}</span>
        </p>
      ) : null}
    </div>
  );
}

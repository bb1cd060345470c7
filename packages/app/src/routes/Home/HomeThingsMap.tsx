// The home dashboard's things map (spec §2 /): the same ThingMap and the same bounding-box
// answers as /map, smaller, with only things (the bee cafe host: only bee cafes). It loads
// lazily and only once it is about to scroll into view, so the map's code is never part of
// the first paint of `/`; "Open the map" leads to /map at the same place.
import { useCallback, useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { LngLat, ThingCategory } from '@bloomkeep/schema';
import { Link } from '@bloomkeep/ui';
import {
  ThingMap,
  mapOverlays,
  type MapOverlayId,
  type MapViewportChange,
} from '@bloomkeep/ui/map';
import { defaultMapCenter } from '../../config';
import { useBrand } from '../../system/brand';
import { baseLayers } from '../Map/baseLayers';
import { writeMapSearch } from '../Map/mapSearch';
import { CATEGORY_OVERLAY, useMapFeatures } from '../Map/useMapFeatures';
import * as styles from './HomeRoute.css';

export const HOME_MAP_ZOOM = 13;

export default function HomeThingsMap({
  origin,
  category,
}: {
  /** Where the visitor is (or saved as home); the demo town otherwise. */
  origin: LngLat | null;
  /** The dashboard's category (bee cafes on the bee cafe host), or every thing. */
  category: ThingCategory | null;
}) {
  const navigate = useNavigate();
  const brand = useBrand();
  const overlay: MapOverlayId = (category && CATEGORY_OVERLAY[category]) || 'things';
  const active = useMemo(() => [overlay], [overlay]);
  const options = useMemo(() => mapOverlays.filter((option) => option.id === overlay), [overlay]);
  const [initialViewport] = useState(() => ({
    center: origin ?? defaultMapCenter,
    zoom: HOME_MAP_ZOOM,
  }));
  const [view, setView] = useState<MapViewportChange | null>(null);
  const { features, status } = useMapFeatures(view, active);
  const onViewportChange = useCallback((change: MapViewportChange) => setView(change), []);
  const mapHref = view
    ? `/map?${writeMapSearch({
        base: 'topographic',
        overlays: active,
        camera: { center: view.center, zoom: view.zoom },
        create: null,
      }).toString()}`
    : '/map';

  return (
    <div className={styles.homeMap}>
      <ThingMap
        label={`Map of ${brand.thingPlural}`}
        baseLayers={baseLayers}
        overlays={options}
        activeOverlays={active}
        onOverlaysChange={() => undefined}
        points={features.points}
        clusters={features.clusters}
        initialViewport={initialViewport}
        onViewportChange={onViewportChange}
        onSelect={(point) => {
          if (point.href) void navigate(point.href);
        }}
        height={320}
      />
      {status === 'failed' ? (
        <p className={styles.muted} role="status">
          {`The ${brand.thingPlural} on this map could not be loaded.`}{' '}
          <Link href={mapHref}>Open the full map</Link> to try again.
        </p>
      ) : null}
    </div>
  );
}

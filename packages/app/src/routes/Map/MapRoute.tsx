// /map (spec §2): every thing, device, rain gauge, gateway, soilscape and B-Line on one map.
// The view lives in the address (decision 0133): base layer, overlays, camera and an open
// "create here" point, so a view can be shared and a reload (or signing in) restores it.
// Only the box in view is fetched (useMapFeatures); "Show as list" offers the same view as
// a list, nearest first.
import { Suspense, useCallback, useMemo, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import type { LngLat } from '@bloomkeep/schema';
import { Button, ErrorState, Inline, Skeleton, Stack } from '@bloomkeep/ui';
import { ThingMap, type MapOverlayId, type MapViewportChange } from '@bloomkeep/ui/map';
import { defaultMapCenter } from '../../config';
import { ContentErrorBoundary } from '../../system/ContentErrorBoundary';
import { PageTitle } from '../../system/PageTitle';
import { useBrand } from '../../system/brand';
import { baseLayers } from './baseLayers';
import { MapCreateDialog } from './MapCreateDialog';
import { MapList } from './MapList';
import {
  BEE_CAFE_OVERLAYS,
  DEFAULT_OVERLAYS,
  readMapSearch,
  writeMapSearch,
  type MapSearchState,
} from './mapSearch';
import { useMapFeatures } from './useMapFeatures';
import * as styles from './MapRoute.css';

/** Where a first visit looks: the demo town, close enough to tell things apart. */
export const DEFAULT_MAP_ZOOM = 14;

export function MapRoute() {
  const [searchParams, setSearchParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const brand = useBrand();
  const defaults = brand.theme === 'beeCafe' ? BEE_CAFE_OVERLAYS : DEFAULT_OVERLAYS;
  const state = readMapSearch(searchParams, defaults);
  const [view, setView] = useState<MapViewportChange | null>(null);
  const [showList, setShowList] = useState(false);
  const { features, status, retry } = useMapFeatures(view, state.overlays);

  // The camera the map starts at (and "Reset view" returns to); read once, so the map's
  // own moves (written back to the address) do not make it jump.
  const [initialViewport] = useState(
    () => state.camera ?? { center: defaultMapCenter, zoom: DEFAULT_MAP_ZOOM },
  );

  const update = useCallback(
    (next: Partial<MapSearchState>, options: { replace: boolean }) => {
      setSearchParams((current) => writeMapSearch({ ...readMapSearch(current), ...next }), options);
    },
    [setSearchParams],
  );

  const onViewportChange = useCallback(
    (change: MapViewportChange) => {
      setView(change);
      // Panning must not fill the history: the camera replaces the current entry.
      update({ camera: { center: change.center, zoom: change.zoom } }, { replace: true });
    },
    [update],
  );

  const returnPath = useMemo(() => `${location.pathname}${location.search}`, [location]);
  const stations = features.points.filter((point) => point.kind === 'rainfallStation');

  return (
    <PageTitle title="Map">
      <Stack space="medium">
        <p className={styles.note}>
          {`${brand.thingPlural.charAt(0).toUpperCase()}${brand.thingPlural.slice(1)}, devices and rain gauges near you. Choose a point for its details, or click an empty spot to add something there.`}
        </p>
        <div className={styles.mapFrame}>
          <ThingMap
            label={`Map of ${brand.thingPlural}, devices and rain gauges`}
            baseLayers={baseLayers}
            selectedBaseLayer={state.base}
            onBaseLayerChange={(base) => update({ base }, { replace: false })}
            activeOverlays={state.overlays}
            onOverlaysChange={(overlays: MapOverlayId[]) =>
              update({ overlays }, { replace: false })
            }
            points={features.points}
            clusters={features.clusters}
            lines={features.lines}
            polygons={features.polygons}
            initialViewport={initialViewport}
            onViewportChange={onViewportChange}
            onMapClick={(point: LngLat) => update({ create: point }, { replace: false })}
            onSelect={(point) => {
              if (point.href) void navigate(point.href);
            }}
            height="min(70vh, 640px)"
          />
        </div>
        {status === 'failed' ? (
          <ErrorState
            title="The map’s points could not be loaded"
            message="Check your connection and try again. The map itself still works."
            onRetry={retry}
          />
        ) : null}
        {features.truncated ? (
          <p className={styles.note} role="status">
            There is more here than one view can show. Zoom in to see every point.
          </p>
        ) : null}
        <Inline space="small">
          <Button
            tone="neutral"
            aria-expanded={showList}
            aria-controls="map-list"
            onPress={() => setShowList((shown) => !shown)}
          >
            {showList ? 'Hide the list' : 'Show as list'}
          </Button>
        </Inline>
        {showList ? (
          <div id="map-list">
            {view ? (
              <ContentErrorBoundary
                resetKey={`${view.center.longitude},${view.center.latitude},${view.zoom}`}
                fallback={({ retry, isRetrying }) => (
                  <ErrorState
                    title="The list could not be loaded"
                    message="Check your connection and try again."
                    onRetry={retry}
                    isRetrying={isRetrying}
                  />
                )}
              >
                <Suspense fallback={<Skeleton height={240} />}>
                  <MapList
                    center={view.center}
                    bounds={view.bounds}
                    overlays={state.overlays}
                    stations={stations}
                  />
                </Suspense>
              </ContentErrorBoundary>
            ) : (
              <p className={styles.note}>The list follows the map once it has loaded.</p>
            )}
          </div>
        ) : null}
      </Stack>
      <MapCreateDialog
        point={state.create}
        returnPath={returnPath}
        onClose={() => update({ create: null }, { replace: false })}
      />
    </PageTitle>
  );
}

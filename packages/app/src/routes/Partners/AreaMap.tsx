// The map widget's area on the /partners builder: the kit's ThingMap, as on /map and the
// dashboard, with the things the widget would show; the box in view is the widget's bbox. Loaded
// lazily (with maplibre and deck.gl) only when the map widget is being built. Keyboard users pan
// with the arrow keys and zoom with + and -; the builder's Area field takes a typed box too.
import { useCallback, useMemo, useState } from 'react';
import type { ThingCategory, WidgetBbox } from '@bloomkeep/schema';
import {
  ThingMap,
  mapOverlays,
  type MapOverlayId,
  type MapViewportChange,
} from '@bloomkeep/ui/map';
import { defaultMapCenter } from '../../config';
import { useBrand } from '../../system/brand';
import { baseLayers } from '../Map/baseLayers';
import { CATEGORY_OVERLAY, useMapFeatures } from '../Map/useMapFeatures';

/** Close enough to tell things apart, wide enough for a town. */
export const AREA_MAP_ZOOM = 13;

export default function AreaMap({
  category,
  onAreaChange,
}: {
  category: ThingCategory | null;
  onAreaChange: (bbox: WidgetBbox) => void;
}) {
  const brand = useBrand();
  const overlay: MapOverlayId = (category && CATEGORY_OVERLAY[category]) || 'things';
  const active = useMemo(() => [overlay], [overlay]);
  const options = useMemo(() => mapOverlays.filter((option) => option.id === overlay), [overlay]);
  const [initialViewport] = useState(() => ({ center: defaultMapCenter, zoom: AREA_MAP_ZOOM }));
  const [view, setView] = useState<MapViewportChange | null>(null);
  const { features } = useMapFeatures(view, active);
  const onViewportChange = useCallback(
    (change: MapViewportChange) => {
      setView(change);
      onAreaChange(change.bounds);
    },
    [onAreaChange],
  );

  return (
    <ThingMap
      label={`Choose the area: the map of ${brand.thingPlural} shows what is in view`}
      baseLayers={baseLayers}
      overlays={options}
      activeOverlays={active}
      onOverlaysChange={() => undefined}
      points={features.points}
      clusters={features.clusters}
      initialViewport={initialViewport}
      onViewportChange={onViewportChange}
      height={280}
      emptyMessage={`No ${brand.thingPlural} here. Move the map to choose another area.`}
    />
  );
}

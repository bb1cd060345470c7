// The map widget's React tree (in the lazy chunk): the kit's ThingMap fed with the public things
// in view, as the app's map feeds it, with the kit's ErrorState when they cannot be loaded.
import type { ThingCategory, WidgetBbox } from '@bloomkeep/schema';
import { ErrorState, ThemeProvider, thingCategoryLabel, type ThemeName } from '@bloomkeep/ui';
import {
  ThingMap,
  mapOverlays,
  type MapBaseLayer,
  type MapClusterData,
  type MapOverlayId,
  type MapPointData,
  type MapViewportChange,
} from '@bloomkeep/ui/map';
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { UNSAFE_PortalProvider } from 'react-aria';
import { widgetThemeOf } from '../shared/theme';
import { DEFAULT_WIDGET_BBOX, viewportForBbox } from './mapView';
import { fetchThingsInView } from './thingsInView';

/** The only overlay a partner's map offers: the things the widget was asked for. */
const THING_OVERLAYS = mapOverlays.filter((overlay) => overlay.id === 'things');

export interface WidgetThingMapProps {
  api: string;
  theme: ThemeName;
  bbox: WidgetBbox | null;
  categories: readonly ThingCategory[];
  height: number;
  /** The element's width when the map was laid out, to fit `bbox` into. */
  width: number;
  baseLayers: readonly MapBaseLayer[];
  /** Where a chosen point leads: its page on our site (the brand's), in the same tab. */
  navigate: (href: string) => void;
  /** The map has drawn the first things it was sent (or learnt there are none). */
  onReady: () => void;
  /** The map could not be shown (no WebGL) or its things could not be loaded. */
  onFailure: (message: string) => void;
}

export function mapLabel(categories: readonly ThingCategory[]): string {
  if (categories.length === 0) return 'Map of public things on Bloomkeep';
  const names = categories.map((category) => thingCategoryLabel[category].toLowerCase());
  return `Map of public things on Bloomkeep: ${names.join(', ')}`;
}

interface Features {
  points: MapPointData[];
  clusters: MapClusterData[];
  status: 'waiting' | 'loading' | 'ready' | 'failed';
}

export function WidgetThingMap({
  api,
  theme,
  bbox,
  categories,
  height,
  width,
  baseLayers,
  navigate,
  onReady,
  onFailure,
}: WidgetThingMapProps) {
  const viewport = useMemo(
    () => viewportForBbox(bbox ?? DEFAULT_WIDGET_BBOX, width, height),
    [bbox, width, height],
  );
  const [view, setView] = useState<MapViewportChange | null>(null);
  const [overlays, setOverlays] = useState<MapOverlayId[]>(['things']);
  const [features, setFeatures] = useState<Features>({
    points: [],
    clusters: [],
    status: 'waiting',
  });
  const [attempt, setAttempt] = useState(0);
  const categoryKey = categories.join(',');

  useEffect(() => {
    if (!view) return undefined;
    const controller = new AbortController();
    setFeatures((previous) => ({ ...previous, status: 'loading' }));
    const wanted = (categoryKey ? categoryKey.split(',') : []) as ThingCategory[];
    fetchThingsInView(api, view, wanted, controller.signal, {
      theme: widgetThemeOf(theme),
    }).then(
      ({ points, clusters }) => setFeatures({ points, clusters, status: 'ready' }),
      () => {
        if (!controller.signal.aborted)
          setFeatures((previous) => ({ ...previous, status: 'failed' }));
      },
    );
    return () => controller.abort();
  }, [api, theme, view, categoryKey, attempt]);

  // Ready once the map has drawn with the first answer: ThingMap marks its root
  // data-map-ready="true" when it is idle, and data-map-status="failed" without WebGL.
  const frame = useRef<HTMLDivElement>(null);
  const isReady = useRef(false);
  const latest = useRef({ onReady, onFailure });
  useLayoutEffect(() => {
    latest.current = { onReady, onFailure };
  });
  const dataStatus = features.status;
  useEffect(() => {
    const root = frame.current;
    if (!root) return undefined;
    if (dataStatus === 'failed') {
      latest.current.onFailure('The map’s things could not be loaded');
      return undefined;
    }
    let failed = false;
    const check = () => {
      const map = root.querySelector('[data-map-status]');
      if (!map) return;
      if (map.getAttribute('data-map-status') === 'failed') {
        if (!failed) latest.current.onFailure('The map could not be shown: WebGL is unavailable');
        failed = true;
      } else if (
        !isReady.current &&
        dataStatus === 'ready' &&
        map.getAttribute('data-map-ready') === 'true'
      ) {
        isReady.current = true;
        latest.current.onReady();
      }
    };
    check();
    const observer = new MutationObserver(check);
    observer.observe(root, {
      subtree: true,
      attributes: true,
      attributeFilter: ['data-map-ready', 'data-map-status'],
    });
    return () => observer.disconnect();
  }, [dataStatus]);

  // Overlays (the layer popover) render here, inside the shadow root, where the kit's styles are.
  const portal = useRef<HTMLDivElement>(null);

  return (
    <ThemeProvider theme={theme}>
      <UNSAFE_PortalProvider getContainer={() => portal.current}>
        <div ref={frame}>
          <ThingMap
            label={mapLabel(categories)}
            baseLayers={baseLayers}
            overlays={THING_OVERLAYS}
            activeOverlays={overlays}
            onOverlaysChange={setOverlays}
            points={features.points}
            clusters={features.clusters}
            initialViewport={viewport}
            viewport={viewport}
            onViewportChange={setView}
            onSelect={(point) => {
              if (point.href) navigate(point.href);
            }}
            height={height}
          />
        </div>
        {features.status === 'failed' ? (
          <ErrorState
            title="The map’s things could not be loaded"
            message="Check your connection, then try again. The map itself still works."
            onRetry={() => setAttempt((count) => count + 1)}
          />
        ) : null}
        <div ref={portal} />
      </UNSAFE_PortalProvider>
    </ThemeProvider>
  );
}

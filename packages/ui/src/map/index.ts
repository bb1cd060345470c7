// The barrel of `@bloomkeep/ui/map`: the kit's maps, which need the optional peer maplibre-gl
// (and load it, and deck.gl, lazily when a map renders). The main entry (src/index.ts) never
// imports them, so partners without maplibre-gl use the rest of the kit. The map's data types,
// overlays and configureMaps are also exported here, so a map page imports from one place.

export { configureMaps, type MapsConfiguration } from './configureMaps';
export { offlineMapStyle } from './offlineMapStyle';
export {
  type MapBaseLayer,
  type MapBaseLayerId,
  type MapBounds,
  type MapClusterData,
  type MapLineData,
  type MapPoint,
  type MapPointData,
  type MapPointKind,
  type MapPolygonData,
  type MapPolygonTone,
  type MapViewport,
  type MapViewportChange,
} from './mapData';
export {
  mapOverlays,
  mapOverlayGroupLabel,
  type MapOverlayGroup,
  type MapOverlayId,
  type MapOverlayOption,
} from './mapOverlays';

// Components
export {
  ThingMap,
  MAX_FOCUSABLE_POINTS,
  baseMapUnavailableMessage,
  thingMapEmptyMessage,
  thingMapFailureMessage,
  type ThingMapProps,
} from '../components/ThingMap/ThingMap';
export {
  LocationMap,
  formatCoordinates,
  type LocationMapProps,
} from '../components/LocationMap/LocationMap';
export {
  LocationPicker,
  type LocationPickerProps,
} from '../components/LocationPicker/LocationPicker';
export { MapLayerPanel, type MapLayerPanelProps } from '../components/MapLayerPanel/MapLayerPanel';
export {
  MapPointCard,
  mapPointDescription,
  type MapPointCardProps,
} from '../components/MapPointCard/MapPointCard';

// The overlays of spec §2, each a toggle in the layer panel. Their ids are what the app keeps in
// the URL; ThingMap decides from them which of the data it is given to draw.
import type { MapPointData } from './mapData';

export type MapOverlayId =
  | 'things'
  | 'flowerbed'
  | 'beeCafe'
  | 'greenhouse'
  | 'tree'
  | 'devices'
  | 'soilscapes'
  | 'bLines'
  | 'rainfallStations'
  | 'gateways';

export type MapOverlayGroup = 'things' | 'environment' | 'network';

export interface MapOverlayOption {
  id: MapOverlayId;
  label: string;
  group: MapOverlayGroup;
}

export const mapOverlayGroupLabel: Record<MapOverlayGroup, string> = {
  things: 'Things and devices',
  environment: 'Environment',
  network: 'Network',
};

/** Every overlay, in the panel's order. */
export const mapOverlays: readonly MapOverlayOption[] = [
  { id: 'things', label: 'All things', group: 'things' },
  { id: 'flowerbed', label: 'Flower beds', group: 'things' },
  { id: 'beeCafe', label: 'Bee cafes', group: 'things' },
  { id: 'greenhouse', label: 'Greenhouses', group: 'things' },
  { id: 'tree', label: 'Trees', group: 'things' },
  { id: 'devices', label: 'All devices', group: 'things' },
  { id: 'soilscapes', label: 'Soilscapes', group: 'environment' },
  { id: 'bLines', label: 'B-Lines (pollinator corridors)', group: 'environment' },
  { id: 'rainfallStations', label: 'Rainfall stations', group: 'environment' },
  { id: 'gateways', label: 'LoRaWAN gateways', group: 'network' },
];

const categoryOverlay: Partial<Record<string, MapOverlayId>> = {
  FLOWERBED: 'flowerbed',
  BEECAFE: 'beeCafe',
  GREENHOUSE: 'greenhouse',
  TREE: 'tree',
};

/** Whether a point is drawn with these overlays on. */
export function isPointShown(point: MapPointData, active: ReadonlySet<MapOverlayId>): boolean {
  switch (point.kind) {
    case 'thing': {
      if (active.has('things')) return true;
      const overlay = point.category ? categoryOverlay[point.category] : undefined;
      return overlay !== undefined && active.has(overlay);
    }
    case 'device':
      return active.has('devices');
    case 'gateway':
      return active.has('gateways');
    case 'rainfallStation':
      return active.has('rainfallStations');
  }
}

/** Clusters aggregate things: shown while any thing overlay is on. */
export function areClustersShown(active: ReadonlySet<MapOverlayId>): boolean {
  return ['things', 'flowerbed', 'beeCafe', 'greenhouse', 'tree'].some((id) =>
    active.has(id as MapOverlayId),
  );
}

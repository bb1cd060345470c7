// The server's `mapFeatures` answer (points and per-cell clusters, decision 0131) as the kit's
// plain map data: the one conversion the app's map and the partner map widget both use. The
// wire names a location x (longitude), y (latitude), a water indicator by colour and the last
// action by type and time; here they become a MapPoint, an indicator level and the kit's
// wording. Where a point leads is the caller's: the app links within itself, the widget to our
// site. Plain functions and types only (no MapLibre or deck.gl), so the kit's main entry can
// export them.
import {
  INDICATOR_COLOUR_LEVELS,
  THING_CATEGORIES,
  lngLatFromPoint,
  type IndicatorColour,
  type IndicatorLevel,
  type ThingCategory,
} from '@bloomkeep/schema';
import { actionTypePastTense, type ActionType } from '../domain/actionType';
import { timeAgo } from '../domain/timeAgo';
import type { MapClusterData, MapPointData } from './mapData';

/** A point of `mapFeatures` as a query selects it (`model` only where the query asks for it). */
export interface MapWirePoint {
  readonly kind: string;
  readonly id: string;
  readonly name: string;
  readonly category?: string | null;
  readonly model?: string | null;
  readonly x: number;
  readonly y: number;
  readonly indicatorColour: string;
  readonly lastActionType?: string | null;
  readonly lastActionAt?: string | null;
}

/** A cluster of `mapFeatures`: one kind in one grid cell, counted by indicator colour. */
export interface MapWireCluster {
  readonly kind: string;
  readonly x: number;
  readonly y: number;
  readonly count: number;
  readonly blue: number;
  readonly green: number;
  readonly orange: number;
  readonly red: number;
  readonly grey: number;
}

/** Where a thing's or a device's point leads; a kind without a link leads nowhere. */
export interface MapWireLinks {
  thing: (id: string) => string;
  device?: (id: string) => string;
}

function level(colour: string): IndicatorLevel {
  return colour in INDICATOR_COLOUR_LEVELS
    ? INDICATOR_COLOUR_LEVELS[colour as IndicatorColour]
    : 'unknown';
}

function category(value: string | null | undefined): ThingCategory | undefined {
  return (THING_CATEGORIES as readonly (string | null | undefined)[]).includes(value)
    ? (value as ThingCategory)
    : undefined;
}

function lastAction(point: MapWirePoint, now: Date): string | undefined {
  const type = point.lastActionType;
  if (!type || !point.lastActionAt || !(type in actionTypePastTense)) return undefined;
  return `${actionTypePastTense[type as ActionType]} ${timeAgo(point.lastActionAt, now)}`;
}

/** A thing, device or gateway of the answer; `now` words its last action ("2 hours ago"). */
export function mapPointFromWire(
  point: MapWirePoint,
  now: Date,
  links: MapWireLinks,
): MapPointData {
  const position = lngLatFromPoint({ x: point.x, y: point.y });
  switch (point.kind) {
    case 'DEVICE':
      return {
        kind: 'device',
        id: point.id,
        position,
        name: point.name,
        model: point.model ?? undefined,
        level: level(point.indicatorColour),
        href: links.device?.(point.id),
      };
    case 'GATEWAY':
      return {
        kind: 'gateway',
        id: point.id,
        position,
        name: point.name,
        model: 'LoRaWAN gateway',
      };
    default:
      return {
        kind: 'thing',
        id: point.id,
        position,
        name: point.name,
        category: category(point.category),
        level: level(point.indicatorColour),
        lastAction: lastAction(point, now),
        href: links.thing(point.id),
      };
  }
}

export function mapClusterFromWire(cluster: MapWireCluster): MapClusterData {
  return {
    // One cluster per kind and cell: the cell's centre identifies it while the answer lasts.
    id: `${cluster.kind}:${cluster.x.toFixed(6)},${cluster.y.toFixed(6)}`,
    position: lngLatFromPoint({ x: cluster.x, y: cluster.y }),
    count: cluster.count,
    levels: {
      tooWet: cluster.blue,
      moist: cluster.green,
      needsWater: cluster.orange,
      tooDry: cluster.red,
      unknown: cluster.grey,
    },
  };
}

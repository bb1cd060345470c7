import { CloudRain, RadioTower } from 'lucide-react';
import { indicatorLevelLabel } from '../../domain/indicatorLevel';
import { thingCategoryLabel } from '../../domain/thingCategory';
import type { MapPointData, MapPointKind } from '../../map/mapData';
import { CategoryIcon } from '../CategoryIcon/CategoryIcon';
import { IndicatorLabel } from '../IndicatorLabel/IndicatorLabel';
import * as styles from './MapPointCard.css';

const kindLabel: Record<MapPointKind, string> = {
  thing: 'Thing',
  device: 'Device',
  gateway: 'LoRaWAN gateway',
  rainfallStation: 'Rainfall station',
};

/** "Flower bed", "Soil moisture sensor", "Rainfall station": what a point is, in words. */
export function mapPointKindText(point: MapPointData): string {
  if (point.kind === 'thing' && point.category) return thingCategoryLabel[point.category];
  return point.model ?? kindLabel[point.kind];
}

/**
 * The accessible name of a point on the map: everything its card says, in one line, for the
 * focusable button that stands for the point ("Castle Street bee cafe, Bee cafe, Needs water").
 */
export function mapPointDescription(point: MapPointData): string {
  const parts = [point.name, mapPointKindText(point)];
  if (point.kind === 'thing' || point.kind === 'device') {
    parts.push(indicatorText(point));
  }
  if (point.lastAction) parts.push(point.lastAction);
  return parts.join(', ');
}

const indicatorText = (point: MapPointData) => indicatorLevelLabel[point.level ?? 'unknown'];

export interface MapPointCardProps {
  point: MapPointData;
  /** Links the card to the element it describes (`aria-describedby`). */
  id?: string;
}

/**
 * The small card a map shows for the point under the pointer or the keyboard focus: name, what it
 * is, its water indicator and its last action. It has no position of its own; the map places it.
 */
export function MapPointCard({ point, id }: MapPointCardProps) {
  const hasIndicator = point.kind === 'thing' || point.kind === 'device';
  return (
    <div id={id} className={styles.card} data-testid="map-point-card">
      <p className={styles.name}>{point.name}</p>
      <span className={styles.kind}>
        {point.kind === 'thing' && point.category ? (
          <CategoryIcon category={point.category} size="small" />
        ) : point.kind === 'rainfallStation' ? (
          <CloudRain size={14} aria-hidden="true" />
        ) : point.kind === 'gateway' ? (
          <RadioTower size={14} aria-hidden="true" />
        ) : null}
        {mapPointKindText(point)}
      </span>
      {hasIndicator ? <IndicatorLabel level={point.level ?? 'unknown'} size="small" /> : null}
      {point.lastAction ? <p className={styles.lastAction}>{point.lastAction}</p> : null}
    </div>
  );
}

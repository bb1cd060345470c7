import { useId } from 'react';
import type { MapBaseLayer, MapBaseLayerId } from '../../map/mapData';
import {
  mapOverlayGroupLabel,
  mapOverlays,
  type MapOverlayGroup,
  type MapOverlayId,
  type MapOverlayOption,
} from '../../map/mapOverlays';
import { RadioGroup } from '../RadioGroup/RadioGroup';
import { Switch } from '../Switch/Switch';
import * as styles from './MapLayerPanel.css';

export interface MapLayerPanelProps {
  /** The base maps to choose from (only `id` and `label` are read here). */
  baseLayers: ReadonlyArray<Pick<MapBaseLayer, 'id' | 'label'>>;
  selectedBaseLayer: MapBaseLayerId;
  onBaseLayerChange: (id: MapBaseLayerId) => void;
  /** The overlay toggles offered, in order; defaults to every overlay of spec §2. */
  overlays?: readonly MapOverlayOption[];
  /** The overlays switched on (controlled, so the app can keep them in the URL). */
  activeOverlays: readonly MapOverlayId[];
  /** Called with every overlay that is on after a toggle, in the order of `overlays`. */
  onOverlaysChange: (active: MapOverlayId[]) => void;
  /** The level of the group headings, to fit the page's outline. Default 3. */
  headingLevel?: 2 | 3 | 4;
}

const groupOrder: MapOverlayGroup[] = ['things', 'environment', 'network'];

/**
 * Chooses the base map (one of a few: a radio group) and switches overlays on and off (a switch
 * each, grouped under headings). Standalone beside a map, or inside ThingMap's "Layers" popover.
 */
export function MapLayerPanel({
  baseLayers,
  selectedBaseLayer,
  onBaseLayerChange,
  overlays = mapOverlays,
  activeOverlays,
  onOverlaysChange,
  headingLevel = 3,
}: MapLayerPanelProps) {
  const idPrefix = useId();
  const HeadingTag = `h${headingLevel}` as const;
  const active = new Set(activeOverlays);
  const toggle = (id: MapOverlayId, isOn: boolean) => {
    const next = new Set(active);
    if (isOn) next.add(id);
    else next.delete(id);
    onOverlaysChange(overlays.map((overlay) => overlay.id).filter((each) => next.has(each)));
  };

  return (
    <div className={styles.panel} data-testid="map-layer-panel">
      {baseLayers.length > 1 ? (
        <RadioGroup
          label="Base map"
          options={baseLayers.map((layer) => ({ value: layer.id, label: layer.label }))}
          value={selectedBaseLayer}
          onChange={(value) => onBaseLayerChange(value as MapBaseLayerId)}
        />
      ) : null}
      {groupOrder.map((group) => {
        const members = overlays.filter((overlay) => overlay.group === group);
        if (members.length === 0) return null;
        const headingId = `${idPrefix}-${group}`;
        return (
          <div key={group} role="group" aria-labelledby={headingId} className={styles.group}>
            <HeadingTag id={headingId} className={styles.heading}>
              {mapOverlayGroupLabel[group]}
            </HeadingTag>
            {members.map((overlay) => (
              <Switch
                key={overlay.id}
                isSelected={active.has(overlay.id)}
                onChange={(isOn) => toggle(overlay.id, isOn)}
              >
                {overlay.label}
              </Switch>
            ))}
          </div>
        );
      })}
    </div>
  );
}

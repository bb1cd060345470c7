import { Label, Meter } from 'react-aria-components';
import { phRegion, phRegionLabel, type PhRegion } from '../../domain/readings';
import * as scale from '../HydrationGauge/HydrationGauge.css';
import * as styles from './PhScale.css';

export interface PhScaleProps {
  /** Soil pH (0–14); null when the sensor has not reported. */
  value: number | null;
  /** The visible label. */
  label?: string;
}

const MAX = 14;
const ticks = Array.from({ length: MAX + 1 }, (_, n) => n);
const regions: { region: PhRegion; from: number; to: number; range: string }[] = [
  { region: 'acidic', from: 0, to: 6.5, range: '0–6' },
  { region: 'neutral', from: 6.5, to: 7.5, range: '7' },
  { region: 'alkaline', from: 7.5, to: 14, range: '8–14' },
];
const position = (n: number) => `${(Math.min(Math.max(n, 0), MAX) / MAX) * 100}%`;
const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** Soil pH on the 0–14 scale with acidic, neutral and alkaline regions and a marker. */
export function PhScale({ value, label = 'Soil pH' }: PhScaleProps) {
  const hasValue = value != null && !Number.isNaN(value);
  const current = hasValue ? phRegion(value) : null;

  const body = (
    <>
      <div className={scale.track} aria-hidden="true">
        {regions.map(({ region, from, to }) => (
          <span
            key={region}
            className={scale.segment({ colour: hasValue ? region : 'unknown', isMuted: false })}
            style={{ flexGrow: to - from, flexBasis: 0 }}
          />
        ))}
        {hasValue ? (
          <span
            className={scale.marker}
            style={{ insetInlineStart: position(value) }}
            data-testid="ph-marker"
          />
        ) : null}
      </div>
      <div className={scale.ticks} aria-hidden="true">
        {ticks.map((tick) => (
          <span
            key={tick}
            className={
              tick % 2 === 1 && tick !== 7 ? `${scale.tick} ${styles.minorTick}` : scale.tick
            }
            style={{ insetInlineStart: position(tick) }}
          >
            {tick}
          </span>
        ))}
      </div>
      <div className={styles.regions} aria-hidden="true">
        {regions.map(({ region, range }) => (
          <span
            key={region}
            className={`${styles.region} ${region === current ? styles.regionCurrent : ''}`}
          >
            {capitalise(phRegionLabel[region])} {range}
          </span>
        ))}
      </div>
    </>
  );

  if (!hasValue || current == null) {
    return (
      <div
        className={`${scale.root} ${styles.container}`}
        role="group"
        aria-label={`${label}: No reading`}
      >
        <div className={scale.header}>
          <span className={scale.label}>{label}</span>
          <span className={scale.muted}>No reading</span>
        </div>
        {body}
      </div>
    );
  }

  // Always one decimal ("6.0"), so a reading never looks like a whole-number region boundary.
  const ph = value.toFixed(1);
  return (
    <Meter
      className={`${scale.root} ${styles.container}`}
      value={Math.min(Math.max(value, 0), MAX)}
      minValue={0}
      maxValue={MAX}
      valueLabel={`pH ${ph}, ${phRegionLabel[current]}`}
    >
      <div className={scale.header}>
        <Label className={scale.label}>{label}</Label>
        <span className={scale.value}>
          <span className={scale.number}>{ph}</span>
          <span className={scale.muted}>{capitalise(phRegionLabel[current])}</span>
        </span>
      </div>
      {body}
    </Meter>
  );
}

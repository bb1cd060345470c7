import {
  DEFAULT_HYDRATION_BANDS,
  HYDRATION_BAND_LABELS,
  HYDRATION_BAND_LEVELS,
  hydrationBand,
  type HydrationBand,
} from '@bloomkeep/schema';
import { Label, Meter } from 'react-aria-components';
import { formatNumber } from '../../domain/readings';
import * as styles from './HydrationGauge.css';

export type { HydrationBand } from '@bloomkeep/schema';

/** Each band is named with the water scale's words, as IndicatorScale names it. */
export const hydrationBandLabel = HYDRATION_BAND_LABELS;

/** The water-scale colour of each band. */
export const hydrationBandLevel = HYDRATION_BAND_LEVELS;

export interface HydrationGaugeProps {
  /** Volumetric soil moisture in percent; null when the device has not reported. */
  value: number | null;
  /** Bands ordered by their upper bound (any order is accepted). Defaults to 20/30/60/100. */
  bands?: readonly HydrationBand[];
  /** The meter's visible label. */
  label?: string;
}

/** Soil moisture as a meter on the hydration bands, with the value and band named in text. */
export function HydrationGauge({
  value,
  bands = DEFAULT_HYDRATION_BANDS,
  label = 'Soil moisture',
}: HydrationGaugeProps) {
  const sorted = [...bands].sort((a, b) => a.upTo - b.upTo);
  const max = sorted[sorted.length - 1]?.upTo ?? 100;
  const band = hydrationBand(value, sorted);
  const hasValue = value != null && !Number.isNaN(value) && band != null;
  const position = (n: number) => `${(Math.min(Math.max(n, 0), max) / max) * 100}%`;

  const track = (
    <>
      <div className={styles.track} aria-hidden="true">
        {sorted.map((b, index) => {
          const from = index === 0 ? 0 : (sorted[index - 1]?.upTo ?? 0);
          return (
            <span
              key={b.name + b.upTo}
              className={styles.segment({
                colour: hasValue ? hydrationBandLevel[b.name] : 'unknown',
                isMuted: hasValue && b !== band,
              })}
              style={{ flexGrow: b.upTo - from, flexBasis: 0 }}
              data-band={b.name}
            />
          );
        })}
        {hasValue ? (
          <span
            className={styles.marker}
            style={{ insetInlineStart: position(value) }}
            data-testid="hydration-marker"
          />
        ) : null}
      </div>
      <div className={styles.ticks} aria-hidden="true">
        {[0, ...sorted.map((b) => b.upTo)].map((tick) => (
          <span key={tick} className={styles.tick} style={{ insetInlineStart: position(tick) }}>
            {tick}
          </span>
        ))}
      </div>
    </>
  );

  if (!hasValue) {
    return (
      <div className={styles.root} role="group" aria-label={`${label}: No reading`}>
        <div className={styles.header}>
          <span className={styles.label}>{label}</span>
          <span className={styles.muted}>No reading</span>
        </div>
        {track}
      </div>
    );
  }

  const percent = `${formatNumber(value, 1)}%`;
  const bandName = hydrationBandLabel[band.name];
  return (
    <Meter
      className={styles.root}
      value={Math.min(Math.max(value, 0), max)}
      minValue={0}
      maxValue={max}
      valueLabel={`${percent}, ${bandName.toLowerCase()}`}
    >
      <div className={styles.header}>
        <Label className={styles.label}>{label}</Label>
        <span className={styles.value}>
          <span className={styles.number}>{percent}</span>
          <span className={styles.muted}>{bandName}</span>
        </span>
      </div>
      {track}
    </Meter>
  );
}

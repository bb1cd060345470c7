import { hydrationRangeText } from '@bloomkeep/schema';
import {
  indicatorLevelLabel,
  indicatorLevels,
  type IndicatorLevel,
} from '../../domain/indicatorLevel';
import { IndicatorLabel } from '../IndicatorLabel/IndicatorLabel';
import * as styles from './IndicatorScale.css';

const moisture = (level: IndicatorLevel) => {
  // "20% or less" → "20% soil moisture or less"; "more than 60%" → "More than 60% soil moisture".
  const range = (hydrationRangeText(level) ?? '').replace('%', '% soil moisture');
  return `${range.charAt(0).toUpperCase()}${range.slice(1)}`;
};

/**
 * What each level means, from the default hydration bands (spec §4). The level's
 * own words are in the term beside it, the same words HydrationGauge uses.
 */
export const indicatorLevelMeaning: Record<IndicatorLevel, string> = {
  tooWet: moisture('tooWet'),
  moist: moisture('moist'),
  needsWater: `${moisture('needsWater')}: water soon`,
  tooDry: `${moisture('tooDry')}: water now`,
  unknown: 'No recent reading',
};

export interface IndicatorScaleProps {
  /** The thing's current level, marked on the scale and announced. */
  level?: IndicatorLevel;
  /** Adds a legend explaining each level. */
  showLegend?: boolean;
  orientation?: 'horizontal' | 'vertical';
  /** Names the scale; defaults to "Water scale". */
  label?: string;
}

/** The water scale (too wet → too dry, unknown) with text labels, the current level marked. */
export function IndicatorScale({
  level,
  showLegend = false,
  orientation = 'horizontal',
  label = 'Water scale',
}: IndicatorScaleProps) {
  return (
    <div className={styles.root} role="group" aria-label={label}>
      {level ? (
        <p className={styles.current} aria-live="polite">
          Current: {indicatorLevelLabel[level]}
        </p>
      ) : null}
      <ul className={styles.list({ orientation })}>
        {indicatorLevels.map((item) => {
          const isCurrent = item === level;
          return (
            <li
              key={item}
              className={styles.item({ orientation, isCurrent })}
              aria-current={isCurrent ? 'true' : undefined}
            >
              <span className={styles.swatch({ level: item })} aria-hidden="true" />
              <span className={styles.itemLabel}>{indicatorLevelLabel[item]}</span>
            </li>
          );
        })}
      </ul>
      {showLegend ? (
        <dl className={styles.legend} aria-label={`${label} legend`}>
          {indicatorLevels.map((item) => (
            <div key={item} className={styles.legendRow}>
              <dt className={styles.legendTerm}>
                <IndicatorLabel level={item} />
              </dt>
              <dd className={styles.legendDetail}>{indicatorLevelMeaning[item]}</dd>
            </div>
          ))}
        </dl>
      ) : null}
    </div>
  );
}

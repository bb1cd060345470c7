import { indicatorLevelLabel, type IndicatorLevel } from '../../domain/indicatorLevel';
import * as styles from './IndicatorLabel.css';

export interface IndicatorLabelProps {
  /** The water indicator level; its colour is always paired with its name. */
  level: IndicatorLevel;
  /** Text before the level's name, e.g. "Water:". */
  prefix?: string;
  size?: 'small' | 'medium';
}

/** A water indicator as a coloured dot and its name ("● Needs water"). */
export function IndicatorLabel({ level, prefix, size }: IndicatorLabelProps) {
  return (
    <span className={styles.label({ size })} data-level={level}>
      <span className={styles.dot({ level })} aria-hidden="true" />
      {prefix ? <span className={styles.prefix}>{prefix}</span> : null}
      {indicatorLevelLabel[level]}
    </span>
  );
}

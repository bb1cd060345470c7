import {
  Label,
  ProgressBar as AriaProgressBar,
  type ProgressBarProps as AriaProgressBarProps,
} from 'react-aria-components';
import * as styles from './ProgressBar.css';

export interface ProgressBarProps extends Pick<
  AriaProgressBarProps,
  'value' | 'minValue' | 'maxValue' | 'formatOptions' | 'valueLabel' | 'isIndeterminate'
> {
  /** The visible label; also the accessible name. */
  label: string;
  /** Hides the value text (e.g. "40%"); it stays available to assistive technology. */
  hideValue?: boolean;
}

/** Progress of a task: react-aria's ProgressBar, determinate or indeterminate. */
export function ProgressBar({ label, hideValue = false, ...props }: ProgressBarProps) {
  return (
    <AriaProgressBar {...props} className={styles.root}>
      {({ percentage, valueText, isIndeterminate }) => (
        <>
          <Label className={styles.label}>{label}</Label>
          <span className={styles.value}>{hideValue || isIndeterminate ? null : valueText}</span>
          <div className={styles.track} aria-hidden="true">
            {isIndeterminate ? (
              <div className={styles.indeterminate} />
            ) : (
              <div className={styles.fill} style={{ width: `${percentage ?? 0}%` }} />
            )}
          </div>
        </>
      )}
    </AriaProgressBar>
  );
}

import { ProgressBar } from 'react-aria-components';
import * as styles from './Spinner.css';

export type SpinnerSize = 'small' | 'medium' | 'large';

export interface SpinnerProps {
  /** What is loading; the accessible name. */
  label?: string;
  size?: SpinnerSize;
  /** Shows the label next to the spinner instead of only to assistive technology. */
  showLabel?: boolean;
}

/** An indeterminate busy indicator: a react-aria ProgressBar without a value. */
export function Spinner({ label = 'Loading', size = 'medium', showLabel = false }: SpinnerProps) {
  return (
    <ProgressBar isIndeterminate aria-label={label} className={styles.root}>
      <span className={styles.circle({ size })} aria-hidden="true" />
      <span className={showLabel ? undefined : styles.visuallyHidden} aria-hidden="true">
        {label}
      </span>
    </ProgressBar>
  );
}

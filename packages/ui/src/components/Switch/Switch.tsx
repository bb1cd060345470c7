import { useId, type ReactNode } from 'react';
import { Switch as AriaSwitch } from 'react-aria-components';
import * as styles from './Switch.css';

export interface SwitchProps {
  /** The visible label; also the switch's accessible name. */
  children: ReactNode;
  /** Controlled state. */
  isSelected?: boolean;
  /** Initial state when uncontrolled. */
  defaultSelected?: boolean;
  onChange?: (isSelected: boolean) => void;
  isDisabled?: boolean;
  /** Shows a spinner, disables the switch and describes it as "Updating" while a change applies. */
  isPending?: boolean;
  /** Help text under the label, linked with `aria-describedby`. */
  description?: string;
  name?: string;
  'aria-label'?: string;
}

/** An on/off control that applies at once (e.g. a pump): react-aria's Switch in the kit's styles. */
export function Switch({
  children,
  isSelected,
  defaultSelected,
  onChange,
  isDisabled = false,
  isPending = false,
  description,
  name,
  'aria-label': ariaLabel,
}: SwitchProps) {
  const descriptionId = useId();
  const pendingId = useId();
  return (
    <div className={styles.root}>
      <AriaSwitch
        className={styles.switchControl}
        isSelected={isSelected}
        defaultSelected={defaultSelected}
        onChange={onChange}
        isDisabled={isDisabled || isPending}
        name={name}
        aria-label={ariaLabel}
        aria-describedby={
          [description ? descriptionId : null, isPending ? pendingId : null]
            .filter(Boolean)
            .join(' ') || undefined
        }
      >
        <span className={styles.track} aria-hidden="true">
          <span className={styles.thumb} />
        </span>
        {children}
        {isPending ? (
          <span className={styles.spinner} aria-hidden="true" data-testid="switch-spinner" />
        ) : null}
      </AriaSwitch>
      {isPending ? (
        <span id={pendingId} className={styles.visuallyHidden}>
          Updating
        </span>
      ) : null}
      {description ? (
        <span id={descriptionId} className={styles.description}>
          {description}
        </span>
      ) : null}
    </div>
  );
}

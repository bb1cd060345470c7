import type { ReactNode } from 'react';
import { Button as AriaButton, type ButtonProps as AriaButtonProps } from 'react-aria-components';
import * as styles from './Button.css';

export type ButtonTone = 'brand' | 'neutral' | 'critical';
export type ButtonSize = 'small' | 'medium' | 'large';

export interface ButtonProps extends Omit<
  AriaButtonProps,
  'className' | 'style' | 'children' | 'isPending' | 'render'
> {
  children: ReactNode;
  /** `brand` for the main action, `critical` for destructive ones. */
  tone?: ButtonTone;
  size?: ButtonSize;
  /** Shows a spinner, sets `aria-busy` and ignores presses while an action runs. */
  isPending?: boolean;
  /** A decorative icon before the label; the label stays the accessible name. */
  icon?: ReactNode;
}

/** A button: react-aria's Button (press, keyboard and focus handling) in the kit's styles. */
export function Button({
  children,
  tone = 'brand',
  size = 'medium',
  isPending = false,
  icon,
  ...props
}: ButtonProps) {
  return (
    <AriaButton
      {...props}
      isPending={isPending}
      className={styles.button({ tone, size })}
      // react-aria filters aria-busy from props, so add it on the rendered <button> itself.
      render={(domProps, { isPending: pending }) => (
        <button {...domProps} aria-busy={pending || undefined} />
      )}
    >
      {isPending ? (
        <span className={styles.spinner} aria-hidden="true" data-testid="button-spinner" />
      ) : icon ? (
        <span className={styles.icon} aria-hidden="true">
          {icon}
        </span>
      ) : null}
      {children}
    </AriaButton>
  );
}

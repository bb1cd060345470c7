import { useEffect, useId, type ReactNode } from 'react';
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

/**
 * react-aria announces a focused button's pending state by pointing at it from its live
 * announcer (an empty `role="img"` with `aria-labelledby`), for seven seconds. When the button
 * goes first (a form that navigates once saved), that node names nothing: axe's role-img-alt.
 * Its news is moot once the button is gone, so remove what points at it.
 */
function forgetAnnouncementsOf(id: string) {
  const nodes = document.querySelectorAll('[data-live-announcer] [role="img"][aria-labelledby]');
  for (const node of nodes) {
    if (node.getAttribute('aria-labelledby')?.split(/\s+/).includes(id)) node.remove();
  }
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
  const ownId = useId();
  const id = props.id ?? ownId;
  useEffect(() => () => forgetAnnouncementsOf(id), [id]);
  return (
    <AriaButton
      {...props}
      id={id}
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

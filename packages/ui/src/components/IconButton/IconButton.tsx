import type { ReactNode } from 'react';
import { Button as AriaButton, type ButtonProps as AriaButtonProps } from 'react-aria-components';
import * as styles from './IconButton.css';

export type IconButtonTone = 'neutral' | 'brand' | 'critical';
export type IconButtonSize = 'small' | 'medium' | 'large';

export interface IconButtonProps extends Omit<
  AriaButtonProps,
  'className' | 'style' | 'children' | 'render' | 'aria-label'
> {
  /** The accessible name; required because the button shows only an icon. */
  label: string;
  /** A decorative icon (hidden from assistive technology). */
  icon: ReactNode;
  tone?: IconButtonTone;
  size?: IconButtonSize;
}

/** A button showing only an icon, named by `label`. */
export function IconButton({
  label,
  icon,
  tone = 'neutral',
  size = 'medium',
  ...props
}: IconButtonProps) {
  return (
    <AriaButton {...props} aria-label={label} className={styles.iconButton({ tone, size })}>
      <span aria-hidden="true" style={{ display: 'inline-flex' }}>
        {icon}
      </span>
    </AriaButton>
  );
}

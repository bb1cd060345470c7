import type { ReactNode } from 'react';
import {
  OverlayArrow,
  Tooltip as AriaTooltip,
  TooltipTrigger,
  type Placement,
} from 'react-aria-components';
import { usePortalThemeClass } from '../Popover/Popover';
import * as styles from './Tooltip.css';

export interface TooltipProps {
  /** The tip: short text that adds to the trigger's name, never replaces it. */
  content: ReactNode;
  /** The trigger: a focusable kit element such as Button or a Link. */
  children: ReactNode;
  /** Milliseconds the pointer rests before the tip shows (keyboard focus shows it at once). */
  delay?: number;
  /** Milliseconds before it hides after the pointer leaves. */
  closeDelay?: number;
  placement?: Placement;
  isDisabled?: boolean;
  isOpen?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
}

/** A short hint shown on hover and keyboard focus (react-aria's TooltipTrigger and Tooltip). */
export function Tooltip({
  content,
  children,
  delay = 700,
  closeDelay = 300,
  placement = 'top',
  isDisabled,
  isOpen,
  defaultOpen,
  onOpenChange,
}: TooltipProps) {
  const themed = usePortalThemeClass();
  return (
    <TooltipTrigger
      delay={delay}
      closeDelay={closeDelay}
      isDisabled={isDisabled}
      isOpen={isOpen}
      defaultOpen={defaultOpen}
      onOpenChange={onOpenChange}
    >
      {children}
      <AriaTooltip placement={placement} offset={10} className={`${themed} ${styles.tooltip}`}>
        <OverlayArrow className={styles.arrowWrapper}>
          <svg width={10} height={10} viewBox="0 0 10 10" className={styles.arrow}>
            <path d="M0 0 L5 5 L10 0" />
          </svg>
        </OverlayArrow>
        {content}
      </AriaTooltip>
    </TooltipTrigger>
  );
}

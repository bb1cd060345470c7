import { useId, type ReactNode } from 'react';
import {
  Dialog as AriaDialog,
  DialogTrigger,
  Heading as AriaHeading,
  OverlayArrow,
  Popover as AriaPopover,
  type Placement,
} from 'react-aria-components';
import { themeClass } from '../../themes/themeClass';
import { Button } from '../Button/Button';
import { useTheme } from '../ThemeProvider/ThemeProvider';
import * as styles from './Popover.css';

/**
 * The class that carries the nearest theme's CSS variables into a portal: overlays render at the
 * end of `document.body`, outside the ThemeProvider's element.
 */
export function usePortalThemeClass(): string {
  return themeClass[useTheme()];
}

export type PopoverPlacement = Placement;

export interface PopoverProps {
  /** The trigger: a string becomes a neutral Button, or pass a pressable element (e.g. Button). */
  trigger: ReactNode;
  /** A heading shown at the top; it also names the popover dialog. */
  title?: string;
  /** Names the popover when there is no visible title. */
  'aria-label'?: string;
  children: ReactNode;
  placement?: PopoverPlacement;
  /** Show the arrow pointing at the trigger. */
  hasArrow?: boolean;
  isOpen?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
}

/** Non-modal extra content anchored to a trigger (help, details, a small form). */
export function Popover({
  trigger,
  title,
  'aria-label': ariaLabel,
  children,
  placement = 'bottom',
  hasArrow = true,
  isOpen,
  defaultOpen,
  onOpenChange,
}: PopoverProps) {
  const themed = usePortalThemeClass();
  return (
    <DialogTrigger isOpen={isOpen} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      {typeof trigger === 'string' ? <Button tone="neutral">{trigger}</Button> : trigger}
      <AriaPopover
        placement={placement}
        offset={hasArrow ? 12 : 8}
        className={`${themed} ${styles.surface}`}
      >
        {hasArrow ? (
          <OverlayArrow className={styles.arrowWrapper}>
            <svg width={12} height={12} viewBox="0 0 12 12" className={styles.arrow}>
              <path d="M0 0 L6 6 L12 0" />
            </svg>
          </OverlayArrow>
        ) : null}
        <AriaDialog className={styles.content} aria-label={title ? undefined : ariaLabel}>
          {title ? (
            <AriaHeading slot="title" className={styles.title}>
              {title}
            </AriaHeading>
          ) : null}
          {children}
        </AriaDialog>
      </AriaPopover>
    </DialogTrigger>
  );
}

export type PopoverPreviewProps = Pick<
  PopoverProps,
  'trigger' | 'title' | 'aria-label' | 'children' | 'hasArrow'
>;

/**
 * A still picture of an open Popover below its trigger, in the page flow: the same look, but not
 * in a portal, not positioned over the page and not dismissable. For docs pages and design
 * reviews; use `Popover` in the product.
 */
export function PopoverPreview({
  trigger,
  title,
  'aria-label': ariaLabel,
  children,
  hasArrow = true,
}: PopoverPreviewProps) {
  const titleId = useId();
  return (
    <div style={{ display: 'inline-flex', flexDirection: 'column', alignItems: 'flex-start' }}>
      {typeof trigger === 'string' ? <Button tone="neutral">{trigger}</Button> : trigger}
      <div
        data-placement="bottom"
        className={styles.surface}
        style={{ marginTop: hasArrow ? 12 : 8, position: 'relative' }}
      >
        {hasArrow ? (
          <span
            className={styles.arrowWrapper}
            style={{ position: 'absolute', bottom: '100%', left: 16 }}
          >
            <svg width={12} height={12} viewBox="0 0 12 12" className={styles.arrow}>
              <path d="M0 0 L6 6 L12 0" />
            </svg>
          </span>
        ) : null}
        <div
          role="group"
          aria-labelledby={title ? titleId : undefined}
          aria-label={title ? undefined : ariaLabel}
          className={styles.content}
        >
          {title ? (
            <h3 id={titleId} className={styles.title}>
              {title}
            </h3>
          ) : null}
          {children}
        </div>
      </div>
    </div>
  );
}

import { assignInlineVars } from '@vanilla-extract/dynamic';
import type { ReactNode } from 'react';
import type { LayoutSpace } from '../Stack/Stack';
import * as styles from './Grid.css';

/** Column counts per breakpoint; a missing one inherits from the next smaller breakpoint. */
export interface GridColumns {
  /** Below 600 px (default 1). */
  small?: number;
  /** From 600 px. */
  tablet?: number;
  /** From 1024 px. */
  desktop?: number;
  /** From 1440 px. */
  wide?: number;
  /** From 1920 px. */
  ultraWide?: number;
}

export interface GridProps {
  /** Columns per breakpoint. Ignored when `minItemWidth` is set. */
  columns?: GridColumns;
  /** Fit as many columns as there is room for, each at least this many px wide. */
  minItemWidth?: number;
  /** The gap between cells, from the theme's spacing scale. */
  gap: LayoutSpace;
  /** Use `ul`/`ol` for lists of items (wrap each child in `li`). */
  as?: 'div' | 'ul' | 'ol' | 'section';
  'aria-label'?: string;
  'aria-labelledby'?: string;
  children: ReactNode;
}

/** A responsive grid: fixed column counts per breakpoint, or auto-filling columns of a minimum width. */
export function Grid({
  columns = {},
  minItemWidth,
  gap,
  as: Element = 'div',
  children,
  ...aria
}: GridProps) {
  let className: string;
  let style: Record<string, string>;
  if (minItemWidth !== undefined) {
    className = `${styles.autoFill} ${styles.gap[gap]}`;
    style = assignInlineVars({ [styles.minItemWidth]: `${minItemWidth}px` });
  } else {
    const small = columns.small ?? 1;
    const tablet = columns.tablet ?? small;
    const desktop = columns.desktop ?? tablet;
    const wide = columns.wide ?? desktop;
    const ultraWide = columns.ultraWide ?? wide;
    className = `${styles.byBreakpoint} ${styles.gap[gap]}`;
    style = assignInlineVars({
      [styles.columnsSmall]: String(small),
      [styles.columnsTablet]: String(tablet),
      [styles.columnsDesktop]: String(desktop),
      [styles.columnsWide]: String(wide),
      [styles.columnsUltraWide]: String(ultraWide),
    });
  }
  return (
    <Element {...aria} className={className} style={style}>
      {children}
    </Element>
  );
}

import { assignInlineVars } from '@vanilla-extract/dynamic';
import { Children, type ReactNode } from 'react';
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
  /**
   * Columns per breakpoint, at most: the grid balances its rows (see `balancedColumns`), so 3
   * tiles in a 4-column grid fill one row of 3 and 4 quick actions in 3 columns make 2 by 2, not
   * 3 and an orphan. Ignored when `minItemWidth` is set.
   */
  columns?: GridColumns;
  /** Use exactly the `columns` counts, however many children there are (default false). */
  isUnbalanced?: boolean;
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

/**
 * How many of at most `max` columns to use for `count` items so that no row is left with a lone
 * item: all items in one row when they fit; otherwise the widest count, from `max` down, whose
 * last row is full or holds at least two items and at least half a row; `max` when none does.
 */
export function balancedColumns(max: number, count: number): number {
  const limit = Math.max(1, Math.floor(max));
  if (count <= 0) return limit;
  if (count <= limit) return count;
  for (let columns = limit; columns > 1; columns--) {
    const last = count % columns;
    if (last === 0 || last >= Math.max(2, Math.ceil(columns / 2))) return columns;
  }
  return limit; // Nothing balances (7 in 3): keep the widest rather than one long column.
}

/** A responsive grid: fixed column counts per breakpoint, or auto-filling columns of a minimum width. */
export function Grid({
  columns = {},
  minItemWidth,
  gap,
  as: Element = 'div',
  isUnbalanced = false,
  children,
  ...aria
}: GridProps) {
  let className: string;
  let style: Record<string, string>;
  if (minItemWidth !== undefined) {
    className = `${styles.autoFill} ${styles.gap[gap]}`;
    style = assignInlineVars({ [styles.minItemWidth]: `${minItemWidth}px` });
  } else {
    const count = Children.toArray(children).length;
    const fit = (max: number) => (isUnbalanced ? max : balancedColumns(max, count));
    const smallMax = columns.small ?? 1;
    const tabletMax = columns.tablet ?? smallMax;
    const desktopMax = columns.desktop ?? tabletMax;
    const wideMax = columns.wide ?? desktopMax;
    const small = fit(smallMax);
    const tablet = fit(tabletMax);
    const desktop = fit(desktopMax);
    const wide = fit(wideMax);
    const ultraWide = fit(columns.ultraWide ?? wideMax);
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

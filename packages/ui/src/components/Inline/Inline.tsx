import type { ReactNode } from 'react';
import type { LayoutSpace } from '../Stack/Stack';
import * as styles from './Inline.css';

export type InlineAlign = 'start' | 'center' | 'end' | 'spaceBetween';
export type InlineAlignY = 'top' | 'center' | 'bottom' | 'baseline';

export interface InlineProps {
  /** The gap between children (both directions when they wrap). */
  space: LayoutSpace;
  /** Horizontal distribution of the children. */
  align?: InlineAlign;
  /** Vertical alignment of the children in a row. */
  alignY?: InlineAlignY;
  /** Keep everything on one line instead of wrapping. */
  noWrap?: boolean;
  as?: 'div' | 'ul' | 'ol' | 'nav';
  'aria-label'?: string;
  'aria-labelledby'?: string;
  children: ReactNode;
}

/** Lays its children out in a row that wraps onto new lines, with even spacing from the theme. */
export function Inline({
  space,
  align = 'start',
  alignY = 'center',
  noWrap = false,
  as: Element = 'div',
  children,
  ...aria
}: InlineProps) {
  const isList = Element === 'ul' || Element === 'ol';
  const className = [
    styles.inline,
    styles.space[space],
    styles.align[align],
    styles.alignY[alignY],
    noWrap && styles.noWrap,
    isList && styles.list,
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <Element {...aria} className={className}>
      {children}
    </Element>
  );
}

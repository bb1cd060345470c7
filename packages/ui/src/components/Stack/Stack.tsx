import type { ReactNode } from 'react';
import type { vars } from '../../themes/contract.css';
import * as styles from './Stack.css';

export type LayoutSpace = keyof typeof vars.space;
export type StackAlign = 'start' | 'center' | 'end' | 'stretch';

export interface StackProps {
  /** The gap between children, from the theme's spacing scale. */
  space: LayoutSpace;
  /** Horizontal alignment of the children; `stretch` (the default) makes them full width. */
  align?: StackAlign;
  /** The element to render; use `ul`/`ol` for lists (wrap each child in `li`). */
  as?: 'div' | 'section' | 'ul' | 'ol' | 'nav' | 'article' | 'form' | 'fieldset';
  'aria-label'?: string;
  'aria-labelledby'?: string;
  children: ReactNode;
}

/** Lays its children out vertically with even spacing from the theme; no outer margins. */
export function Stack({
  space,
  align = 'stretch',
  as: Element = 'div',
  children,
  ...aria
}: StackProps) {
  const isList = Element === 'ul' || Element === 'ol';
  const className = [styles.stack, styles.space[space], styles.align[align], isList && styles.list]
    .filter(Boolean)
    .join(' ');
  return (
    <Element {...aria} className={className}>
      {children}
    </Element>
  );
}

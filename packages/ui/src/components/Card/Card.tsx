import type { ReactNode } from 'react';
import * as styles from './Card.css';

export type CardTone = 'positive' | 'caution' | 'critical' | 'info' | 'neutral';
export type CardPadding = 'small' | 'medium' | 'large';

export interface CardProps {
  /** `article` for self-contained items (a thing in a list), `section` for parts of a page. */
  as?: 'section' | 'article' | 'div';
  /** Adds an accent stripe in a tone; the meaning must also be stated in the content. */
  tone?: CardTone;
  padding?: CardPadding;
  'aria-label'?: string;
  'aria-labelledby'?: string;
  children: ReactNode;
}

/** A surface that groups related content. */
export function Card({
  as: Element = 'section',
  tone,
  padding = 'medium',
  children,
  ...aria
}: CardProps) {
  return (
    <Element {...aria} className={styles.card({ tone: tone ?? 'none', padding })}>
      {children}
    </Element>
  );
}

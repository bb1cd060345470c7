import type { ReactNode } from 'react';
import { Heading as AriaHeading } from 'react-aria-components';
import * as styles from './Heading.css';

export type HeadingLevel = 1 | 2 | 3 | 4;
export type HeadingTone = 'neutral' | 'brand';

export interface HeadingProps {
  /** The document outline level; it also sets the size. */
  level: HeadingLevel;
  tone?: HeadingTone;
  id?: string;
  children: ReactNode;
}

/** A heading (`h1`–`h4`) sized by its level, in the theme's heading font. */
export function Heading({ level, tone = 'neutral', id, children }: HeadingProps) {
  return (
    <AriaHeading level={level} id={id} className={styles.heading({ level, tone })}>
      {children}
    </AriaHeading>
  );
}

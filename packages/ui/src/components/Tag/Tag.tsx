import type { ReactNode } from 'react';
import * as styles from './Tag.css';

export type TagTone = 'neutral' | 'positive' | 'caution' | 'critical' | 'info' | 'accent';

export interface TagProps {
  children: ReactNode;
  /**
   * Colours the tag; the text must carry the meaning on its own. `accent` wears the brand
   * ("You", "Owner"); `positive` reports a good outcome ("Verified") in every brand.
   */
  tone?: TagTone;
}

/** A short, non-interactive label such as a status or a category. */
export function Tag({ children, tone = 'neutral' }: TagProps) {
  return <span className={styles.tag({ tone })}>{children}</span>;
}

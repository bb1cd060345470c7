import { Inbox } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import * as styles from './EmptyState.css';

export interface EmptyStateProps {
  /** What is empty, e.g. "No things yet". */
  title: string;
  /** Why, or what to do next. */
  description?: ReactNode;
  /** Usually one Button or Link that fills the space. */
  action?: ReactNode;
  /** A decorative icon; defaults to an empty tray. */
  icon?: ReactNode;
  /** Heading level of the title, to fit the page outline. */
  headingLevel?: 2 | 3 | 4;
}

/** Fills a list or page that has no content yet, and points to the next step. */
export function EmptyState({
  title,
  description,
  action,
  icon,
  headingLevel = 2,
}: EmptyStateProps) {
  const titleId = useId();
  const HeadingTag = `h${headingLevel}` as const;
  return (
    <section className={styles.root} aria-labelledby={titleId}>
      <span className={styles.icon} aria-hidden="true">
        {icon ?? <Inbox size={28} strokeWidth={1.75} />}
      </span>
      <HeadingTag id={titleId} className={styles.title}>
        {title}
      </HeadingTag>
      {description ? <div className={styles.description}>{description}</div> : null}
      {action ? <div className={styles.action}>{action}</div> : null}
    </section>
  );
}

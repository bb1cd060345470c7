import { useId, type ReactNode } from 'react';
import { Heading, type HeadingLevel } from '../Heading/Heading';
import * as styles from './Section.css';

export interface SectionProps {
  /** The section's heading; it also names the region for assistive technology. */
  title: ReactNode;
  /** A short line under the title. */
  description?: ReactNode;
  /** Buttons or links for the whole section, placed after the title (wrap below on small screens). */
  actions?: ReactNode;
  /** The heading level in the page outline (default 2; pages have one h1 in the PageHeader). */
  headingLevel?: Exclude<HeadingLevel, 1>;
  id?: string;
  children: ReactNode;
}

/** A titled part of a page: a `<section>` region labelled by its heading, with optional actions. */
export function Section({
  title,
  description,
  actions,
  headingLevel = 2,
  id,
  children,
}: SectionProps) {
  const headingId = useId();
  const descriptionId = useId();
  return (
    <section
      id={id}
      className={styles.section}
      aria-labelledby={headingId}
      aria-describedby={description ? descriptionId : undefined}
    >
      <div className={styles.header}>
        <div className={styles.titles}>
          <Heading level={headingLevel} id={headingId}>
            {title}
          </Heading>
          {description ? (
            <p id={descriptionId} className={styles.description}>
              {description}
            </p>
          ) : null}
        </div>
        {actions ? <div className={styles.actions}>{actions}</div> : null}
      </div>
      {children}
    </section>
  );
}

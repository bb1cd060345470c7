// "How points work": the points each action earns, as the server counts them.
import { useId } from 'react';
import { Heading } from '@bloomkeep/ui';
import { ACTION_POINTS, pointsLabel } from './scoring';
import * as styles from './PointsExplanation.css';

export function PointsExplanation() {
  const headingId = useId();
  return (
    <section className={styles.explanation} aria-labelledby={headingId}>
      <Heading level={2} id={headingId}>
        How points work
      </Heading>
      <ul className={styles.pointsList}>
        {ACTION_POINTS.map((entry) => (
          <li key={entry.type} className={styles.pointsItem}>
            <span>{entry.label}</span>
            <span className={styles.points}>{pointsLabel(entry.points)}</span>
          </li>
        ))}
      </ul>
      <p className={styles.note}>Only actions on public things count.</p>
    </section>
  );
}

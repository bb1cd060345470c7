import { visuallyHidden } from '@bloomkeep/ui';
import * as styles from './PageSkeleton.css';

/** Placeholder shapes shown while a page's data loads. */
export function PageSkeleton() {
  return (
    <div className={styles.skeleton} role="status" aria-live="polite">
      <span className={visuallyHidden}>Loading…</span>
      <div className={styles.title} />
      <div className={styles.grid}>
        {Array.from({ length: 6 }, (_, index) => (
          <div key={index} className={styles.block} />
        ))}
      </div>
    </div>
  );
}

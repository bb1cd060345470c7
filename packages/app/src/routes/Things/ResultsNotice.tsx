import type { ReactNode } from 'react';
import * as styles from './ResultsNotice.css';

/**
 * A bar above a list that says something about the results shown (filters are active; they may
 * be out of date), with the action that changes it. The page around it stays usable.
 */
export function ResultsNotice({
  tone,
  title,
  detail,
  action,
  role,
}: {
  tone: 'info' | 'caution';
  title: ReactNode;
  detail?: ReactNode;
  action?: ReactNode;
  /** `status` announces the notice when it appears. */
  role?: 'status';
}) {
  return (
    <div className={styles.notice[tone]} role={role}>
      <div className={styles.text}>
        <p className={styles.title}>{title}</p>
        {detail ? <p className={styles.detail}>{detail}</p> : null}
      </div>
      {action}
    </div>
  );
}

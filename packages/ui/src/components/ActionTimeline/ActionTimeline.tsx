import { actionTypeLabel, type ActionType } from '../../domain/actionType';
import { formatDate } from '../../domain/formatDate';
import { isoDateTime, timeAgo } from '../../domain/timeAgo';
import { ActionTypeIcon } from '../ActionTypeIcon/ActionTypeIcon';
import { Avatar } from '../Avatar/Avatar';
import * as styles from './ActionTimeline.css';

export interface TimelineAction {
  id: string;
  type: ActionType;
  comments?: string | null;
  /** When it happened (a UTC timestamp). */
  createdAt: string;
  creator: { name: string; username?: string | null; imageSrc?: string | null };
}

export interface ActionTimelineProps {
  /** Actions in display order (the API returns them newest first). */
  actions: readonly TimelineAction[];
  /** "Now" for relative times; pass a fixed date in stories and tests. Defaults to the clock. */
  now?: Date;
  /** Shown when there are no actions. */
  emptyMessage?: string;
  /** Names the list. */
  'aria-label'?: string;
}

/** A thing's history: what was done, by whom, when, with their comments. */
export function ActionTimeline({
  actions,
  now,
  emptyMessage = 'Nothing has been recorded yet.',
  'aria-label': ariaLabel = 'Actions',
}: ActionTimelineProps) {
  if (actions.length === 0) return <p className={styles.empty}>{emptyMessage}</p>;
  const reference = now ?? new Date();
  return (
    <ol className={styles.list} aria-label={ariaLabel}>
      {actions.map((action) => (
        <li key={action.id} className={styles.item}>
          <span className={styles.marker}>
            <ActionTypeIcon type={action.type} size="small" />
          </span>
          <div className={styles.content}>
            <div className={styles.header}>
              <p className={styles.type}>{actionTypeLabel[action.type]}</p>
              <time
                className={styles.time}
                dateTime={isoDateTime(action.createdAt)}
                title={formatDate(action.createdAt)}
              >
                {timeAgo(action.createdAt, reference)}
              </time>
            </div>
            <div className={styles.creator}>
              <span aria-hidden="true">
                <Avatar name={action.creator.name} src={action.creator.imageSrc} size="small" />
              </span>
              <span>
                <span className={styles.creatorName}>{action.creator.name}</span>
                {action.creator.username ? (
                  <span className={styles.username}> @{action.creator.username}</span>
                ) : null}
              </span>
            </div>
            {action.comments ? <p className={styles.comments}>{action.comments}</p> : null}
          </div>
        </li>
      ))}
    </ol>
  );
}

import { Ellipsis, Pencil, Trash2 } from 'lucide-react';
import { actionTypeLabel, type ActionType } from '../../domain/actionType';
import { formatDate } from '../../domain/formatDate';
import { formatNumber } from '../../domain/readings';
import { useRenderTime } from '../../domain/renderTime';
import { isoDateTime, timeAgo } from '../../domain/timeAgo';
import { ActionTypeIcon } from '../ActionTypeIcon/ActionTypeIcon';
import { Avatar } from '../Avatar/Avatar';
import { Menu } from '../Menu/Menu';
import * as styles from './ActionTimeline.css';

export interface TimelineAction {
  id: string;
  type: ActionType;
  comments?: string | null;
  /** When it happened (a UTC timestamp). */
  createdAt: string;
  creator: { name: string; username?: string | null; imageSrc?: string | null };
  /** How much water a watering gave; shown as "Watering · 12 l". */
  litres?: number | null;
  /** Offer Edit and Delete for this action (e.g. the viewer recorded it). */
  canChange?: boolean;
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
  /** Chosen "Edit" in the menu of an action with `canChange`. */
  onEdit?: (action: TimelineAction) => void;
  /** Chosen "Delete" in the menu of an action with `canChange`; confirm before deleting. */
  onDelete?: (action: TimelineAction) => void;
}

/** "12 l" (one decimal at most), the amount a watering gave. */
export function formatLitres(litres: number): string {
  return `${formatNumber(litres)} l`;
}

/**
 * A thing's history: what was done, by whom, when, with their comments. Actions the
 * viewer may change get a menu with Edit and Delete.
 */
export function ActionTimeline({
  actions,
  now,
  emptyMessage = 'Nothing has been recorded yet.',
  'aria-label': ariaLabel = 'Actions',
  onEdit,
  onDelete,
}: ActionTimelineProps) {
  const reference = useRenderTime(now);
  if (actions.length === 0) return <p className={styles.empty}>{emptyMessage}</p>;
  return (
    <ol className={styles.list} aria-label={ariaLabel}>
      {actions.map((action) => {
        const ago = timeAgo(action.createdAt, reference);
        const menuItems = [
          ...(onEdit ? [{ id: 'edit', label: 'Edit', icon: <Pencil size={16} /> }] : []),
          ...(onDelete
            ? [
                {
                  id: 'delete',
                  label: 'Delete',
                  tone: 'critical' as const,
                  icon: <Trash2 size={16} />,
                },
              ]
            : []),
        ];
        const hasMenu = Boolean(action.canChange) && menuItems.length > 0;
        return (
          <li
            key={action.id}
            className={hasMenu ? `${styles.item} ${styles.itemWithMenu}` : styles.item}
          >
            <span className={styles.marker}>
              <ActionTypeIcon type={action.type} size="small" />
            </span>
            <div className={styles.content}>
              <div className={styles.header}>
                <p className={styles.type}>
                  {actionTypeLabel[action.type]}
                  {action.litres != null ? (
                    <span className={styles.amount}> · {formatLitres(action.litres)}</span>
                  ) : null}
                </p>
                <time
                  className={styles.time}
                  dateTime={isoDateTime(action.createdAt)}
                  title={formatDate(action.createdAt)}
                >
                  {ago}
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
            {hasMenu ? (
              <span className={styles.menu}>
                <Menu
                  label={`Options for ${actionTypeLabel[action.type]}, ${ago}`}
                  trigger={<Ellipsis size={18} aria-hidden="true" />}
                  items={menuItems}
                  onAction={(id) => (id === 'edit' ? onEdit : onDelete)?.(action)}
                />
              </span>
            ) : null}
          </li>
        );
      })}
    </ol>
  );
}

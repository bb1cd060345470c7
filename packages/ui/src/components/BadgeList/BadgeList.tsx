import { BadgeCard, type BadgeCardProps } from '../BadgeCard/BadgeCard';
import * as styles from './BadgeList.css';

export interface BadgeListProps {
  badges: readonly BadgeCardProps[];
  /** Shown when there are no badges. */
  emptyMessage?: string;
  /** Names the list, e.g. "Your badges". */
  'aria-label'?: string;
}

/** Badges in a responsive grid, as a list; an empty state when there are none. */
export function BadgeList({
  badges,
  emptyMessage = 'No badges yet. Water, tidy or share a thing to earn your first.',
  'aria-label': ariaLabel = 'Badges',
}: BadgeListProps) {
  if (badges.length === 0) return <p className={styles.empty}>{emptyMessage}</p>;
  return (
    <ul className={styles.list} aria-label={ariaLabel}>
      {badges.map((badge) => (
        <li key={`${badge.badgeType}-${badge.level ?? ''}-${badge.title}`} className={styles.item}>
          <BadgeCard {...badge} />
        </li>
      ))}
    </ul>
  );
}

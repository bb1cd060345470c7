import { useId } from 'react';
import { Lock } from 'lucide-react';
import type { BadgeType } from '../../domain/badgeType';
import { formatDate, isoDate } from '../../domain/formatDate';
import { badgeTypeIcon } from '../../domain/icons';
import * as styles from './BadgeCard.css';

export interface BadgeCardProps {
  badgeType: BadgeType;
  title: string;
  description?: string | null;
  /** The badge's level (1, 2, 3…), shown as "Level 2". */
  level?: number | null;
  /** When the badge was awarded; null or absent shows a locked "Not yet awarded" badge. */
  awardedAt?: string | Date | null;
  /** The level of the title's heading in the page outline. */
  headingLevel?: 2 | 3 | 4;
}

/** One badge: its icon, title, level and description, and when it was awarded. */
export function BadgeCard({
  badgeType,
  title,
  description,
  level,
  awardedAt,
  headingLevel = 3,
}: BadgeCardProps) {
  const titleId = useId();
  const isAwarded = awardedAt != null;
  const Icon = badgeTypeIcon[badgeType];
  const Title = `h${headingLevel}` as const;
  return (
    <article
      className={styles.card({ isAwarded })}
      aria-labelledby={titleId}
      data-badge-type={badgeType}
      data-awarded={isAwarded}
    >
      <span className={styles.medal({ isAwarded })} aria-hidden="true">
        <Icon className={styles.medalIcon} />
        {isAwarded ? null : (
          <span className={styles.lock}>
            <Lock className={styles.lockIcon} />
          </span>
        )}
      </span>
      <div className={styles.body}>
        <div className={styles.titleRow}>
          <Title className={styles.title} id={titleId}>
            {title}
          </Title>
          {level != null ? <span className={styles.level}>Level {level}</span> : null}
        </div>
        {description ? <p className={styles.description}>{description}</p> : null}
        <p className={styles.status}>
          {isAwarded ? (
            <>
              Awarded <time dateTime={isoDate(awardedAt)}>{formatDate(awardedAt)}</time>
            </>
          ) : (
            'Not yet awarded'
          )}
        </p>
      </div>
    </article>
  );
}

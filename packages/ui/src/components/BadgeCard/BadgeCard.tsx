import { useId } from 'react';
import { Lock, Star } from 'lucide-react';
import type { BadgeType } from '../../domain/badgeType';
import { formatDate, isoDate } from '../../domain/formatDate';
import { badgeTypeIcon } from '../../domain/icons';
import { ProgressBar } from '../ProgressBar/ProgressBar';
import * as styles from './BadgeCard.css';

/** The metal of levels 1–3; other levels are named by number. */
export const badgeLevelName: Record<number, 'Bronze' | 'Silver' | 'Gold'> = {
  1: 'Bronze',
  2: 'Silver',
  3: 'Gold',
};

export interface BadgeProgress {
  /** How many count so far (more than `target` is shown as `target`). */
  value: number;
  /** How many the badge needs. */
  target: number;
  /** What is counted, plural: "waterings" gives "4 of 10 waterings". */
  unit: string;
}

export interface BadgeCardProps {
  badgeType: BadgeType;
  title: string;
  description?: string | null;
  /**
   * The badge's level: 1 bronze, 2 silver, 3 gold, each with its own medal (ring, colour and
   * stars) and named in words; other levels show as "Level 4".
   */
  level?: number | null;
  /** When the badge was awarded; null or absent shows a locked "Not yet awarded" badge. */
  awardedAt?: string | Date | null;
  /** Progress towards a badge not yet awarded: "4 of 10 waterings" with a bar. */
  progress?: BadgeProgress | null;
  /** The level of the title's heading in the page outline. */
  headingLevel?: 2 | 3 | 4 | 5;
}

type Metal = 'bronze' | 'silver' | 'gold' | 'none';

function metalOf(level: number | null | undefined): Metal {
  return level === 1 ? 'bronze' : level === 2 ? 'silver' : level === 3 ? 'gold' : 'none';
}

/** One badge: its medal, title, level and description, and when it was awarded or how close it is. */
export function BadgeCard({
  badgeType,
  title,
  description,
  level,
  awardedAt,
  progress,
  headingLevel = 3,
}: BadgeCardProps) {
  const titleId = useId();
  const isAwarded = awardedAt != null;
  const metal = metalOf(level);
  const Icon = badgeTypeIcon[badgeType];
  const Title = `h${headingLevel}` as const;
  const levelName = level != null ? (badgeLevelName[level] ?? `Level ${level}`) : null;
  const stars = metal === 'none' ? 0 : (level ?? 0);
  return (
    <article
      className={styles.card({ isAwarded })}
      aria-labelledby={titleId}
      data-badge-type={badgeType}
      data-awarded={isAwarded}
      data-level={level ?? undefined}
    >
      <span className={styles.medal({ metal, isAwarded })} aria-hidden="true">
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
          {levelName ? (
            <span className={styles.level({ metal })}>
              {stars > 0 ? (
                <span className={styles.stars} aria-hidden="true">
                  {Array.from({ length: stars }, (_, index) => (
                    <Star key={index} className={styles.star} />
                  ))}
                </span>
              ) : null}
              {levelName}
            </span>
          ) : null}
        </div>
        {description ? <p className={styles.description}>{description}</p> : null}
        {!isAwarded && progress ? (
          <div className={styles.progress}>
            <ProgressBar
              label={`${Math.min(progress.value, progress.target)} of ${progress.target} ${progress.unit}`}
              value={Math.min(progress.value, progress.target)}
              maxValue={progress.target}
              hideValue
            />
          </div>
        ) : null}
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

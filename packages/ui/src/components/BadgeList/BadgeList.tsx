import { useId } from 'react';
import { BadgeCard, type BadgeCardProps } from '../BadgeCard/BadgeCard';
import * as styles from './BadgeList.css';

/** One family of badges (e.g. watering: bronze, silver, gold) under its own heading. */
export interface BadgeGroup {
  id: string;
  /** The family's heading, e.g. "Watering". */
  title: string;
  /** A line under the heading, e.g. "4 waterings so far". */
  description?: string | null;
  badges: readonly BadgeCardProps[];
}

export interface BadgeListProps {
  /** Badges in one list. Ignored when `groups` is given. */
  badges?: readonly BadgeCardProps[];
  /** Badges by family: a section with a heading per family, its badges in order of level. */
  groups?: readonly BadgeGroup[];
  /** The level of the families' headings; each badge's title is one level below. */
  groupHeadingLevel?: 2 | 3 | 4;
  /** Shown when there are no badges. */
  emptyMessage?: string;
  /** Names the list, e.g. "Your badges". */
  'aria-label'?: string;
}

function Cards({
  badges,
  label,
  labelledBy,
  headingLevel,
}: {
  badges: readonly BadgeCardProps[];
  label?: string;
  labelledBy?: string;
  headingLevel?: BadgeCardProps['headingLevel'];
}) {
  return (
    <ul className={styles.list} aria-label={label} aria-labelledby={labelledBy}>
      {badges.map((badge) => (
        <li key={`${badge.badgeType}-${badge.level ?? ''}-${badge.title}`} className={styles.item}>
          <BadgeCard headingLevel={headingLevel} {...badge} />
        </li>
      ))}
    </ul>
  );
}

function Group({
  group,
  headingLevel,
}: {
  group: BadgeGroup;
  headingLevel: NonNullable<BadgeListProps['groupHeadingLevel']>;
}) {
  const headingId = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <section className={styles.group} aria-labelledby={headingId}>
      <div className={styles.groupHeader}>
        <Heading className={styles.groupTitle} id={headingId}>
          {group.title}
        </Heading>
        {group.description ? <p className={styles.groupDescription}>{group.description}</p> : null}
      </div>
      <Cards
        badges={group.badges}
        labelledBy={headingId}
        headingLevel={(headingLevel + 1) as BadgeCardProps['headingLevel']}
      />
    </section>
  );
}

/**
 * Badges in a responsive grid, as a list; or, with `groups`, one headed section per family.
 * An empty state when there are none.
 */
export function BadgeList({
  badges = [],
  groups,
  groupHeadingLevel = 2,
  emptyMessage = 'No badges yet. Water, tidy or share a thing to earn your first.',
  'aria-label': ariaLabel = 'Badges',
}: BadgeListProps) {
  const count = groups
    ? groups.reduce((total, group) => total + group.badges.length, 0)
    : badges.length;
  if (count === 0) return <p className={styles.empty}>{emptyMessage}</p>;
  if (groups) {
    return (
      <div className={styles.groups}>
        {groups
          .filter((group) => group.badges.length > 0)
          .map((group) => (
            <Group key={group.id} group={group} headingLevel={groupHeadingLevel} />
          ))}
      </div>
    );
  }
  return <Cards badges={badges} label={ariaLabel} />;
}

import { useId } from 'react';
import { Link } from 'react-aria-components';
import { Tag } from '@bloomkeep/ui';
import * as styles from './GroupTile.css';

export interface GroupTileProps {
  name: string;
  /** The group's page (its slug address). */
  href: string;
  description?: string | null;
  isPublic: boolean;
  memberCount: number;
  /** The thumbnail; without one the tile shows the group's initials. */
  imageSrc?: string | null;
  /** The reader's part in the group, tagged on the tile. */
  myRole?: 'owner' | 'member' | null;
  headingLevel?: 2 | 3 | 4;
}

/** "FB" for "Friends of Borough Park": the first letters of the first two words that have one. */
export function groupInitials(name: string): string {
  const words = name
    .split(/\s+/)
    .map((word) => word.match(/[\p{L}\p{N}]/u)?.[0] ?? '')
    .filter(Boolean);
  return words.slice(0, 2).join('').toLocaleUpperCase('en-GB') || '?';
}

export function memberCountText(count: number): string {
  return count === 1 ? '1 member' : `${count} members`;
}

/**
 * A group in a grid: its photo (or initials), name, a two-line description, members and
 * visibility. The whole tile is the link to the group's page.
 */
export function GroupTile({
  name,
  href,
  description,
  isPublic,
  memberCount,
  imageSrc,
  myRole = null,
  headingLevel = 3,
}: GroupTileProps) {
  const headingId = useId();
  const Title = `h${headingLevel}` as const;
  return (
    <article className={styles.tile} aria-labelledby={headingId}>
      <div className={styles.media}>
        {imageSrc ? (
          <img className={styles.image} src={imageSrc} alt="" loading="lazy" />
        ) : (
          <span className={styles.initials} aria-hidden="true">
            {groupInitials(name)}
          </span>
        )}
      </div>
      <div className={styles.body}>
        <Title className={styles.name} id={headingId}>
          <Link className={styles.link} href={href}>
            {name}
          </Link>
        </Title>
        {description ? <p className={styles.description}>{description}</p> : null}
        <p className={styles.meta}>
          <span>{memberCountText(memberCount)}</span>
          {isPublic ? null : <Tag>Private</Tag>}
          {myRole === 'owner' ? <Tag tone="accent">Owner</Tag> : null}
          {myRole === 'member' ? <Tag tone="info">Member</Tag> : null}
        </p>
      </div>
    </article>
  );
}

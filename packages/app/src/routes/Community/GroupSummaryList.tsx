// Groups as small cards that link to the group's page (/groups/{slug}): name, public or
// private, members, and the start of the description. Used by /community and the people
// pages; the groups area has its own, richer list.
import { Link } from 'react-aria-components';
import { Tag } from '@bloomkeep/ui';
import * as styles from './GroupSummaryList.css';

export interface GroupSummary {
  id: string;
  name: string;
  /** The group's address word (decision 0136); links use it. */
  slug: string;
  isPublic: boolean;
  memberCount: number;
  description?: string | null;
  /** Shown as a tag: "Owner", "Member". */
  role?: string | null;
}

export interface GroupSummaryListProps {
  groups: readonly GroupSummary[];
  'aria-label': string;
}

/** The path of a group's page. */
export function groupPath(group: { slug: string }): string {
  return `/groups/${encodeURIComponent(group.slug)}`;
}

export function GroupSummaryList({ groups, 'aria-label': label }: GroupSummaryListProps) {
  return (
    <ul className={styles.list} aria-label={label}>
      {groups.map((group) => (
        <li key={group.id}>
          <Link href={groupPath(group)} className={styles.card}>
            <span className={styles.header}>
              <span className={styles.name}>{group.name}</span>
              {group.role ? <Tag tone="accent">{group.role}</Tag> : null}
            </span>
            <span className={styles.meta}>
              {group.isPublic ? 'Public' : 'Private'} ·{' '}
              {group.memberCount === 1 ? '1 member' : `${group.memberCount} members`}
            </span>
            {group.description ? (
              <span className={styles.description}>{group.description}</span>
            ) : null}
          </Link>
        </li>
      ))}
    </ul>
  );
}

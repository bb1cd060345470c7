// One person in a list (/users, "people near you"): avatar, name and @username, the whole
// row a link to their profile. Presentational: the lists map their fragments to these props.
import type { ReactNode } from 'react';
import { Link } from 'react-aria-components';
import { Avatar } from '@bloomkeep/ui';
import * as styles from './PersonRow.css';

export interface PersonRowProps {
  /** The person's name; people added before names were required may have none. */
  name?: string | null;
  username: string;
  /** The avatar's address, or null for initials. */
  image?: string | null;
  /** Where the row leads: the person's profile; without it the row is plain text (guests). */
  href?: string | null;
  /** A short note at the end of the row, e.g. "42 points". */
  detail?: ReactNode;
}

export function PersonRow({ name, username, image = null, href, detail }: PersonRowProps) {
  const shown = name?.trim() || username;
  const content = (
    <>
      <span aria-hidden="true">
        <Avatar name={shown} src={image} size="small" />
      </span>
      <span className={styles.text}>
        <span className={styles.name}>{shown}</span>
        {shown !== username ? <span className={styles.username}>@{username}</span> : null}
      </span>
      {detail ? <span className={styles.detail}>{detail}</span> : null}
    </>
  );
  return href ? (
    <Link href={href} className={styles.row}>
      {content}
    </Link>
  ) : (
    <span className={styles.row}>{content}</span>
  );
}

/** The path of a person's profile. */
export function personPath(id: string): string {
  return `/users/${id}`;
}

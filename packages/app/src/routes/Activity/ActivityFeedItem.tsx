// One action in the /activity feed. Kept light and memoised: a long feed holds
// thousands of these, and loading another page must not re-render the others.
import { memo } from 'react';
import { graphql, useFragment } from 'react-relay';
import { ActionTypeIcon, Link, Tag, actionTypeLabel, isoDateTime, timeAgo } from '@bloomkeep/ui';
import { isNewSince } from '../../local/lastVisited';
import type { ActivityFeedItem_action$key } from '../../__generated__/ActivityFeedItem_action.graphql';
import * as styles from './ActivityFeed.css';

const fragment = graphql`
  fragment ActivityFeedItem_action on Action {
    type
    comments
    createdAt
    thing {
      id
      name
    }
    creator {
      username
    }
  }
`;

const fullDate = new Intl.DateTimeFormat('en-US', {
  dateStyle: 'full',
  timeStyle: 'short',
  timeZone: 'UTC',
});

/** "Thursday, May 14, 2026 at 9:30 AM UTC": server times are UTC (spec §1). */
export function formatFullDate(value: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? '' : `${fullDate.format(date)} UTC`;
}

/** Who did it: guests cannot read users, so for them every creator is "A neighbour". */
export function creatorLabel(
  creator: { readonly username?: string | null } | null | undefined,
): string {
  return creator?.username ? `@${creator.username}` : 'A neighbour';
}

export interface ActivityFeedItemProps {
  action: ActivityFeedItem_action$key;
  /** "Now" for the relative time. */
  now: Date;
  /** The previous visit to /activity: later actions are marked "New". */
  previousVisit: Date | null;
}

export const ActivityFeedItem = memo(function ActivityFeedItem({
  action,
  now,
  previousVisit,
}: ActivityFeedItemProps) {
  const data = useFragment(fragment, action);
  const isNew = isNewSince(data.createdAt, previousVisit);
  return (
    <article className={styles.item}>
      <p className={styles.itemHeader}>
        <span className={styles.type}>
          <ActionTypeIcon type={data.type} size="small" />
          {actionTypeLabel[data.type]}
        </span>
        {data.thing ? (
          <>
            <span aria-hidden="true">·</span>
            <Link href={`/things/${data.thing.id}`}>{data.thing.name}</Link>
          </>
        ) : null}
        {isNew ? <Tag tone="info">New</Tag> : null}
      </p>
      {data.comments ? <p className={styles.comments}>{data.comments}</p> : null}
      <p className={styles.meta}>
        <span>{creatorLabel(data.creator)}</span>
        <span aria-hidden="true">·</span>
        <time dateTime={isoDateTime(data.createdAt)} title={formatFullDate(data.createdAt)}>
          {timeAgo(data.createdAt, now)}
        </time>
      </p>
    </article>
  );
});

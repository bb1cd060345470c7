import { graphql, useFragment } from 'react-relay';
import {
  ActionTypeIcon,
  Link,
  Tag,
  actionTypeLabel,
  formatDate,
  isoDateTime,
  timeAgo,
} from '@bloomkeep/ui';
import type { RecentActivity_actions$key } from '../../__generated__/RecentActivity_actions.graphql';
import { isNewSince } from '../../local/lastVisited';
import * as styles from './RecentActivity.css';

const fragment = graphql`
  fragment RecentActivity_actions on Action @relay(plural: true) {
    id
    type
    comments
    createdAt
    thing {
      id
      name
    }
    creator {
      name
      username
    }
  }
`;

export interface RecentActivityProps {
  /** The latest actions, newest first. */
  actions: RecentActivity_actions$key;
  /** The previous visit to the page; later actions are marked "New". */
  previousVisit: Date | null;
  /** "Now" for relative times; pass a fixed date in stories and tests. */
  now: Date;
}

/** The latest actions across the community: what, on which thing, by whom, when. */
export function RecentActivity({ actions, previousVisit, now }: RecentActivityProps) {
  const data = useFragment(fragment, actions);
  if (data.length === 0) {
    return <p className={styles.empty}>Nothing has been recorded yet.</p>;
  }
  return (
    <ol className={styles.list} aria-label="Latest actions">
      {data.map((action) => {
        const who = action.creator?.name || action.creator?.username;
        return (
          <li key={action.id} className={styles.item}>
            <span className={styles.marker}>
              <ActionTypeIcon type={action.type} size="small" />
            </span>
            <div className={styles.content}>
              <p className={styles.title}>
                <span className={styles.type}>{actionTypeLabel[action.type]}</span>
                {action.thing ? (
                  <>
                    {' · '}
                    <Link href={`/things/${action.thing.id}`}>{action.thing.name}</Link>
                  </>
                ) : null}
                {isNewSince(action.createdAt, previousVisit) ? <Tag tone="info">New</Tag> : null}
              </p>
              <p className={styles.meta}>
                {who ? <span>by {who}</span> : null}
                <time dateTime={isoDateTime(action.createdAt)} title={formatDate(action.createdAt)}>
                  {timeAgo(action.createdAt, now)}
                </time>
              </p>
              {action.comments ? <p className={styles.comments}>{action.comments}</p> : null}
            </div>
          </li>
        );
      })}
    </ol>
  );
}

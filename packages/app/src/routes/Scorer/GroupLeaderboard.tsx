// The groups' leaderboard on /scorer, beside the people's (issue 13): each public group's
// members' points over the period (decision 0136), in the people's board's rows. The
// reader's own groups are tagged.
import { graphql, useFragment } from 'react-relay';
import { Avatar, EmptyState, Link, Tag, visuallyHidden } from '@bloomkeep/ui';
import type { GroupLeaderboard_scores$key } from '../../__generated__/GroupLeaderboard_scores.graphql';
import { groupPath } from '../Groups/groupRef';
import * as styles from './Leaderboard.css';

const fragment = graphql`
  fragment GroupLeaderboard_scores on GroupScoresConnection {
    nodes {
      rank
      groupId
      name
      slug
      hasImage
      image
      members
      points
      actions
    }
  }
`;

const number = new Intl.NumberFormat('en-US');

export interface GroupLeaderboardProps {
  scores: GroupLeaderboard_scores$key;
  /** The ids of the reader's groups, tagged "Yours". */
  myGroupIds?: ReadonlySet<string>;
}

export function GroupLeaderboard({ scores, myGroupIds }: GroupLeaderboardProps) {
  const data = useFragment(fragment, scores);
  if (data.nodes.length === 0) {
    return (
      <EmptyState
        title="No group has points in this period yet"
        description="A public group scores its members’ points. Join a group, or start one."
        action={<Link href="/groups">See the groups</Link>}
      />
    );
  }
  return (
    <div className={styles.leaderboard}>
      <ol className={styles.list} aria-label="Groups leaderboard">
        {data.nodes.map((score, index) => {
          const name = score.name ?? 'A group';
          const points = score.points ?? 0;
          const members = score.members ?? 0;
          const actions = score.actions ?? 0;
          const isMine = score.groupId ? (myGroupIds?.has(score.groupId) ?? false) : false;
          return (
            <li
              key={score.groupId ?? `row-${index}`}
              className={isMine ? `${styles.row} ${styles.me}` : styles.row}
            >
              <span className={styles.rank}>
                <span className={visuallyHidden}>Rank </span>
                {score.rank ?? '–'}
              </span>
              <span className={styles.user}>
                <span aria-hidden="true" className={styles.avatar}>
                  <Avatar name={name} src={score.hasImage ? score.image : null} size="small" />
                </span>
                <span className={styles.username}>
                  {score.slug ? <Link href={groupPath(score.slug)}>{name}</Link> : name}
                </span>
                {isMine ? <Tag tone="accent">Yours</Tag> : null}
              </span>
              <span className={styles.total}>
                <strong className={styles.totalNumber}>{number.format(points)}</strong>{' '}
                <span className={styles.totalUnit}>{points === 1 ? 'point' : 'points'}</span>
              </span>
              <p className={styles.breakdown}>
                {members === 1 ? '1 member' : `${number.format(members)} members`} ·{' '}
                {actions === 1 ? '1 counted action' : `${number.format(actions)} counted actions`}
              </p>
            </li>
          );
        })}
      </ol>
    </div>
  );
}

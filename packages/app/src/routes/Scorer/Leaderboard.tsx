// The /scorer leaderboard as card rows that fit any width: rank, neighbour, points, and
// the counted actions that make up the points ("31 waterings × 3 = 93"), which add up to
// the total. The signed-in reader's row is highlighted, tagged "You" and aria-current.
import { graphql, useFragment } from 'react-relay';
import { Avatar, EmptyState, Tag, visuallyHidden } from '@bloomkeep/ui';
import type { Leaderboard_scores$key } from '../../__generated__/Leaderboard_scores.graphql';
import { pointsLabel, scoreBreakdown } from './scoring';
import * as styles from './Leaderboard.css';

const fragment = graphql`
  fragment Leaderboard_scores on ScoresConnection {
    nodes {
      rank
      userId
      username
      hasImage
      image
      points
      created
      education
      watering
      litterCleanup
      upkeep
      measurement
      share
    }
  }
`;

const number = new Intl.NumberFormat('en-US');

export interface LeaderboardProps {
  scores: Leaderboard_scores$key;
  /** The signed-in reader's username, whose row is highlighted; null for guests. */
  currentUsername?: string | null;
}

export function Leaderboard({ scores, currentUsername }: LeaderboardProps) {
  const data = useFragment(fragment, scores);
  const me = currentUsername?.toLowerCase() ?? null;

  if (data.nodes.length === 0) {
    return (
      <EmptyState
        title="No points scored in this period yet"
        description="Record a watering, an upkeep or a litter clean-up on a public thing to get on the board."
      />
    );
  }

  return (
    <div className={styles.leaderboard}>
      <ol className={styles.list} aria-label="Leaderboard">
        {data.nodes.map((score, index) => {
          const name = score.username ?? 'A neighbour';
          const isMe = me !== null && score.username?.toLowerCase() === me;
          const points = score.points ?? 0;
          const lines = scoreBreakdown({
            created: score.created,
            education: score.education,
            watering: score.watering,
            litterCleanup: score.litterCleanup,
            upkeep: score.upkeep,
            measurement: score.measurement,
            share: score.share,
          });
          return (
            <li
              key={score.userId ?? `row-${index}`}
              className={isMe ? `${styles.row} ${styles.me}` : styles.row}
              aria-current={isMe ? 'true' : undefined}
            >
              <span className={styles.rank}>
                <span className={visuallyHidden}>Rank </span>
                {score.rank ?? '–'}
              </span>
              <span className={styles.user}>
                <span aria-hidden="true" className={styles.avatar}>
                  <Avatar name={name} src={score.hasImage ? score.image : null} size="small" />
                </span>
                <span className={styles.username}>{name}</span>
                {isMe ? <Tag tone="accent">You</Tag> : null}
              </span>
              <span className={styles.total}>
                <strong className={styles.totalNumber}>{number.format(points)}</strong>{' '}
                <span className={styles.totalUnit}>{points === 1 ? 'point' : 'points'}</span>
              </span>
              <ul className={styles.breakdown} aria-label={`How ${pointsLabel(points)} add up`}>
                {lines.map((line) => (
                  <li key={line.type} className={styles.line} data-type={line.type}>
                    <span>
                      {number.format(line.count)} {line.label}
                    </span>{' '}
                    <span className={styles.lineMaths}>
                      × {line.each} = <strong>{number.format(line.points)}</strong>
                    </span>
                  </li>
                ))}
              </ul>
            </li>
          );
        })}
      </ol>
    </div>
  );
}

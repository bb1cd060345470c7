// The /scorer leaderboard: rank, neighbour, points and the counts behind them.
// The signed-in reader's row is highlighted and tagged "You".
import { graphql, useFragment } from 'react-relay';
import { Avatar, EmptyState, Table, Tag, type TableColumn } from '@bloomkeep/ui';
import type { Leaderboard_scores$key } from '../../__generated__/Leaderboard_scores.graphql';
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
      watering
      upkeep
      litterCleanup
      education
    }
  }
`;

const COLUMNS: TableColumn[] = [
  { id: 'rank', name: 'Rank', align: 'end' },
  { id: 'user', name: 'Neighbour', isRowHeader: true },
  { id: 'points', name: 'Points', align: 'end' },
  { id: 'watering', name: 'Waterings', align: 'end' },
  { id: 'upkeep', name: 'Upkeep', align: 'end' },
  { id: 'litterCleanup', name: 'Litter clean-ups', align: 'end' },
  { id: 'education', name: 'Education', align: 'end' },
];

const number = new Intl.NumberFormat('en-US');

export interface LeaderboardProps {
  scores: Leaderboard_scores$key;
  /** The signed-in reader's username, whose row is highlighted; null for guests. */
  currentUsername?: string | null;
}

export function Leaderboard({ scores, currentUsername }: LeaderboardProps) {
  const data = useFragment(fragment, scores);
  const me = currentUsername?.toLowerCase() ?? null;
  const rows = data.nodes.map((score, index) => ({
    ...score,
    id: score.userId ?? `row-${index}`,
    isMe: me !== null && score.username?.toLowerCase() === me,
  }));

  if (rows.length === 0) {
    return (
      <EmptyState
        title="No points scored in this period yet"
        description="Record a watering, an upkeep or a litter clean-up on a public thing to get on the board."
      />
    );
  }

  return (
    <div className={styles.leaderboard}>
      <Table
        aria-label="Leaderboard"
        columns={COLUMNS}
        rows={rows}
        renderCell={(row, column) => {
          switch (column) {
            case 'rank':
              return row.rank ?? '–';
            case 'user': {
              const name = row.username ?? 'A neighbour';
              return (
                <span className={row.isMe ? `${styles.user} ${styles.me}` : styles.user}>
                  <span aria-hidden="true">
                    <Avatar name={name} src={row.hasImage ? row.image : null} size="small" />
                  </span>
                  <span className={styles.username}>{name}</span>
                  {row.isMe ? <Tag tone="positive">You</Tag> : null}
                </span>
              );
            }
            case 'points':
              return <strong>{number.format(row.points ?? 0)}</strong>;
            case 'watering':
              return number.format(row.watering ?? 0);
            case 'upkeep':
              return number.format(row.upkeep ?? 0);
            case 'litterCleanup':
              return number.format(row.litterCleanup ?? 0);
            case 'education':
              return number.format(row.education ?? 0);
            default:
              return null;
          }
        }}
      />
    </div>
  );
}

import { Suspense } from 'react';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { expect, waitFor, within } from 'storybook/test';
import { withRelayMockEnvironment } from '../../../../../.storybook/relay';
import { PageSkeleton } from '../../system/PageSkeleton';
import type { LeaderboardStoryQuery } from '../../__generated__/LeaderboardStoryQuery.graphql';
import { Leaderboard } from './Leaderboard';
import { PointsExplanation } from './PointsExplanation';

const storyQuery = graphql`
  query LeaderboardStoryQuery @relay_test_operation {
    scores(period: MONTH) {
      ...Leaderboard_scores
    }
  }
`;

function LeaderboardStory({ currentUsername }: { currentUsername?: string | null }) {
  const data = useLazyLoadQuery<LeaderboardStoryQuery>(storyQuery, {});
  return data.scores ? (
    <Leaderboard scores={data.scores} currentUsername={currentUsername} />
  ) : null;
}

const withSuspense: Decorator = (Story) => (
  <Suspense fallback={<PageSkeleton />}>
    <Story />
  </Suspense>
);

// Points as the server counts them: 10 per thing created, 5 per education session, 3 per
// watering, litter clean-up or upkeep, 2 per measurement, 1 per share.
const zero = {
  created: 0,
  education: 0,
  watering: 0,
  litterCleanup: 0,
  upkeep: 0,
  measurement: 0,
  share: 0,
};
const scores = [
  // 20 + 10 + 93 + 12 + 27 + 8 + 3 = 173
  {
    ...zero,
    username: 'robin_w',
    points: 173,
    created: 2,
    education: 2,
    watering: 31,
    litterCleanup: 4,
    upkeep: 9,
    measurement: 4,
    share: 3,
  },
  // 10 + 60 + 18 + 6 + 2 = 96
  {
    ...zero,
    username: 'sam-h',
    points: 96,
    created: 1,
    watering: 20,
    upkeep: 6,
    litterCleanup: 2,
    share: 2,
  },
  // 10 + 36 + 30 + 18 + 2 = 96
  {
    ...zero,
    username: 'alex',
    points: 96,
    education: 2,
    watering: 12,
    upkeep: 10,
    litterCleanup: 6,
    measurement: 1,
  },
  { ...zero, username: 'jo_kingsbridge', points: 33, watering: 11 },
  { ...zero, username: 'priya', points: 5, education: 1 },
];

/** The board's own rows (the breakdown inside each row is a list too). */
function boardRows(canvasElement: HTMLElement) {
  const board = within(canvasElement).getByRole('list', { name: 'Leaderboard' });
  return within(board)
    .getAllByRole('listitem')
    .filter((item) => item.parentElement === board);
}

function board(rows: typeof scores) {
  // Ties share a rank, like the server's rank().
  const ranked = rows.map((row, index) => ({
    ...row,
    rank: rows.findIndex((other) => other.points === row.points) + 1,
    userId: `user-${index}`,
    hasImage: false,
    image: null,
  }));
  return { relay: { resolvers: { ScoresConnection: () => ({ nodes: ranked }) } } };
}

const meta = {
  title: 'App/Scorer/Leaderboard',
  component: LeaderboardStory,
  decorators: [withSuspense, withRelayMockEnvironment],
  parameters: {
    docs: {
      description: {
        component:
          'The /scorer leaderboard as card rows that fit any width (they lay out by the board’s own width): rank, neighbour, points and how the points add up ("31 waterings × 3 = 93"), counting things created, measurements and shares too. The signed-in reader’s row is highlighted, tagged "You" and marked `aria-current`. Data comes from the `Leaderboard_scores` fragment.',
      },
    },
  },
} satisfies Meta<typeof LeaderboardStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { currentUsername: 'sam-h' },
  parameters: board(scores),
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('list', { name: 'Leaderboard' });
    const rows = boardRows(canvasElement);
    await expect(rows).toHaveLength(5);
    await expect(within(rows[1]!).getByText('You')).toBeVisible();
    await expect(rows[1]).toHaveAttribute('aria-current', 'true');
    const breakdown = within(rows[0]!).getByRole('list', { name: 'How 173 points add up' });
    const sum = within(breakdown)
      .getAllByRole('listitem')
      .reduce((total, line) => total + Number(line.textContent!.split('= ')[1]), 0);
    await expect(sum).toBe(173);
  },
};

/** Guests (or a reader not on the board): no row is highlighted. */
export const AsGuest: Story = {
  args: { currentUsername: null },
  parameters: board(scores),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('list', { name: 'Leaderboard' });
    await expect(canvas.queryByText('You')).toBeNull();
    await expect(canvasElement.querySelector('[aria-current]')).toBeNull();
  },
};

export const LongUsername: Story = {
  args: { currentUsername: 'the_longest_username_on_the_whole_board' },
  parameters: board([
    { ...scores[0]!, username: 'the_longest_username_on_the_whole_board' },
    ...scores.slice(1, 3),
  ]),
};

export const Empty: Story = {
  parameters: board([]),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'No points scored in this period yet' }),
    ).toBeVisible();
  },
};

/** A 375 px phone: rows stay within the width, the breakdown wraps under the name. */
export const SmallViewport: Story = {
  ...Default,
  parameters: { ...Default.parameters, test: { viewport: { width: 375 } } },
  play: async (context) => {
    await Default.play!(context);
    const { canvasElement } = context;
    await waitFor(() =>
      expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(375),
    );
  },
};

/** The "How points work" list beside the board. */
export const HowPointsWork: Story = {
  render: () => (
    <div style={{ maxWidth: '18rem' }}>
      <PointsExplanation />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'How points work' })).toBeVisible();
    await expect(canvas.getByText('Only actions on public things count.')).toBeVisible();
  },
};

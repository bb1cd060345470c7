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

const scores = [
  { username: 'robin_w', points: 142, watering: 31, upkeep: 9, litterCleanup: 4, education: 2 },
  { username: 'sam-h', points: 96, watering: 20, upkeep: 6, litterCleanup: 2, education: 1 },
  { username: 'alex', points: 96, watering: 12, upkeep: 10, litterCleanup: 6, education: 2 },
  {
    username: 'jo_kingsbridge',
    points: 33,
    watering: 11,
    upkeep: 0,
    litterCleanup: 0,
    education: 0,
  },
  { username: 'priya', points: 5, watering: 0, upkeep: 0, litterCleanup: 0, education: 1 },
];

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
          'The /scorer leaderboard: rank, neighbour, points and the counts of waterings, upkeep, litter clean-ups and education behind them. The signed-in reader’s row is highlighted and tagged "You". Data comes from the `Leaderboard_scores` fragment.',
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
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('grid', { name: 'Leaderboard' });
    // react-aria builds the table's rows after the table itself.
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(6));
    const rows = within(table).getAllByRole('row');
    await expect(within(rows[2]!).getByText('You')).toBeVisible();
    await expect(within(rows[1]!).getByText('142')).toBeVisible();
  },
};

/** Guests (or a reader not on the board): no row is highlighted. */
export const AsGuest: Story = {
  args: { currentUsername: null },
  parameters: board(scores),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('grid', { name: 'Leaderboard' });
    await expect(canvas.queryByText('You')).toBeNull();
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

export const SmallViewport: Story = {
  ...Default,
  parameters: { ...Default.parameters, test: { viewport: { width: 375 } } },
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

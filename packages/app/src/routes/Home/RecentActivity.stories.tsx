import type { Meta, StoryObj } from '@storybook/react-vite';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { expect, within } from 'storybook/test';
import { withRelayMockEnvironment } from '../../../../../.storybook/relay';
import type { RecentActivityStoryQuery } from '../../__generated__/RecentActivityStoryQuery.graphql';
import { RecentActivity } from './RecentActivity';
import { sampleThings, smallViewport, withBrand } from './storySupport';

const storyQuery = graphql`
  query RecentActivityStoryQuery @relay_test_operation {
    allActions(first: 5) {
      nodes {
        ...RecentActivity_actions
      }
    }
  }
`;

const now = new Date('2026-05-20T12:00:00Z');

function RecentActivityStory({ previousVisit }: { previousVisit: Date | null }) {
  const data = useLazyLoadQuery<RecentActivityStoryQuery>(storyQuery, {});
  return (
    <RecentActivity
      actions={data.allActions?.nodes ?? []}
      previousVisit={previousVisit}
      now={now}
    />
  );
}

const actions = [
  {
    type: 'WATERING',
    createdAt: '2026-05-20T11:20:00Z',
    comments: 'Two cans after the heat today.',
    creator: { name: 'Robin Ash', username: 'robin_ash' },
    thing: sampleThings[0]!,
  },
  {
    type: 'LITTER_CLEANUP',
    createdAt: '2026-05-19T16:05:00Z',
    comments: null,
    creator: { name: null, username: 'dartwalker' },
    thing: sampleThings[1]!,
  },
  {
    type: 'UPKEEP',
    createdAt: '2026-05-17T09:00:00Z',
    comments:
      'Cut back the catmint, tied in the sweet peas and cleared the drain by the steps, which had filled with leaves again.',
    creator: { name: 'Sam Okafor', username: 'sam_o' },
    thing: sampleThings[2]!,
  },
  {
    type: 'CREATED',
    createdAt: '2026-05-02T10:30:00Z',
    comments: null,
    creator: { name: 'Robin Ash', username: 'robin_ash' },
    thing: sampleThings[3]!,
  },
] as const;

function actionResolvers(count: number) {
  const shown = actions.slice(0, count);
  return {
    ActionsConnection: () => ({ nodes: shown.map(() => ({})), edges: [] }),
    Action: (context: { path?: readonly string[] | null }) => {
      const index = Number(context.path?.[context.path.length - 1] ?? 0) || 0;
      const action = shown[index % Math.max(shown.length, 1)]!;
      return {
        nodeId: `action-${index}`,
        id: `action-${index}`,
        type: action.type,
        createdAt: action.createdAt,
        comments: action.comments,
        creator: { nodeId: `user-${action.creator.username}`, ...action.creator },
        thing: { nodeId: `thing-${action.thing.id}`, id: action.thing.id, name: action.thing.name },
      };
    },
  };
}

const meta = {
  title: 'App/Home/RecentActivity',
  component: RecentActivityStory,
  decorators: [withBrand, withRelayMockEnvironment],
  args: { previousVisit: new Date('2026-05-19T00:00:00Z') },
  parameters: {
    relay: { resolvers: actionResolvers(4) },
    docs: {
      description: {
        component:
          'The dashboard’s latest actions across the community, newest first: the kind of action, the thing it was on (a link), who and when. Actions after the previous visit to the dashboard are marked “New”. Data comes from the plural `RecentActivity_actions` fragment.',
      },
    },
  },
} satisfies Meta<typeof RecentActivityStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', { name: 'Latest actions' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(4);
    await expect(canvas.getAllByText('New')).toHaveLength(2);
    await expect(canvas.getByRole('link', { name: 'Castle Street bee cafe' })).toHaveAttribute(
      'href',
      '/things/00000000-0000-4000-8000-000000000001',
    );
    await expect(canvas.getAllByText('by Robin Ash')).toHaveLength(2);
    await expect(canvas.getByText('by dartwalker')).toBeVisible();
  },
};

/** A first visit: nothing is marked new. */
export const FirstVisit: Story = {
  args: { previousVisit: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('list', { name: 'Latest actions' });
    await expect(canvas.queryByText('New')).toBeNull();
  },
};

export const Empty: Story = {
  parameters: { relay: { resolvers: actionResolvers(0) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Nothing has been recorded yet.')).toBeVisible();
  },
};

export const SmallViewport: Story = {
  ...Default,
  decorators: [smallViewport],
};

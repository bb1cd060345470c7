import { Suspense, useState, type ReactNode } from 'react';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { graphql, useLazyLoadQuery, useRelayEnvironment } from 'react-relay';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { MockPayloadGenerator, type MockEnvironment, type MockResolvers } from 'relay-test-utils';
import type { ActionType } from '@bloomkeep/schema';
import { withRelayMockEnvironment } from '../../../../../.storybook/relay';
import { PageSkeleton } from '../../system/PageSkeleton';
import type { ActivityFeedStoryQuery } from '../../__generated__/ActivityFeedStoryQuery.graphql';
import { ActivityFeed } from './ActivityFeed';

const storyQuery = graphql`
  query ActivityFeedStoryQuery @relay_test_operation {
    ...ActivityFeed_query
  }
`;

// Fixed dates: relative times ("3 hours ago") and "New" marks never change between runs.
const NOW = new Date('2026-05-14T12:00:00Z');
const PREVIOUS_VISIT = new Date('2026-05-13T09:00:00Z');
const minutesBefore = (minutes: number) => new Date(NOW.getTime() - minutes * 60_000).toISOString();

interface StoryProps {
  isFiltered?: boolean;
  isUpdating?: boolean;
  onClearFilters?: () => void;
}

function ActivityFeedStory({ isFiltered, isUpdating, onClearFilters }: StoryProps) {
  const data = useLazyLoadQuery<ActivityFeedStoryQuery>(storyQuery, {});
  return (
    <ActivityFeed
      query={data}
      now={NOW}
      previousVisit={PREVIOUS_VISIT}
      isFiltered={isFiltered}
      isUpdating={isUpdating}
      onClearFilters={onClearFilters}
    />
  );
}

const withSuspense: Decorator = (Story) => (
  <div style={{ maxWidth: '56rem' }}>
    <Suspense fallback={<PageSkeleton />}>
      <Story />
    </Suspense>
  </div>
);

/**
 * The shared mock environment answers one operation (the story's query); this
 * answers the next one too, so "Load more activity" gets its page.
 */
function AnswerNextPage({
  resolvers,
  children,
}: {
  resolvers: MockResolvers;
  children: ReactNode;
}) {
  const environment = useRelayEnvironment() as unknown as MockEnvironment;
  useState(() =>
    environment.mock.queueOperationResolver((operation) =>
      MockPayloadGenerator.generate(operation, resolvers),
    ),
  );
  return children;
}

const withNextPage: Decorator = (Story, context) => (
  <AnswerNextPage resolvers={(context.parameters.relay as { resolvers: MockResolvers }).resolvers}>
    <Story />
  </AnswerNextPage>
);

const neighbours = [{ username: 'robin_w' }, { username: 'sam-h' }, null];

const actions: {
  type: ActionType;
  comments: string | null;
  minutesAgo: number;
  thing: string;
}[] = [
  {
    type: 'WATERING',
    comments: 'Two cans on the lavender; the soil was bone dry.',
    minutesAgo: 5,
    thing: 'Castle Street bee cafe',
  },
  {
    type: 'LITTER_CLEANUP',
    comments:
      'Cleared a whole bag from under the hedge: crisp packets, a traffic cone, two bottles and what looked like half a bicycle. The bin by the bench was overflowing again, so I have reported it to the council as well. If anyone walks past on Saturday morning, please check whether it has been emptied.',
    minutesAgo: 180,
    thing: 'Vire Island planter',
  },
  { type: 'UPKEEP', comments: null, minutesAgo: 60 * 20, thing: 'Leechwell Garden flower bed' },
  {
    type: 'EDUCATION',
    comments: 'Year 3 from the primary school counted bees for twenty minutes: 14 bumblebees!',
    minutesAgo: 60 * 24 * 3,
    thing: 'Castle Street bee cafe',
  },
  {
    type: 'MEASUREMENT',
    comments: 'pH 6.5 by the east corner.',
    minutesAgo: 60 * 24 * 15,
    thing: 'Kingsbridge community orchard, the long border by the allotments',
  },
  { type: 'CREATED', comments: null, minutesAgo: 60 * 24 * 95, thing: 'Vire Island planter' },
];

/** `count` actions shown of `total`: the connection and the feed's bounded count. */
function feed(count: number, total = count): MockResolvers {
  return { ActionsConnection: connection(count, total), Query: () => ({ actionCount: total }) };
}

function connection(count: number, total = count): MockResolvers['ActionsConnection'] {
  return (context) => {
    // Later pages (loadNext passes `after`) hold the rest and end the list.
    const isLaterPage = Boolean(context.args?.after);
    const size = isLaterPage ? total - count : count;
    return {
      edges: Array.from({ length: size }, () => ({})),
      pageInfo: {
        hasNextPage: !isLaterPage && total > count,
        endCursor: isLaterPage ? 'end' : 'page-1',
      },
    };
  };
}

function actionResolver({ guest = false } = {}): MockResolvers['Action'] {
  // Each action needs its own id and nodeId: the mock environment keys records by them.
  let serial = 0;
  return (context) => {
    const index = Number(context.path?.at(-2) ?? 0);
    const action = actions[index % actions.length]!;
    serial += 1;
    return {
      id: `action-${serial}`,
      nodeId: `action-${serial}`,
      type: action.type,
      comments: action.comments,
      createdAt: minutesBefore(action.minutesAgo),
      thing: { id: `thing-${action.thing}`, nodeId: `thing-${action.thing}`, name: action.thing },
      creator: guest ? null : neighbours[index % neighbours.length],
    };
  };
}

const meta = {
  title: 'App/Activity/ActivityFeed',
  component: ActivityFeedStory,
  decorators: [withSuspense, withRelayMockEnvironment],
  args: { onClearFilters: fn() },
  parameters: {
    docs: {
      description: {
        component:
          'The /activity feed: actions newest first with their type, thing, comments, who and when, a "New" tag on actions since the previous visit, and the total. Pages of 20 load as the end of the list scrolls into view, or with "Load more activity". Data comes from the `ActivityFeed_query` fragment.',
      },
    },
  },
} satisfies Meta<typeof ActivityFeedStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  parameters: {
    relay: {
      resolvers: { ...feed(6, 6), Action: actionResolver() },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('6 actions')).toBeVisible();
    const items = canvas.getAllByRole('listitem');
    await expect(items).toHaveLength(6);
    await expect(within(items[0]!).getByText('New')).toBeVisible();
    await expect(within(items[0]!).getByText('5 minutes ago')).toBeVisible();
    await expect(within(items[3]!).queryByText('New')).toBeNull();
    await expect(within(items[2]!).getByText('A neighbour')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Load more activity' })).toBeNull();
    // The pointer may rest on whatever took the button's place: move it away.
    await userEvent.unhover(canvasElement);
  },
};

/** Guests cannot read users: every action is by "A neighbour". */
export const AsGuest: Story = {
  parameters: {
    relay: {
      resolvers: { ...feed(6, 6), Action: actionResolver({ guest: true }) },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findAllByText('A neighbour')).toHaveLength(6);
  },
};

/** More than one page: "Load more activity" (or scrolling to the end) loads the rest. */
export const MorePages: Story = {
  decorators: [withNextPage],
  parameters: {
    relay: {
      resolvers: { ...feed(20, 23), Action: actionResolver() },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('23 actions')).toBeVisible();
    const more = canvas.queryByRole('button', { name: 'Load more activity' });
    if (more) await userEvent.click(more);
    // The rest arrives whether the button or the end of the list asked for it.
    await waitFor(() => expect(canvas.getAllByRole('listitem')).toHaveLength(23));
    await expect(canvas.queryByRole('button', { name: 'Load more activity' })).toBeNull();
  },
};

/** New filters are loading: the list stays, dimmed and marked busy. */
export const Updating: Story = {
  args: { isUpdating: true, isFiltered: true },
  parameters: Default.parameters,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const feed = await canvas.findByRole('region', { name: '6 actions' });
    await expect(feed).toHaveAttribute('aria-busy', 'true');
  },
};

export const Empty: Story = {
  parameters: { relay: { resolvers: { ...feed(0) } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'No activity yet' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Clear filters' })).toBeNull();
  },
};

export const NothingMatches: Story = {
  args: { isFiltered: true },
  parameters: { relay: { resolvers: { ...feed(0) } } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'No activity matches' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Clear filters' }));
    await expect(args.onClearFilters).toHaveBeenCalledOnce();
    await userEvent.unhover(canvas.getByRole('button', { name: 'Clear filters' }));
  },
};

export const SmallViewport: Story = {
  ...Default,
  parameters: { ...Default.parameters, test: { viewport: { width: 375 } } },
};

/** No response yet: the page skeleton stands in for the feed. */
export const Loading: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading…');
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { expect, within } from 'storybook/test';
import type { ThingCategory } from '@bloomkeep/schema';
import { withRelayMockEnvironment } from '../../../../../.storybook/relay';
import { withBrand } from '../../testing/withBrand';
import type { ThingListStoryQuery } from '../../__generated__/ThingListStoryQuery.graphql';
import { ThingList, useThingList } from './ThingList';

const storyQuery = graphql`
  query ThingListStoryQuery @relay_test_operation {
    ...ThingList_query
  }
`;

const NOW = new Date('2026-05-20T12:00:00Z');

function ThingListStory({ layout }: { layout?: 'list' | 'tiles' }) {
  const data = useLazyLoadQuery<ThingListStoryQuery>(storyQuery, {});
  const list = useThingList(data);
  return <ThingList list={list} layout={layout} now={NOW} />;
}

const things: { name: string; category: ThingCategory; isPublic: boolean; description: string }[] =
  [
    {
      name: 'Castle Street bee cafe',
      category: 'BEECAFE',
      isPublic: true,
      description: 'Lavender, catmint and thyme in three tiers by the castle steps.',
    },
    {
      name: 'Vire Island planter',
      category: 'PLANTER',
      isPublic: true,
      description: 'Raised oak planter at the island’s tip. Needs water most summer evenings.',
    },
    {
      name: 'Leechwell Garden flower bed',
      category: 'FLOWERBED',
      isPublic: false,
      description: 'Cottage planting around the old well.',
    },
  ];

/** `count` things shown of `total`: the connection and the list's bounded count. */
function list(count: number, total = count) {
  return { ThingsConnection: connection(count, total), Query: () => ({ thingCount: total }) };
}

function connection(count: number, total = count) {
  return () => ({
    edges: Array.from({ length: count }, () => ({})),
    pageInfo: { hasNextPage: total > count, endCursor: 'cursor' },
  });
}

function thingResolver() {
  // Each thing needs its own nodeId: Relay keys records by it, and the mock
  // generator would otherwise give every thing the same one.
  let index = 0;
  return () => {
    const n = index++;
    const thing = things[n % things.length]!;
    return {
      ...thing,
      nodeId: `thing-${n}`,
      id: `thing-${n}`,
      createdAt: '2026-05-14T09:30:00Z',
      thumbnail: null,
      indicatorParameter: 'WATER',
      indicatorColour: (['GREEN', 'ORANGE', 'GREY'] as const)[n % 3],
    };
  };
}

/**
 * Each thing's newest action, at fixed times before NOW. The times repeat with the things, so
 * every render of a story shows the same ones: the resolver lives as long as the story, and the
 * test run renders each story once per theme.
 */
function lastActions() {
  let index = 0;
  return () => {
    const n = index++;
    return {
      nodes: [
        {
          type: (['WATERING', 'UPKEEP', 'CREATED'] as const)[n % 3],
          createdAt: new Date(NOW.getTime() - ((n % 3) + 1) * 3_600_000 * 7).toISOString(),
        },
      ],
    };
  };
}

const meta = {
  title: 'App/Things/ThingList',
  component: ThingListStory,
  decorators: [withBrand, withRelayMockEnvironment],
  parameters: {
    docs: {
      description: {
        component:
          'The things overview list: a page of things ordered by name, a count, and a "show more" button while more pages exist. Data comes from the `ThingList_query` fragment.',
      },
    },
  },
} satisfies Meta<typeof ThingListStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  parameters: {
    relay: {
      resolvers: {
        ...list(3),
        Thing: thingResolver(),
        ActionsConnection: lastActions(),
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/Showing 3 of 3/)).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Castle Street bee cafe' })).toBeVisible();
    await expect(canvas.getByText('Private')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /Show more/ })).toBeNull();
  },
};

/** The tiles layout of /things/search. */
export const Tiles: Story = {
  args: { layout: 'tiles' },
  parameters: {
    relay: {
      resolvers: {
        ...list(3),
        Thing: thingResolver(),
        ActionsConnection: lastActions(),
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/Showing 3 of 3/)).toBeVisible();
  },
};

export const MorePages: Story = {
  parameters: {
    relay: {
      resolvers: {
        ...list(3, 27),
        Thing: thingResolver(),
        ActionsConnection: lastActions(),
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/Showing 3 of 27/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: /Show more/ })).toBeEnabled();
  },
};

export const Empty: Story = {
  parameters: {
    relay: { resolvers: { ...list(0) } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: /^No (things|bee cafes) yet$/ }),
    ).toBeVisible();
  },
};

export const SmallViewport: Story = {
  ...Default,
  decorators: [
    (Story) => (
      <div style={{ width: 360 }}>
        <Story />
      </div>
    ),
  ],
};

/** No response yet: the page skeleton stands in for the list. */
export const Loading: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading…');
  },
};

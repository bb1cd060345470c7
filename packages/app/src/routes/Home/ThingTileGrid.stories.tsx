import type { ReactNode } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { expect, within } from 'storybook/test';
import { Tag } from '@bloomkeep/ui';
import { withRelayMockEnvironment } from '../../../../../.storybook/relay';
import type { ThingTileGridStoryQuery } from '../../__generated__/ThingTileGridStoryQuery.graphql';
import { ThingTileGrid } from './ThingTileGrid';
import { sampleThings, smallViewport, thingResolvers, withBrand } from './storySupport';

const storyQuery = graphql`
  query ThingTileGridStoryQuery @relay_test_operation {
    allThings(first: 6) {
      nodes {
        ...ThingTileGrid_things
      }
    }
  }
`;

function ThingTileGridStory({ withNotes }: { withNotes: boolean }) {
  const data = useLazyLoadQuery<ThingTileGridStoryQuery>(storyQuery, {});
  const notes = withNotes
    ? new Map<string, ReactNode>([
        [sampleThings[0]!.id, <Tag tone="info">New</Tag>],
        [sampleThings[1]!.id, '340 m away'],
      ])
    : undefined;
  return <ThingTileGrid things={data.allThings?.nodes ?? []} notes={notes} aria-label="Things" />;
}

const meta = {
  title: 'App/Home/ThingTileGrid',
  component: ThingTileGridStory,
  decorators: [withBrand, withRelayMockEnvironment],
  args: { withNotes: false },
  parameters: {
    relay: { resolvers: thingResolvers(sampleThings) },
    docs: {
      description: {
        component:
          'Things as tiles (photo or category icon, name linking to the thing, water indicator when the indicator reads water, category, a Private tag) in a grid that fits as many columns as there is room for. An optional note under a tile carries a “New” marker or a distance. Used by the dashboard and the things overview; data comes from the plural `ThingTileGrid_things` fragment.',
      },
    },
  },
} satisfies Meta<typeof ThingTileGridStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', { name: 'Things' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(6);
    await expect(canvas.getByRole('link', { name: 'Rotherfold oak' })).toHaveAttribute(
      'href',
      '/things/00000000-0000-4000-8000-000000000004',
    );
    await expect(canvas.getByText('Private')).toBeVisible();
    // The meadow's colour comes from its pH reading, so no water label is shown for it.
    await expect(canvas.queryByText('Unknown')).toBeNull();
  },
};

export const WithNotes: Story = {
  args: { withNotes: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('New')).toBeVisible();
    await expect(canvas.getByText('340 m away')).toBeVisible();
  },
};

export const SmallViewport: Story = {
  ...Default,
  decorators: [smallViewport],
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { expect, waitFor, within } from 'storybook/test';
import { withRelayMockEnvironment } from '../../../../../.storybook/relay';
import type { NeedsWaterListStoryQuery } from '../../__generated__/NeedsWaterListStoryQuery.graphql';
import { NeedsWaterList } from './NeedsWaterList';
import { sampleThings, smallViewport, thingResolvers, withBrand } from './storySupport';

const storyQuery = graphql`
  query NeedsWaterListStoryQuery @relay_test_operation {
    allThings(first: 6) {
      nodes {
        ...NeedsWaterList_things
      }
    }
  }
`;

function NeedsWaterListStory({ isSignedIn }: { isSignedIn: boolean }) {
  const data = useLazyLoadQuery<NeedsWaterListStoryQuery>(storyQuery, {});
  return (
    <NeedsWaterList
      things={data.allThings?.nodes ?? []}
      isSignedIn={isSignedIn}
      viewerUsername={isSignedIn ? 'robin_w' : null}
      now={STORY_NOW}
    />
  );
}

/** "Now" in these stories: watered 5 minutes and 3 days before it. */
const STORY_NOW = new Date('2026-06-01T12:00:00Z');

const thirsty = sampleThings.filter(
  (thing) => thing.indicatorColour === 'RED' || thing.indicatorColour === 'ORANGE',
);

/**
 * Each row's watering advice loads after the list (lazily, as on the dashboard): the stories
 * wait for it, so what they show does not depend on how soon the chunk arrived.
 */
async function adviceShown(canvasElement: HTMLElement) {
  await waitFor(() => expect(within(canvasElement).queryAllByTestId('skeleton')).toHaveLength(0));
}

const meta = {
  title: 'App/Home/NeedsWaterList',
  component: NeedsWaterListStory,
  decorators: [withBrand, withRelayMockEnvironment],
  args: { isSignedIn: true },
  parameters: {
    relay: { resolvers: thingResolvers(thirsty) },
    docs: {
      description: {
        component:
          'The dashboard’s tasks: things whose water indicator is orange (needs water) or red (too dry), the user’s own first. Each links to its page and, where the user may record actions (or is a guest, who is asked to sign in), to the new action form. Data comes from the plural `NeedsWaterList_things` fragment.',
      },
    },
  },
} satisfies Meta<typeof NeedsWaterListStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Signed in: "Record an action" only where the user may record one. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('link', { name: 'Castle Street bee cafe' }),
    ).toHaveAttribute('href', '/things/00000000-0000-4000-8000-000000000001');
    await expect(canvas.getByText('Too dry')).toBeVisible();
    await expect(canvas.getAllByText('Needs water')).toHaveLength(2);
    await expect(
      canvas.getByRole('link', { name: 'Record an action for Castle Street bee cafe' }),
    ).toHaveAttribute('href', '/things/00000000-0000-4000-8000-000000000001/action');
    await expect(
      canvas.queryByRole('link', { name: 'Record an action for Vire Island planter' }),
    ).toBeNull();
    await adviceShown(canvasElement);
  },
};

/** Guests see every action link; the action page asks them to sign in. */
export const Guest: Story = {
  args: { isSignedIn: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findAllByRole('link', { name: /^Record an action for / }),
    ).toHaveLength(3);
    await adviceShown(canvasElement);
  },
};

/**
 * After a watering: the thing watered 5 minutes ago by the viewer comes last (thingsNeedingWater
 * orders it so), saying "by you"; an older watering names who did it.
 */
export const Watered: Story = {
  parameters: {
    relay: {
      resolvers: thingResolvers([
        thirsty[1]!,
        {
          ...thirsty[2]!,
          lastWatering: { createdAt: '2026-05-29T12:00:00Z', creator: { username: 'sam' } },
        },
        {
          ...thirsty[0]!,
          lastWatering: { createdAt: '2026-06-01T11:55:00Z', creator: { username: 'robin_w' } },
        },
      ]),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Watered 5 minutes ago by you')).toBeVisible();
    await expect(canvas.getByText('Watered 3 days ago by sam')).toBeVisible();
    const items = canvas.getAllByRole('listitem');
    await expect(within(items[2]!).getByText('Watered 5 minutes ago by you')).toBeVisible();
    await adviceShown(canvasElement);
  },
};

export const Empty: Story = {
  parameters: { relay: { resolvers: thingResolvers([]) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'Nothing needs water right now' }),
    ).toBeVisible();
  },
};

export const SmallViewport: Story = {
  ...Watered,
  decorators: [smallViewport],
};

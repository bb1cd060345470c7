import type { Meta, StoryObj } from '@storybook/react-vite';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { expect, within } from 'storybook/test';
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
  return <NeedsWaterList things={data.allThings?.nodes ?? []} isSignedIn={isSignedIn} />;
}

const thirsty = sampleThings.filter(
  (thing) => thing.indicatorColour === 'RED' || thing.indicatorColour === 'ORANGE',
);

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
  ...Default,
  decorators: [smallViewport],
};

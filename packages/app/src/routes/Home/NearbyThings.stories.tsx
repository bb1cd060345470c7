import type { Meta, StoryObj } from '@storybook/react-vite';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CLIENT_ERRORS, type LngLat } from '@bloomkeep/schema';
import { withRelayMockEnvironment } from '../../../../../.storybook/relay';
import type { NearbyThingsStoryQuery } from '../../__generated__/NearbyThingsStoryQuery.graphql';
import { NearbyThings } from './NearbyThings';
import { sampleThings, smallViewport, thingResolvers, totnes, withBrand } from './storySupport';

const storyQuery = graphql`
  query NearbyThingsStoryQuery @relay_test_operation {
    allThings(first: 200) {
      nodes {
        ...NearbyThings_things
      }
    }
  }
`;

interface StoryProps {
  origin: LngLat | null;
  isLocating: boolean;
  locationError: string | null;
  onLocate: () => void;
  limit?: number;
}

function NearbyThingsStory(props: StoryProps) {
  const data = useLazyLoadQuery<NearbyThingsStoryQuery>(storyQuery, {});
  return <NearbyThings things={data.allThings?.nodes ?? []} {...props} />;
}

const meta = {
  title: 'App/Home/NearbyThings',
  component: NearbyThingsStory,
  decorators: [withBrand, withRelayMockEnvironment],
  args: { origin: totnes, isLocating: false, locationError: null, onLocate: fn(), limit: 4 },
  parameters: {
    relay: { resolvers: thingResolvers(sampleThings) },
    docs: {
      description: {
        component:
          '“Things near you” on the dashboard and the things overview: the public things nearest to the user’s saved location (or the browser’s, when already allowed), with their distance. There is no map yet. On the pages, `NearbyThingsNearYou` asks the server for the nearest things (`thingsNear`, through the GiST index on location) and passes them here; they are ordered by great-circle distance, so this story passes a plain list of sample things. While the position is unknown a button asks for it; a refusal shows the catalogue’s location message. `useNearbyOrigin` supplies `origin`, `isLocating`, `locationError` and `onLocate`.',
      },
    },
  },
} satisfies Meta<typeof NearbyThingsStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Measured from Totnes market square: the nearest four, nearest first. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', { name: /nearest to you$/ });
    const names = within(list)
      .getAllByRole('heading')
      .map((heading) => heading.textContent);
    await expect(names).toEqual([
      'Rotherfold oak',
      'Leechwell Garden flower bed with a rather long name that has to wrap',
      'Vire Island planter',
      'Castle Street bee cafe',
    ]);
    await expect(canvas.getByText('80 m away')).toBeVisible();
    await expect(canvas.queryByText('Station Road bench')).toBeNull();
  },
};

/** Position unknown: a button asks the browser for it. */
export const AskForLocation: Story = {
  args: { origin: null },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const button = await canvas.findByRole('button', { name: /^Show (things|bee cafes) near me$/ });
    await userEvent.click(button);
    await expect(args.onLocate).toHaveBeenCalledOnce();
    // End at rest: no hover or focus styles in the screenshot.
    await userEvent.unhover(button);
    button.blur();
  },
};

export const Locating: Story = {
  args: { origin: null, isLocating: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: /near me$/ })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

export const LocationDenied: Story = {
  args: { origin: null, locationError: CLIENT_ERRORS.locationDenied },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Please enable location access in your device settings to use this feature',
    );
  },
};

export const NoPublicThings: Story = {
  parameters: { relay: { resolvers: thingResolvers([]) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText(/^There are no public (things|bee cafes) yet\.$/),
    ).toBeVisible();
  },
};

export const SmallViewport: Story = {
  ...Default,
  decorators: [smallViewport],
};

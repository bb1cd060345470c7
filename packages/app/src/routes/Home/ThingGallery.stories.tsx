import type { Meta, StoryObj } from '@storybook/react-vite';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { expect, userEvent, within } from 'storybook/test';
import { withRelayMockEnvironment } from '../../../../../.storybook/relay';
import type { ThingGalleryStoryQuery } from '../../__generated__/ThingGalleryStoryQuery.graphql';
import { ThingGallery } from './ThingGallery';
import { sampleThings, smallViewport, thingResolvers, withBrand } from './storySupport';

const storyQuery = graphql`
  query ThingGalleryStoryQuery @relay_test_operation {
    allThings(first: 12) {
      nodes {
        ...ThingGallery_things
      }
    }
  }
`;

function ThingGalleryStory({ autoPlay }: { autoPlay: boolean }) {
  const data = useLazyLoadQuery<ThingGalleryStoryQuery>(storyQuery, {});
  return (
    <>
      <ThingGallery things={data.allThings?.nodes ?? []} autoPlay={autoPlay} />
      <p data-testid="after-gallery" hidden />
    </>
  );
}

const withPhotos = sampleThings.filter((thing) => thing.image !== null);

const meta = {
  title: 'App/Home/ThingGallery',
  component: ThingGalleryStory,
  decorators: [withBrand, withRelayMockEnvironment],
  // Rotation is off so screenshots are stable; the dashboard turns it on.
  args: { autoPlay: false },
  parameters: {
    relay: { resolvers: thingResolvers(withPhotos) },
    docs: {
      description: {
        component:
          'The dashboard’s photo gallery: a carousel of thing photos (pause/play, previous/next, slide picker, full screen), each captioned with a link to the thing. Nothing at all is shown when no thing has a photo. Data comes from the plural `ThingGallery_things` fragment.',
      },
    },
  },
} satisfies Meta<typeof ThingGalleryStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const gallery = await canvas.findByRole('region', { name: /^Photos of (things|bee cafes)$/ });
    await expect(
      within(gallery).getByRole('img', { name: 'Photo of Castle Street bee cafe' }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Play slide show' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Next slide' }));
    await expect(canvas.getByRole('img', { name: 'Photo of Vire Island planter' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Vire Island planter' })).toHaveAttribute(
      'href',
      '/things/00000000-0000-4000-8000-000000000002',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Previous slide' }));
    await userEvent.unhover(gallery);
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const OnePhoto: Story = {
  parameters: { relay: { resolvers: thingResolvers(withPhotos.slice(0, 1)) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('img', { name: 'Photo of Castle Street bee cafe' });
    await expect(canvas.queryByRole('button', { name: 'Next slide' })).toBeNull();
  },
};

/** No thing has a photo: the gallery is left out entirely. */
export const NoPhotos: Story = {
  parameters: {
    relay: { resolvers: thingResolvers(sampleThings.filter((thing) => thing.image === null)) },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByTestId('after-gallery');
    await expect(canvas.queryByRole('region')).toBeNull();
  },
};

export const SmallViewport: Story = {
  ...OnePhoto,
  decorators: [smallViewport],
};

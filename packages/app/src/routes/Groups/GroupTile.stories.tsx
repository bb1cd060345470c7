import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Grid } from '@bloomkeep/ui';
import { photos, smallViewport, withBrand } from '../Home/storySupport';
import { GroupTile } from './GroupTile';

const narrow: Decorator = (Story) => (
  <div style={{ maxWidth: 320 }}>
    <Story />
  </div>
);

const meta = {
  title: 'App/Groups/GroupTile',
  component: GroupTile,
  decorators: [withBrand],
  args: {
    name: 'Friends of Vire Island',
    href: '/groups/friends-of-vire-island',
    description: 'Neighbours who water the island planter and the Castle Street bee cafe.',
    isPublic: true,
    memberCount: 3,
    imageSrc: null,
    myRole: null,
  },
  parameters: {
    docs: {
      description: {
        component:
          'A group in the /groups grid: photo or initials, name, description, member count, and tags for private groups and the reader’s part in the group. The whole tile links to the group.',
      },
    },
  },
} satisfies Meta<typeof GroupTile>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A public group without a photo: its initials stand in. */
export const WithoutPhoto: Story = {
  decorators: [narrow],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Friends of Vire Island' })).toHaveAttribute(
      'href',
      '/groups/friends-of-vire-island',
    );
    await expect(canvas.getByText('3 members')).toBeVisible();
  },
};

/** With a photo, owned by the reader. */
export const OwnedWithPhoto: Story = {
  decorators: [narrow],
  args: { imageSrc: photos.lavender, myRole: 'owner' },
};

/** A private group the reader belongs to, with one member. */
export const PrivateMembership: Story = {
  decorators: [narrow],
  args: {
    name: 'Leechwell nest box watch',
    description: null,
    isPublic: false,
    memberCount: 1,
    myRole: 'member',
  },
};

/** A long name and description wrap and clamp without widening the tile on a phone. */
export const LongTextOnPhone: Story = {
  decorators: [narrow, smallViewport],
  args: {
    name: 'Friends of St. Mary’s churchyard wildflower meadow and orchard (Totnes, Devon)',
    description:
      'We meet every second Saturday to mow paths, sow yellow rattle, prune the old apple trees and count bees along the hedge. Everyone is welcome, no experience needed.',
    memberCount: 128,
    myRole: 'member',
  },
};

/** Tiles side by side in the list's grid. */
export const InAGrid: Story = {
  render: (args) => (
    <Grid as="ul" minItemWidth={150} gap="medium" aria-label="Groups">
      <li>
        <GroupTile {...args} />
      </li>
      <li>
        <GroupTile {...args} name="Year 5 Bee Club" imageSrc={photos.marigold} memberCount={24} />
      </li>
    </Grid>
  ),
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 720 }}>
        <Story />
      </div>
    ),
  ],
};

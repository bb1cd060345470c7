import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { BadgeList } from './BadgeList';

const meta = {
  title: 'Domain/BadgeList',
  component: BadgeList,
  args: {
    badges: [
      {
        badgeType: 'signin',
        title: 'Regular',
        description: 'Signed in on seven days.',
        level: 1,
        awardedAt: '2025-01-12T08:00:00Z',
      },
      {
        badgeType: 'created',
        title: 'Founder',
        description: 'Added a thing to the map.',
        awardedAt: '2025-02-03T08:00:00Z',
      },
      {
        badgeType: 'watering',
        title: 'Water bearer',
        description: 'Watered a thing ten times.',
        level: 2,
        awardedAt: '2025-05-02T09:00:00Z',
      },
      {
        badgeType: 'littercleanup',
        title: 'Litter picker',
        description: 'Cleared litter from a thing.',
        awardedAt: null,
      },
    ],
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 880 }}>
        <Story />
      </div>
    ),
  ],
  parameters: {
    docs: {
      description: {
        component:
          'Badges as a responsive grid of BadgeCards with list semantics, and an empty state when there are none.',
      },
    },
  },
} satisfies Meta<typeof BadgeList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Badges' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(4);
  },
};

export const Empty: Story = {
  args: { badges: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/No badges yet/)).toBeVisible();
  },
};

export const SmallViewport: Story = {
  decorators: [
    (Story) => (
      <div style={{ width: 328 }}>
        <Story />
      </div>
    ),
  ],
};

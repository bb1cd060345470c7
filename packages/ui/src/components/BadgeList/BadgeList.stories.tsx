import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { BadgeList, type BadgeGroup } from './BadgeList';

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
          'Badges as a responsive grid of BadgeCards with list semantics, and an empty state when there are none. With `groups`, one section per family (watering, upkeep…) under its own heading (`groupHeadingLevel`, badge titles one level below), its levels in order and the progress towards the next.',
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

const families: BadgeGroup[] = [
  {
    id: 'watering',
    title: 'Watering',
    description: '4 waterings so far',
    badges: [
      {
        badgeType: 'watering',
        title: 'Bronze waterer',
        description: 'Recorded 1 watering',
        level: 1,
        awardedAt: '2025-05-02T09:00:00Z',
      },
      {
        badgeType: 'watering',
        title: 'Silver waterer',
        description: 'Record 10 waterings for Silver',
        level: 2,
        progress: { value: 4, target: 10, unit: 'waterings' },
      },
      {
        badgeType: 'watering',
        title: 'Gold waterer',
        description: 'Record 50 waterings for Gold',
        level: 3,
      },
    ],
  },
  {
    id: 'share',
    title: 'Sharing',
    description: '57 things so far',
    badges: [1, 2, 3].map((level) => ({
      badgeType: 'share' as const,
      title: `${['Bronze', 'Silver', 'Gold'][level - 1]} sharer`,
      description: level === 1 ? 'Shared 1 thing' : `Shared ${[10, 50][level - 2]} things`,
      level,
      awardedAt: '2025-06-1' + level + 'T09:00:00Z',
    })),
  },
];

/** Families under their own headings, with the progress towards the next level. */
export const Grouped: Story = {
  args: { groups: families, badges: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const watering = canvas.getByRole('region', { name: 'Watering' });
    await expect(within(watering).getAllByRole('heading', { level: 3 })).toHaveLength(3);
    await expect(
      within(watering).getByRole('progressbar', { name: '4 of 10 waterings' }),
    ).toBeVisible();
  },
};

/** Grouped on a 375 px phone. */
export const GroupedSmallViewport: Story = {
  ...Grouped,
  parameters: { test: { viewport: { width: 375 } } },
};

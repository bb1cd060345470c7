import type { Meta, StoryObj } from '@storybook/react-vite';
import { BADGE_TYPES } from '@bloomkeep/schema';
import { expect, within } from 'storybook/test';
import { badgeTypeLabel } from '../../domain/badgeType';
import { vars } from '../../themes/contract.css';
import { BadgeCard } from './BadgeCard';

const meta = {
  title: 'Domain/BadgeCard',
  component: BadgeCard,
  args: {
    badgeType: 'watering',
    title: 'Water bearer',
    description: 'Watered a thing ten times.',
    level: 2,
    awardedAt: '2025-05-02T09:00:00Z',
  },
  argTypes: { badgeType: { control: 'select', options: BADGE_TYPES } },
  decorators: [
    (Story, { parameters }) => (
      <div style={{ maxWidth: (parameters.frameWidth as number | undefined) ?? 360 }}>
        <Story />
      </div>
    ),
  ],
  parameters: {
    docs: {
      description: {
        component:
          'One badge with its type icon, title, level, description and award date. A badge not yet awarded looks locked and says "Not yet awarded". Do: list badges with BadgeList.',
      },
    },
  },
} satisfies Meta<typeof BadgeCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('article', { name: 'Water bearer' });
    await expect(within(card).getByText('Silver')).toBeVisible();
    await expect(within(card).getByText('May 2, 2025')).toBeVisible();
  },
};

/** Bronze, silver and gold side by side: colour, rings, stars and the metal's name. */
export const Levels: Story = {
  parameters: { frameWidth: 760 },
  render: () => (
    <div
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
        gap: vars.space.medium,
      }}
    >
      {(['Bronze', 'Silver', 'Gold'] as const).map((metal, index) => (
        <BadgeCard
          key={metal}
          badgeType="watering"
          title={`${metal} waterer`}
          description={`Recorded ${[1, 10, 50][index]} waterings`}
          level={index + 1}
          awardedAt="2025-05-02T09:00:00Z"
        />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const metal of ['Bronze', 'Silver', 'Gold']) {
      await expect(canvas.getByText(metal, { exact: true })).toBeVisible();
    }
  },
};

/** Not yet awarded, with the progress towards it. */
export const WithProgress: Story = {
  args: {
    awardedAt: null,
    title: 'Silver waterer',
    description: 'Record 10 waterings for Silver',
    level: 2,
    progress: { value: 4, target: 10, unit: 'waterings' },
  },
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar', { name: '4 of 10 waterings' });
    await expect(bar).toHaveAttribute('aria-valuenow', '4');
  },
};

/** On a 375 px phone. */
export const SmallViewport: Story = {
  ...WithProgress,
  parameters: { frameWidth: 343, test: { viewport: { width: 375 } } },
};

/** Locked: not yet awarded. */
export const NotYetAwarded: Story = {
  args: { awardedAt: null, title: 'Litter picker', badgeType: 'littercleanup', level: 1 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Not yet awarded')).toBeVisible();
  },
};

export const LongText: Story = {
  args: {
    badgeType: 'education',
    title: 'Community educator and seed-swap organiser extraordinaire',
    description:
      'Ran five education sessions at a thing, including a school visit, a seed swap and a bee-friendly planting workshop for the residents of Willow Lane.',
    level: 12,
  },
};

export const AllTypes: Story = {
  parameters: { frameWidth: 760 },
  render: () => (
    <div
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
        gap: vars.space.medium,
      }}
    >
      {BADGE_TYPES.map((type, index) => (
        <BadgeCard
          key={type}
          badgeType={type}
          title={badgeTypeLabel[type]}
          level={1}
          awardedAt={index % 3 === 2 ? null : '2025-04-1' + index + 'T10:00:00Z'}
        />
      ))}
    </div>
  ),
};

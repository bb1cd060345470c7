import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { vars } from '../../themes/contract.css';
import { ThingCard } from './ThingCard';

const meta = {
  title: 'Components/ThingCard',
  component: ThingCard,
  args: {
    name: 'Corner bee cafe',
    category: 'BEECAFE',
    description: 'Wildflowers, a bee hotel and a shallow water bowl by the bus stop on Mill Road.',
    isPublic: true,
    createdAt: '2025-03-04T10:00:00Z',
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 400 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ThingCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('article', { name: 'Corner bee cafe' });
    await expect(within(card).getByText('Bee cafe')).toBeVisible();
    await expect(within(card).getByText('Mar 4, 2025')).toBeVisible();
    await expect(within(card).queryByText('Private')).toBeNull();
  },
};

export const Linked: Story = {
  args: { onPress: fn(), indicatorColour: 'moist' },
  play: async ({ canvasElement, args }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Corner bee cafe' });
    await userEvent.click(link);
    await expect(args.onPress).toHaveBeenCalledTimes(1);
    (document.activeElement as HTMLElement | null)?.blur();
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPress).toHaveBeenCalledTimes(2);
    await userEvent.unhover(link);
  },
};

export const WithHref: Story = {
  args: { href: '/things/corner-bee-cafe' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('link', { name: 'Corner bee cafe' }),
    ).toHaveAttribute('href', '/things/corner-bee-cafe');
  },
};

export const Private: Story = {
  args: { isPublic: false, name: 'Back garden planter', category: 'PLANTER' },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('article', { name: 'Back garden planter' });
    await expect(within(card).getByText('Private')).toBeVisible();
    await expect(within(card).getByText('Planter')).toBeVisible();
  },
};

export const IndicatorLevels: Story = {
  decorators: [
    (Story) => (
      <div style={{ display: 'grid', gap: vars.space.medium }}>
        <Story />
      </div>
    ),
  ],
  render: (args) => (
    <>
      <ThingCard {...args} name="Willow tree" category="TREE" indicatorColour="tooWet" />
      <ThingCard {...args} name="Rose bed" category="FLOWERBED" indicatorColour="moist" />
      <ThingCard {...args} name="Allotment" category="VEGETABLEBED" indicatorColour="needsWater" />
      <ThingCard {...args} name="Station planter" category="PLANTER" indicatorColour="tooDry" />
      <ThingCard {...args} name="Book swap" category="BOOKSHARE" indicatorColour="unknown" />
    </>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const label of ['Too wet', 'Moist', 'Needs water', 'Too dry', 'Unknown']) {
      await expect(canvas.getByText(label)).toBeVisible();
    }
  },
};

export const LongText: Story = {
  args: {
    name: 'The community orchard and wildflower meadow behind the old railway station',
    category: 'MEADOW',
    indicatorColour: 'needsWater',
    description:
      'Planted by the Friends of Willow Lane in 2019 with native wildflowers, twelve heritage apple trees, two pear trees and a hedge of hawthorn and blackthorn. Volunteers water the young trees on Saturday mornings through the summer, clear litter once a month, and run a seed swap at the notice board every spring. Please keep dogs on leads near the beehives.',
  },
};

export const WithoutDescription: Story = {
  args: { description: null, name: 'Station notice board', category: 'NOTICEBOARD' },
};

/** A phone-width column (below the 600 px breakpoint). */
export const Narrow: Story = {
  args: { isPublic: false, indicatorColour: 'tooDry', href: '/things/1' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 280 }}>
        <Story />
      </div>
    ),
  ],
};

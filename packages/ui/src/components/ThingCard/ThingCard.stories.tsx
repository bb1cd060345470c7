import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { vars } from '../../themes/contract.css';
import { ThingCard } from './ThingCard';
import { flowerBedImage, treeImage } from './ThingCard.fixtures';

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
  parameters: {
    docs: {
      description: {
        component:
          'A summary of one thing for lists: name (a link when given `href`/`onPress`), water indicator in colour and words, category with its icon, creation date, privacy, description, optional photo and the last action ("Watered 3 days ago"). Pass `now` so relative times are deterministic. For galleries use ThingTile.',
      },
    },
  },
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

/** With a photo and the last action, relative to a fixed `now`. */
export const WithImageAndLastAction: Story = {
  args: {
    name: 'Mill Road flower bed',
    category: 'FLOWERBED',
    indicatorColour: 'moist',
    imageSrc: flowerBedImage,
    href: '/things/mill-road-flower-bed',
    lastAction: { type: 'WATERING', createdAt: '2025-06-07T09:00:00Z' },
    now: new Date('2025-06-10T09:00:00Z'),
  },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('article', { name: 'Mill Road flower bed' });
    await expect(within(card).getByText('3 days ago')).toHaveAttribute(
      'datetime',
      '2025-06-07T09:00:00.000Z',
    );
    await expect(card).toHaveTextContent('Watered 3 days ago');
  },
};

/** The app's /things list: only the basic props. */
export const AppList: Story = {
  args: {
    name: 'Willow Lane oak',
    category: 'TREE',
    description: 'A 200-year-old oak on the green. Please water the young saplings around it.',
    isPublic: true,
    createdAt: '2024-11-20T10:00:00Z',
    headingLevel: 2,
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { level: 2, name: 'Willow Lane oak' }),
    ).toBeVisible();
  },
};

export const SmallViewport: Story = {
  args: {
    name: 'Willow Lane oak',
    category: 'TREE',
    indicatorColour: 'needsWater',
    imageSrc: treeImage,
    lastAction: { type: 'LITTER_CLEANUP', createdAt: '2025-06-09T09:00:00Z' },
    now: new Date('2025-06-10T09:00:00Z'),
  },
  decorators: [
    (Story) => (
      <div style={{ width: 328 }}>
        <Story />
      </div>
    ),
  ],
};

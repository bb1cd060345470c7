import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { vars } from '../../themes/contract.css';
import { flowerBedImage, treeImage } from '../ThingCard/ThingCard.fixtures';
import { ThingTile } from './ThingTile';

const now = new Date('2025-06-10T09:00:00Z');

const meta = {
  title: 'Domain/ThingTile',
  component: ThingTile,
  args: {
    name: 'Mill Road flower bed',
    category: 'FLOWERBED',
    isPublic: true,
    createdAt: '2025-03-04T10:00:00Z',
    indicatorColour: 'moist',
    imageSrc: flowerBedImage,
    lastAction: { type: 'WATERING', createdAt: '2025-06-07T09:00:00Z' },
    now,
  },
  decorators: [
    (Story, { parameters }) => (
      <div style={{ width: (parameters.frameWidth as number | undefined) ?? 240 }}>
        <Story />
      </div>
    ),
  ],
  parameters: {
    docs: {
      description: {
        component:
          'A compact tile for galleries and grids: photo (or the category icon as a placeholder), name, water indicator, category and last action. With `href` or `onPress` the whole tile is the link. Takes the same data props as ThingCard.',
      },
    },
  },
} satisfies Meta<typeof ThingTile>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const tile = within(canvasElement).getByRole('article', { name: 'Mill Road flower bed' });
    await expect(within(tile).getByText('Moist')).toBeVisible();
    await expect(within(tile).getByText('Flower bed')).toBeVisible();
  },
};

/** Pointer and keyboard: the whole tile opens the thing. */
export const Linked: Story = {
  args: { onPress: fn() },
  play: async ({ canvasElement, args }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Mill Road flower bed' });
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
  args: { href: '/things/mill-road-flower-bed' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link')).toHaveAttribute(
      'href',
      '/things/mill-road-flower-bed',
    );
  },
};

/** No photo: the category icon stands in. */
export const Placeholder: Story = {
  args: {
    name: 'Station bench',
    category: 'BENCH',
    imageSrc: null,
    indicatorColour: 'unknown',
    isPublic: false,
    lastAction: null,
  },
};

export const LongText: Story = {
  args: {
    name: 'The community orchard and wildflower meadow behind the old railway station',
    category: 'VEGETABLEBED',
    indicatorColour: 'needsWater',
    imageSrc: null,
    lastAction: { type: 'LITTER_CLEANUP', createdAt: '2025-04-01T09:00:00Z' },
  },
};

/** A gallery grid at desktop width. */
export const Gallery: Story = {
  parameters: { frameWidth: 1000 },
  render: (args) => (
    <ul
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))',
        gap: vars.space.medium,
        margin: 0,
        padding: 0,
        listStyle: 'none',
      }}
    >
      <li>
        <ThingTile {...args} href="/things/1" />
      </li>
      <li>
        <ThingTile
          {...args}
          href="/things/2"
          name="Willow Lane oak"
          category="TREE"
          imageSrc={treeImage}
          indicatorColour="needsWater"
          lastAction={{ type: 'UPKEEP', createdAt: '2025-06-10T06:00:00Z' }}
        />
      </li>
      <li>
        <ThingTile
          {...args}
          href="/things/3"
          name="Corner bee cafe"
          category="BEECAFE"
          imageSrc={null}
          indicatorColour="tooDry"
        />
      </li>
      <li>
        <ThingTile
          {...args}
          href="/things/4"
          name="Book swap"
          category="BOOKSHARE"
          imageSrc={null}
          indicatorColour={undefined}
          isPublic={false}
          lastAction={null}
        />
      </li>
    </ul>
  ),
};

/** Two tiles side by side on a 360 px phone. */
export const SmallViewport: Story = {
  ...Gallery,
  parameters: { frameWidth: 328 },
  render: (args) => (
    <div style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: vars.space.small }}>
      <ThingTile {...args} />
      <ThingTile
        {...args}
        name="Corner bee cafe"
        category="BEECAFE"
        imageSrc={null}
        indicatorColour="tooWet"
      />
    </div>
  ),
};

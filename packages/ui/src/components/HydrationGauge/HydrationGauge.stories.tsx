import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { vars } from '../../themes/contract.css';
import { HydrationGauge } from './HydrationGauge';

const meta = {
  title: 'Domain/HydrationGauge',
  component: HydrationGauge,
  args: { value: 42 },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 480 }}>
        <Story />
      </div>
    ),
  ],
  parameters: {
    docs: {
      description: {
        component:
          'Soil moisture as a meter on the hydration bands (default: dry ≤ 20, needs water ≤ 30, good ≤ 60, saturated ≤ 100), coloured on the water scale. The value and the band are always in text, in the words of the water scale, as IndicatorScale names it ("42% Moist"), and in the value text ("42%, moist"). Do: pass a device\'s own `bands` when it has custom hydration levels.',
      },
    },
  },
} satisfies Meta<typeof HydrationGauge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const meter = within(canvasElement).getByRole('meter', { name: 'Soil moisture' });
    await expect(meter).toHaveAttribute('aria-valuenow', '42');
    await expect(meter).toHaveAttribute('aria-valuetext', '42%, moist');
    await expect(within(canvasElement).getByText('Moist')).toBeVisible();
  },
};

/** One gauge per default band. */
export const Bands: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: vars.space.large }}>
      <HydrationGauge value={12} label="Station planter" />
      <HydrationGauge value={26.5} label="Allotment" />
      <HydrationGauge value={48} label="Rose bed" />
      <HydrationGauge value={83} label="Willow tree" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const texts = within(canvasElement)
      .getAllByRole('meter')
      .map((meter) => meter.getAttribute('aria-valuetext'));
    await expect(texts).toEqual([
      '12%, too dry',
      '26.5%, needs water',
      '48%, moist',
      '83%, too wet',
    ]);
  },
};

export const CustomBands: Story = {
  args: {
    value: 35,
    bands: [
      { name: 'dry', upTo: 10 },
      { name: 'needsWater', upTo: 25 },
      { name: 'good', upTo: 45 },
      { name: 'saturated', upTo: 70 },
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('meter')).toHaveAttribute('aria-valuemax', '70');
  },
};

/** The device has not reported: grey bands and "No reading". */
export const NoReading: Story = {
  args: { value: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('meter')).toBeNull();
    await expect(within(canvasElement).getByText('No reading')).toBeVisible();
  },
};

export const LongText: Story = {
  args: { value: 18, label: 'Soil moisture under the heritage apple trees in the orchard' },
};

export const SmallViewport: Story = {
  args: { value: 29 },
  decorators: [
    (Story) => (
      <div style={{ width: 328 }}>
        <Story />
      </div>
    ),
  ],
};

/**
 * In a narrow card whose text may break anywhere (long device names do): the scale's end labels
 * stay whole ("100", not a column of digits).
 */
export const InNarrowWrappingCard: Story = {
  decorators: [
    (Story) => (
      <div style={{ width: 240, overflowWrap: 'anywhere' }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const end = within(canvasElement).getByText('100');
    const line = parseFloat(getComputedStyle(end).lineHeight);
    await expect(end.getBoundingClientRect().height).toBeLessThan(line * 1.5);
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { vars } from '../../themes/contract.css';
import { PhScale } from './PhScale';

const meta = {
  title: 'Domain/PhScale',
  component: PhScale,
  args: { value: 6.4 },
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
          'Soil pH on the 0–14 scale with the acidic (0–6), neutral (7) and alkaline (8–14) regions and a marker at the reading. It is a meter (`role="meter"`) whose value text names the region ("pH 6.4, acidic"). Without a reading it says "No reading".',
      },
    },
  },
} satisfies Meta<typeof PhScale>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const meter = within(canvasElement).getByRole('meter', { name: 'Soil pH' });
    await expect(meter).toHaveAttribute('aria-valuemin', '0');
    await expect(meter).toHaveAttribute('aria-valuemax', '14');
    await expect(meter).toHaveAttribute('aria-valuenow', '6.4');
    await expect(meter).toHaveAttribute('aria-valuetext', 'pH 6.4, acidic');
  },
};

export const Neutral: Story = { args: { value: 7 } };

export const Alkaline: Story = {
  args: { value: 8.6 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('meter')).toHaveAttribute(
      'aria-valuetext',
      'pH 8.6, alkaline',
    );
  },
};

/** The ends of the scale: the marker stays inside the track. */
export const Extremes: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: vars.space.large }}>
      <PhScale value={0} label="Lemon juice" />
      <PhScale value={14} label="Drain cleaner" />
    </div>
  ),
};

/** The sensor has not reported: no marker, grey track, "No reading". */
export const NoReading: Story = {
  args: { value: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('meter')).toBeNull();
    await expect(canvas.getByText('No reading')).toBeVisible();
  },
};

export const LongText: Story = {
  args: { value: 5.2, label: 'Soil pH at the north end of the community orchard, 10 cm deep' },
};

export const SmallViewport: Story = {
  args: { value: 7.8 },
  decorators: [
    (Story) => (
      <div style={{ width: 328 }}>
        <Story />
      </div>
    ),
  ],
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ProgressBar } from './ProgressBar';

const meta = {
  title: 'Components/ProgressBar',
  component: ProgressBar,
  args: { label: 'Uploading photo', value: 40 },
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
          'Shows how far a task has got. Do: give it a label naming the task. Use `isIndeterminate` when the total is unknown; for a measured quantity (soil moisture, battery) use a meter instead.',
      },
    },
  },
} satisfies Meta<typeof ProgressBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar', { name: 'Uploading photo' });
    await expect(bar).toHaveAttribute('aria-valuenow', '40');
    await expect(bar).toHaveAttribute('aria-valuetext', '40%');
  },
};

export const Empty: Story = { args: { value: 0 } };

export const Complete: Story = { args: { value: 100, label: 'Photo uploaded' } };

export const Loading: Story = {
  name: 'Indeterminate',
  args: { isIndeterminate: true, label: 'Connecting to the sensor', value: undefined },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('progressbar', { name: 'Connecting to the sensor' }),
    ).not.toHaveAttribute('aria-valuenow');
  },
};

export const CustomValue: Story = {
  args: {
    label: 'Planters watered today',
    value: 3,
    maxValue: 12,
    valueLabel: '3 of 12',
  },
};

export const LongText: Story = {
  args: {
    label: 'Importing the watering history of every planter in the Riverside Gardeners group',
    value: 72,
  },
  decorators: [
    (Story) => (
      <div style={{ width: 300 }}>
        <Story />
      </div>
    ),
  ],
};

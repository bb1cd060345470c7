import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { vars } from '../../themes/contract.css';
import { BatteryIndicator } from './BatteryIndicator';

const meta = {
  title: 'Domain/BatteryIndicator',
  component: BatteryIndicator,
  args: { volts: 3.45 },
  parameters: {
    docs: {
      description: {
        component:
          'A device battery from its voltage (Dragino sensors: about 3.0 V empty, 3.6 V full) or a percentage: an icon, the charge and a level word. Low (≤ 20 %, or below 3.3 V from a voltage: the shared health rule of @bloomkeep/schema) is shown in the critical tone.',
      },
    },
  },
} satisfies Meta<typeof BatteryIndicator>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent('Battery 75% (full) · 3.45 V');
  },
};

export const Levels: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: vars.space.small, justifyItems: 'start' }}>
      <BatteryIndicator volts={3.6} />
      <BatteryIndicator volts={3.3} />
      <BatteryIndicator volts={3.05} />
      <BatteryIndicator percent={5} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/Battery 5% \(low\)/)).toBeVisible();
  },
};

/** No reading yet. */
export const Empty: Story = { args: { volts: null } };

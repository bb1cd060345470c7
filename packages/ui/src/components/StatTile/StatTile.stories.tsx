import type { Meta, StoryObj } from '@storybook/react-vite';
import { Cpu, Leaf, TriangleAlert, Users } from 'lucide-react';
import { expect, within } from 'storybook/test';
import { vars } from '../../themes/contract.css';
import { StatTile } from './StatTile';

const meta = {
  title: 'Domain/StatTile',
  component: StatTile,
  args: {
    label: 'Things',
    value: 1284,
    tone: 'positive',
    icon: <Leaf />,
    change: { value: 12, period: 'this week' },
  },
  argTypes: {
    tone: {
      control: 'inline-radio',
      options: ['accent', 'positive', 'caution', 'critical', 'info', 'neutral'],
    },
    icon: { control: false },
  },
  decorators: [
    (Story, { parameters }) => (
      <div style={{ maxWidth: (parameters.frameWidth as number | undefined) ?? 300 }}>
        <Story />
      </div>
    ),
  ],
  parameters: {
    docs: {
      description: {
        component:
          'One admin total: a label, the number in en-US and its change over a period. While loading it shows a skeleton; with no value it shows "—" (announced as "No data available").',
      },
    },
  },
} satisfies Meta<typeof StatTile>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const tile = within(canvasElement).getByRole('group', { name: 'Things' });
    await expect(tile).toHaveTextContent('1,284');
    await expect(tile).toHaveTextContent('+12 this week');
  },
};

/** `accent` wears the brand: green here, honey in the bee cafe theme (the admin totals use it). */
export const Accent: Story = {
  args: { label: 'Users', value: 16, tone: 'accent', icon: <Users />, change: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('group', { name: 'Users' })).toHaveTextContent(
      '16',
    );
  },
};

export const Loading: Story = {
  args: { isLoading: true, value: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('group')).toHaveAttribute('aria-busy', 'true');
  },
};

/** The total could not be loaded. */
export const NoData: Story = {
  args: { value: null, tone: 'neutral' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No data available')).toBeInTheDocument();
  },
};

export const LongText: Story = {
  args: {
    label: 'Devices that have not reported in the last seven days',
    value: 1234567,
    tone: 'caution',
    icon: <TriangleAlert />,
    change: { value: -48, period: 'since last month' },
  },
};

/** A dashboard row; at 360 px the tiles stack. */
export const Dashboard: Story = {
  parameters: { frameWidth: 960 },
  render: () => (
    <div
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fit, minmax(200px, 1fr))',
        gap: vars.space.medium,
      }}
    >
      <StatTile
        label="Users"
        value={8421}
        tone="info"
        icon={<Users />}
        change={{ value: 57, period: 'this week' }}
      />
      <StatTile
        label="Things"
        value={1284}
        tone="positive"
        icon={<Leaf />}
        change={{ value: 12, period: 'this week' }}
      />
      <StatTile
        label="Devices"
        value={316}
        tone="neutral"
        icon={<Cpu />}
        change={{ value: 0, period: 'this week' }}
      />
      <StatTile
        label="Offline devices"
        value={9}
        tone="critical"
        icon={<TriangleAlert />}
        change={{ value: -3, period: 'this week' }}
      />
    </div>
  ),
};

export const SmallViewport: Story = {
  ...Dashboard,
  parameters: { frameWidth: 328 },
};

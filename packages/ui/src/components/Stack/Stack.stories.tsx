import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { vars } from '../../themes/contract.css';
import { Stack } from './Stack';

const box = {
  padding: vars.space.medium,
  borderRadius: vars.radius.medium,
  border: `1px solid ${vars.colour.border}`,
  backgroundColor: vars.colour.surface,
  color: vars.colour.text,
} as const;

const meta = {
  title: 'Components/Layout/Stack',
  component: Stack,
  parameters: {
    docs: {
      description: {
        component:
          'Lays children out vertically with a gap from the spacing scale. Do use it instead of margins on children (components have no outer margins). Don’t nest stacks only to change the gap of one child: split the content into groups instead.',
      },
    },
  },
  args: {
    space: 'medium',
    children: (
      <>
        <div style={box}>Corner planter</div>
        <div style={box}>Oak tree on Willow Lane</div>
        <div style={box}>Bee hotel</div>
      </>
    ),
  },
  argTypes: {
    space: {
      control: 'select',
      options: ['none', 'xxsmall', 'xsmall', 'small', 'medium', 'large', 'xlarge', 'xxlarge'],
    },
    align: { control: 'inline-radio', options: ['start', 'center', 'end', 'stretch'] },
  },
} satisfies Meta<typeof Stack>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Bee hotel')).toBeVisible();
  },
};

export const Spaces: Story = {
  render: () => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: vars.space.large }}>
      {(['xsmall', 'medium', 'xlarge'] as const).map((space) => (
        <Stack key={space} space={space} aria-label={`LayoutSpace ${space}`} as="section">
          <div style={box}>{space}</div>
          <div style={box}>{space}</div>
          <div style={box}>{space}</div>
        </Stack>
      ))}
    </div>
  ),
};

export const AlignCenter: Story = {
  args: { align: 'center' },
};

export const AsList: Story = {
  args: {
    as: 'ul',
    'aria-label': 'Things',
    space: 'small',
    children: (
      <>
        <li style={box}>Corner planter</li>
        <li style={box}>Oak tree on Willow Lane</li>
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Things' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(2);
  },
};

export const LongText: Story = {
  args: {
    children: (
      <>
        <div style={box}>
          The community orchard and wildflower meadow behind the old railway station on Willow Lane,
          looked after by the Riverside Gardeners every second Saturday of the month
        </div>
        <div style={box}>Short</div>
      </>
    ),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
};

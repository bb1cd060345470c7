import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { vars } from '../../themes/contract.css';
import { Button } from '../Button/Button';
import { Inline } from './Inline';

const chip = {
  paddingBlock: vars.space.xsmall,
  paddingInline: vars.space.medium,
  borderRadius: vars.radius.full,
  border: `1px solid ${vars.colour.border}`,
  backgroundColor: vars.colour.surface,
  color: vars.colour.text,
} as const;

const labels = ['Trees', 'Planters', 'Bee hotels', 'Ponds', 'Hedges', 'Meadows', 'Green roofs'];

const meta = {
  title: 'Components/Layout/Inline',
  component: Inline,
  parameters: {
    docs: {
      description: {
        component:
          'Lays children out in a row that wraps, with a gap from the spacing scale: button rows, tags, metadata. Use `align="spaceBetween"` for a title and actions on one line.',
      },
    },
  },
  args: {
    space: 'small',
    children: labels.map((label) => (
      <span key={label} style={chip}>
        {label}
      </span>
    )),
  },
  argTypes: {
    align: { control: 'inline-radio', options: ['start', 'center', 'end', 'spaceBetween'] },
    alignY: { control: 'inline-radio', options: ['top', 'center', 'bottom', 'baseline'] },
  },
} satisfies Meta<typeof Inline>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Green roofs')).toBeVisible();
  },
};

export const Buttons: Story = {
  args: {
    space: 'medium',
    align: 'end',
    children: (
      <>
        <Button tone="neutral">Cancel</Button>
        <Button>Save thing</Button>
      </>
    ),
  },
};

export const SmallViewport: Story = {
  decorators: [
    (Story) => (
      <div style={{ width: 360 }}>
        <Story />
      </div>
    ),
  ],
};

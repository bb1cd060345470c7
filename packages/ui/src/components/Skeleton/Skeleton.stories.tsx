import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { vars } from '../../themes/contract.css';
import { Skeleton } from './Skeleton';

const meta = {
  title: 'Components/Skeleton',
  component: Skeleton,
  argTypes: { shape: { control: 'inline-radio', options: ['text', 'rect', 'circle'] } },
  parameters: {
    docs: {
      description: {
        component:
          'A placeholder in the shape of loading content. It is `aria-hidden`: mark the loading region with `aria-busy` or add one Spinner label. Do: match the layout of the loaded content so nothing jumps.',
      },
    },
  },
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { width: 240 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('skeleton')).toHaveAttribute(
      'aria-hidden',
      'true',
    );
  },
};

export const Shapes: Story = {
  render: () => (
    <div style={{ display: 'flex', alignItems: 'center', gap: vars.space.large }}>
      <Skeleton shape="circle" width={48} />
      <Skeleton shape="rect" width={120} height={72} />
      <Skeleton shape="text" width={160} />
    </div>
  ),
};

/** A thing card while it loads: picture, title and two lines of text. */
export const Loading: Story = {
  render: () => (
    <div
      aria-busy="true"
      aria-label="Loading thing"
      role="group"
      style={{
        display: 'grid',
        gap: vars.space.small,
        maxWidth: 360,
        padding: vars.space.large,
        border: `1px solid ${vars.colour.border}`,
        borderRadius: vars.radius.large,
        background: vars.colour.surface,
      }}
    >
      <Skeleton shape="rect" height={160} />
      <div style={{ display: 'flex', alignItems: 'center', gap: vars.space.small }}>
        <Skeleton shape="circle" width={32} />
        <Skeleton width="60%" height={20} />
      </div>
      <Skeleton />
      <Skeleton width="75%" />
    </div>
  ),
};

export const SmallViewport: Story = {
  ...Loading,
  decorators: [
    (Story) => (
      <div style={{ width: 360 }}>
        <Story />
      </div>
    ),
  ],
};

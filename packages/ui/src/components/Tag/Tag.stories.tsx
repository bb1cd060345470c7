import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { vars } from '../../themes/contract.css';
import { Tag } from './Tag';

const meta = {
  title: 'Components/Tag',
  component: Tag,
  args: { children: 'Public' },
  argTypes: {
    tone: {
      control: 'inline-radio',
      options: ['neutral', 'positive', 'caution', 'critical', 'info', 'accent'],
    },
  },
  parameters: {
    docs: {
      description: {
        component:
          'A short, non-interactive label. Do: state the meaning in words ("Too dry"), the tone only reinforces it. Don\'t: make tags clickable — use a Button or Link.',
      },
    },
  },
} satisfies Meta<typeof Tag>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Public')).toBeVisible();
  },
};

export const Tones: Story = {
  render: () => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: vars.space.small }}>
      <Tag tone="neutral">Unknown</Tag>
      <Tag tone="positive">Moist</Tag>
      <Tag tone="caution">Needs water</Tag>
      <Tag tone="critical">Too dry</Tag>
      <Tag tone="info">Too wet</Tag>
      <Tag tone="accent">You</Tag>
    </div>
  ),
};

/** `accent` wears the brand (green, or honey in the bee cafe theme); `positive` stays green. */
export const AccentAndPositive: Story = {
  render: () => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: vars.space.small }}>
      <Tag tone="accent">Owner</Tag>
      <Tag tone="positive">Verified</Tag>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const owner = within(canvasElement).getByText('Owner');
    const verified = within(canvasElement).getByText('Verified');
    await expect(getComputedStyle(owner).backgroundColor).not.toBe('');
    await expect(owner.className).not.toBe(verified.className);
  },
};

export const LongText: Story = {
  args: {
    tone: 'info',
    children: 'Shared with the Riverside Gardeners and the Mill Road residents association',
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 240 }}>
        <Story />
      </div>
    ),
  ],
};

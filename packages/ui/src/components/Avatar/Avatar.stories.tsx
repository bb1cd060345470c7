import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { vars } from '../../themes/contract.css';
import { Avatar } from './Avatar';

// A small inline picture so the story never depends on the network.
const picture =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="#2f6b4f"/><circle cx="32" cy="26" r="12" fill="#f4e7c5"/><path d="M10 64c2-14 12-22 22-22s20 8 22 22z" fill="#f4e7c5"/></svg>',
  );

const meta = {
  title: 'Components/Avatar',
  component: Avatar,
  args: { name: 'Ada Lovelace' },
  argTypes: { size: { control: 'inline-radio', options: ['small', 'medium', 'large'] } },
  parameters: {
    docs: {
      description: {
        component:
          "A person's picture, or their initials when there is none or it fails to load. The name is always the accessible name. Don't: put the name in alt text and again beside the avatar without `aria-hidden` on one of them.",
      },
    },
  },
} satisfies Meta<typeof Avatar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { src: picture },
  play: async ({ canvasElement }) => {
    const image = within(canvasElement).getByRole('img', { name: 'Ada Lovelace' });
    await expect(image.tagName).toBe('IMG');
  },
};

export const Initials: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('img', { name: 'Ada Lovelace' }),
    ).toHaveTextContent('AL');
  },
};

export const LoadError: Story = {
  args: { src: 'data:image/png;base64,broken' },
  play: async ({ canvasElement }) => {
    const avatar = await within(canvasElement).findByText('AL');
    await expect(avatar).toBeVisible();
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', alignItems: 'center', gap: vars.space.medium }}>
      <Avatar {...args} size="small" />
      <Avatar {...args} size="medium" />
      <Avatar {...args} size="large" />
      <Avatar {...args} src={picture} size="small" />
      <Avatar {...args} src={picture} size="medium" />
      <Avatar {...args} src={picture} size="large" />
    </div>
  ),
};

export const LongText: Story = {
  args: { name: 'Maria Fernanda de la Cruz-Montgomery Whitfield', size: 'large' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('img', {
        name: 'Maria Fernanda de la Cruz-Montgomery Whitfield',
      }),
    ).toHaveTextContent('MW');
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PersonRow } from './PersonRow';

const meta = {
  title: 'App/Users/PersonRow',
  component: PersonRow,
  parameters: {
    docs: {
      description: {
        component:
          'One person in a list (/users, people near you on /community): avatar, name and @username, the whole row a link to their profile. Long names are cut with an ellipsis so a phone never scrolls sideways.',
      },
    },
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 480 }}>
        <Story />
      </div>
    ),
  ],
  args: { name: 'Sam Steward', username: 'stewardsam', href: '/users/1' },
} satisfies Meta<typeof PersonRow>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const link = canvas.getByRole('link', { name: /Sam Steward/ });
    await expect(link).toHaveAttribute('href', '/users/1');
    await expect(canvas.getByText('@stewardsam')).toBeVisible();
  },
};

export const WithDetail: Story = {
  args: { detail: '42 points' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('42 points')).toBeVisible();
  },
};

export const NoName: Story = {
  args: { name: null },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'stewardsam' });
    await expect(link).toBeVisible();
  },
};

export const WithoutLink: Story = {
  args: { href: null, name: null, username: 'robin_w', detail: '173 points' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('link')).toBeNull();
    await expect(canvas.getByText('robin_w')).toBeVisible();
  },
};

export const LongName: Story = {
  args: {
    name: 'Maria Fernanda Rodriguez Lopez de la Vega y Montenegro',
    username: 'maria_fernanda_rodriguez',
    detail: '1,250 points',
  },
};

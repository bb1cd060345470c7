import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { QuickActions } from './QuickActions';
import { smallViewport, withBrand } from './storySupport';

const meta = {
  title: 'App/Home/QuickActions',
  component: QuickActions,
  decorators: [withBrand],
  args: { isSignedIn: true },
  parameters: {
    docs: {
      description: {
        component:
          'The dashboard’s shortcuts, two by two: register a thing, record an action (on one of your things; guests sign in first), the activity feed and the scores. Things are worded by the brand (“bee cafes” on the bee cafe host, where registering preselects the bee cafe category).',
      },
    },
  },
} satisfies Meta<typeof QuickActions>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const register = canvas.getByRole('link', { name: /^Register a (thing|bee cafe)$/ });
    await expect(register.getAttribute('href')).toMatch(/^\/things\/new(\?category=BEECAFE)?$/);
    await expect(canvas.getByRole('link', { name: 'Record an action' })).toHaveAttribute(
      'href',
      '/things/search?view=own',
    );
    await expect(canvas.getByRole('link', { name: 'Activity' })).toHaveAttribute(
      'href',
      '/activity',
    );
    await expect(canvas.getByRole('link', { name: 'Scores' })).toHaveAttribute('href', '/scorer');
  },
};

/** A guest's "Record an action" goes to sign in, then back to their things. */
export const Guest: Story = {
  args: { isSignedIn: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Record an action' })).toHaveAttribute(
      'href',
      `/signin?next=${encodeURIComponent('/things/search?view=own')}`,
    );
  },
};

export const SmallViewport: Story = {
  ...Default,
  decorators: [smallViewport],
};

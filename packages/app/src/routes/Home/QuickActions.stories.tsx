import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { QuickActions } from './QuickActions';
import { smallViewport, withBrand } from './storySupport';

const meta = {
  title: 'App/Home/QuickActions',
  component: QuickActions,
  decorators: [withBrand],
  parameters: {
    docs: {
      description: {
        component:
          'The dashboard’s shortcuts: register a thing, record an action (on one of your things), the activity feed and the scores. Things are worded by the brand (“bee cafes” on the bee cafe host).',
      },
    },
  },
} satisfies Meta<typeof QuickActions>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('link', { name: /^Register a (thing|bee cafe)$/ }),
    ).toHaveAttribute('href', '/things/new');
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

export const SmallViewport: Story = {
  ...Default,
  decorators: [smallViewport],
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { Sprout } from 'lucide-react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { EmptyState } from './EmptyState';

const meta = {
  title: 'Patterns/EmptyState',
  component: EmptyState,
  args: {
    title: 'No things yet',
    description: 'Things are the planters, trees and bee cafes you look after. Add the first one.',
  },
  parameters: {
    docs: {
      description: {
        component:
          "Fills a list or page without content and points to the next step. Do: say what is missing and offer one action. Don't: use it for errors — use ErrorState.",
      },
    },
  },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

const onAdd = fn();

export const Default: Story = {
  args: {
    icon: <Sprout size={28} strokeWidth={1.75} />,
    action: <Button onPress={onAdd}>Add thing</Button>,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'No things yet' })).toBeVisible();
    const button = canvas.getByRole('button', { name: 'Add thing' });
    onAdd.mockClear();
    await userEvent.click(button);
    (document.activeElement as HTMLElement | null)?.blur();
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(onAdd).toHaveBeenCalledTimes(2);
    // End unfocused and without hover so the screenshot shows the resting state.
    button.blur();
    await userEvent.unhover(button);
  },
};

export const Empty: Story = {
  name: 'Without action',
  args: { title: 'No search results', description: 'Try a different name or category.' },
};

export const LongText: Story = {
  args: {
    title: 'Nobody in the Riverside Gardeners group has logged an action on this thing yet',
    description:
      'Watering, weeding, litter clean-ups and repairs appear here with the name of the person who did them and when. Log the first action to start the history of this planter.',
    action: <Button tone="neutral">Log an action</Button>,
  },
};

export const SmallViewport: Story = {
  ...Default,
  decorators: [
    (Story) => (
      <div style={{ width: 360 }}>
        <Story />
      </div>
    ),
  ],
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { Pencil, Plus, Trash2, X } from 'lucide-react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { vars } from '../../themes/contract.css';
import { IconButton } from './IconButton';

const meta = {
  title: 'Components/IconButton',
  component: IconButton,
  args: { label: 'Edit thing', icon: <Pencil size={18} />, onPress: fn() },
  argTypes: {
    tone: { control: 'inline-radio', options: ['neutral', 'brand', 'critical'] },
    size: { control: 'inline-radio', options: ['small', 'medium', 'large'] },
  },
  parameters: {
    docs: {
      description: {
        component:
          "A button that shows only an icon. `label` is required and becomes the accessible name. Do: use widely understood icons (close, edit, delete). Don't: use it for the main action of a page — use a Button with text.",
      },
    },
  },
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Edit thing' });
    await userEvent.click(button);
    (document.activeElement as HTMLElement | null)?.blur();
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPress).toHaveBeenCalledTimes(2);
    await userEvent.unhover(button);
  },
};

export const TonesAndSizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', alignItems: 'center', gap: vars.space.medium }}>
      <IconButton {...args} size="small" label="Close" icon={<X size={16} />} />
      <IconButton {...args} label="Edit thing" icon={<Pencil size={18} />} />
      <IconButton {...args} tone="brand" size="large" label="Add thing" icon={<Plus size={22} />} />
      <IconButton {...args} tone="critical" label="Delete thing" icon={<Trash2 size={18} />} />
    </div>
  ),
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Edit thing' });
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onPress).not.toHaveBeenCalled();
    await userEvent.unhover(button, { pointerEventsCheck: 0 });
  },
};

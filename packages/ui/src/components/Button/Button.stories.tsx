import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { vars } from '../../themes/contract.css';
import { Button } from './Button';

const meta = {
  title: 'Components/Button',
  component: Button,
  args: { children: 'Water now', onPress: fn() },
  argTypes: {
    tone: { control: 'inline-radio', options: ['brand', 'neutral', 'critical'] },
    size: { control: 'inline-radio', options: ['small', 'medium', 'large'] },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Water now' });
    await userEvent.click(button);
    await expect(args.onPress).toHaveBeenCalledTimes(1);
    // Keyboard: focus by Tab, press with Enter and Space.
    (document.activeElement as HTMLElement | null)?.blur();
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(args.onPress).toHaveBeenCalledTimes(3);
    // End without the pointer over the button so the screenshot shows a stable state.
    await userEvent.unhover(button);
  },
};

export const Tones: Story = {
  render: (args) => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: vars.space.medium }}>
      <Button {...args} tone="brand">
        Save thing
      </Button>
      <Button {...args} tone="neutral">
        Cancel
      </Button>
      <Button {...args} tone="critical">
        Delete thing
      </Button>
    </div>
  ),
};

export const Sizes: Story = {
  render: (args) => (
    <div
      style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.medium }}
    >
      <Button {...args} size="small">
        Small
      </Button>
      <Button {...args} size="medium">
        Medium
      </Button>
      <Button {...args} size="large">
        Large
      </Button>
    </div>
  ),
};

export const WithIcon: Story = {
  args: {
    children: 'Add thing',
    icon: (
      <svg
        width="16"
        height="16"
        viewBox="0 0 16 16"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      >
        <path d="M8 2v12M2 8h12" />
      </svg>
    ),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Add thing' })).toBeVisible();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Water now' });
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onPress).not.toHaveBeenCalled();
    await userEvent.unhover(button, { pointerEventsCheck: 0 });
  },
};

export const Pending: Story = {
  args: { isPending: true, children: 'Saving' },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Saving' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(button);
    await expect(args.onPress).not.toHaveBeenCalled();
    await userEvent.unhover(button);
  },
};

export const LongLabel: Story = {
  args: { children: 'Invite everyone in the Riverside Gardeners group to look after this planter' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 320 }}>
        <Story />
      </div>
    ),
  ],
};

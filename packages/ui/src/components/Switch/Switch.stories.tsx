import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Switch } from './Switch';

const meta = {
  title: 'Components/Forms/Switch',
  component: Switch,
  args: { children: 'Pump', onChange: fn() },
  parameters: {
    docs: {
      description: {
        component:
          "An on/off control that takes effect at once, such as running a pump. Do: use `isPending` while the change is applied. Don't: use a switch inside a form that needs a submit — use a Checkbox there.",
      },
    },
  },
} satisfies Meta<typeof Switch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const control = within(canvasElement).getByRole('switch', { name: 'Pump' });
    await userEvent.click(control);
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
    await expect(control).toBeChecked();
    (document.activeElement as HTMLElement | null)?.blur();
    await userEvent.tab();
    await expect(control).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onChange).toHaveBeenLastCalledWith(false);
    await expect(control).not.toBeChecked();
    await userEvent.unhover(control);
  },
};

export const On: Story = {
  args: { defaultSelected: true, description: 'Waters the planter for 30 seconds' },
  play: async ({ canvasElement }) => {
    const control = within(canvasElement).getByRole('switch', { name: 'Pump' });
    await expect(control).toBeChecked();
    await expect(control).toHaveAccessibleDescription('Waters the planter for 30 seconds');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement, args }) => {
    const control = within(canvasElement).getByRole('switch', { name: 'Pump' });
    await expect(control).toBeDisabled();
    await userEvent.click(control, { pointerEventsCheck: 0 });
    await expect(args.onChange).not.toHaveBeenCalled();
    await userEvent.unhover(control, { pointerEventsCheck: 0 });
  },
};

export const Loading: Story = {
  args: { isPending: true, defaultSelected: true },
  play: async ({ canvasElement }) => {
    const control = within(canvasElement).getByRole('switch', { name: 'Pump' });
    await expect(control).toBeDisabled();
    await expect(control).toHaveAccessibleDescription('Updating');
  },
};

export const LongText: Story = {
  args: {
    children: 'Water the raised bed by the community garden gate automatically every morning',
    description:
      'The pump runs for 30 seconds at sunrise unless the soil sensor reports the bed is already moist.',
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 320 }}>
        <Story />
      </div>
    ),
  ],
};

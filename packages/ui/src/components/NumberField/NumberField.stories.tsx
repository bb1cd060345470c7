import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { NumberField } from './NumberField';

const meta = {
  title: 'Components/Forms/NumberField',
  component: NumberField,
  args: {
    label: 'Pump run time (seconds)',
    name: 'seconds',
    defaultValue: 30,
    minValue: 5,
    maxValue: 120,
    step: 5,
    onChange: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 320 }}>
        <Story />
      </div>
    ),
  ],
  parameters: {
    docs: {
      description: {
        component:
          "A number with increment/decrement buttons, arrow-key stepping, bounds and locale formatting (`formatOptions`). Do: state the unit in the label or via `formatOptions`. Don't: use it for identifiers such as device ids — use a TextField.",
      },
    },
  },
} satisfies Meta<typeof NumberField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { description: 'Between 5 and 120 seconds.' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Pump run time (seconds)' });
    const increase = canvas.getByRole('button', { name: /Increase/ });
    await userEvent.click(increase);
    await expect(args.onChange).toHaveBeenLastCalledWith(35);
    await userEvent.click(input);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(args.onChange).toHaveBeenLastCalledWith(25);
    await expect(input).toHaveValue('25');
    await userEvent.unhover(increase);
  },
};

export const Formatted: Story = {
  args: {
    label: 'Soil moisture alert threshold',
    defaultValue: 0.3,
    minValue: 0,
    maxValue: 1,
    step: 0.05,
    formatOptions: { style: 'percent' },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox')).toHaveValue('30%');
  },
};

export const ErrorMessage: Story = {
  args: {
    errorMessage: 'The pump on this device can run for at most 60 seconds',
    defaultValue: 90,
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox')).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  },
};

export const Empty: Story = {
  args: { defaultValue: undefined, isRequired: true, placeholder: '30' },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox')).toBeDisabled();
  },
};

import { validateEmail } from '@bloomkeep/schema';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TextField } from './TextField';

const meta = {
  title: 'Components/Forms/TextField',
  component: TextField,
  args: { label: 'Email', name: 'email', onChange: fn(), autoComplete: 'email' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 400 }}>
        <Story />
      </div>
    ),
  ],
  parameters: {
    docs: {
      description: {
        component:
          "Single-line text with label, help text and validation. Pass a shared rule from `@bloomkeep/schema` to `validate` (e.g. `validateEmail`); errors appear when the field is left or the form is submitted, and the typed value is kept. Do: always give a visible label. Don't: use the placeholder as the label.",
      },
    },
  },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { description: 'We send the verification link here.', placeholder: 'you@example.org' },
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Email' });
    await userEvent.click(input);
    await userEvent.keyboard('sam');
    await expect(args.onChange).toHaveBeenLastCalledWith('sam');
    await userEvent.clear(input);
    (document.activeElement as HTMLElement | null)?.blur();
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('sam@example.org');
    await expect(input).toHaveValue('sam@example.org');
    await expect(input).toHaveAccessibleDescription('We send the verification link here.');
    await userEvent.unhover(input);
  },
};

export const Required: Story = {
  args: { isRequired: true, validate: validateEmail },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Email' });
    await expect(input).toBeRequired();
  },
};

export const RuleError: Story = {
  name: 'Error (rule, after leaving the field)',
  args: { isRequired: true, validate: validateEmail },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Email' });
    await userEvent.click(input);
    await userEvent.keyboard('sam@example');
    await userEvent.tab();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveValue('sam@example');
    await expect(canvas.getByText('Enter a valid email address')).toBeVisible();
    await userEvent.unhover(input);
  },
};

export const ServerError: Story = {
  args: { defaultValue: 'sam@example.org', errorMessage: 'This email is already registered' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox')).toHaveAccessibleDescription(
      'This email is already registered',
    );
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'sam@example.org' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox')).toBeDisabled();
  },
};

export const LongText: Story = {
  args: {
    label: 'The email address of the person who will look after this planter while you are away',
    description:
      'They receive an invitation to join the group and the watering reminders for the next four weeks.',
    defaultValue: 'maria.fernanda.de.la.cruz.montgomery@riverside-gardeners.example.org',
  },
};

export const SmallViewport: Story = {
  ...RuleError,
  decorators: [
    (Story) => (
      <div style={{ width: 360 }}>
        <Story />
      </div>
    ),
  ],
};

import { validatePassphrase } from '@bloomkeep/schema';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PasswordField } from './PasswordField';

const meta = {
  title: 'Components/Forms/PasswordField',
  component: PasswordField,
  args: { label: 'Passphrase', name: 'passphrase', onChange: fn() },
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
          'A passphrase input with a show/hide toggle. On sign-up use `autoComplete="new-password"`, `validate={validatePassphrase}` and `showStrength` to list the rules still to meet. Don\'t: block pasting or hide the rules until an error.',
      },
    },
  },
} satisfies Meta<typeof PasswordField>;

export default meta;
type Story = StoryObj<typeof meta>;

const field = (canvasElement: HTMLElement) =>
  within(canvasElement).getByLabelText(/^Passphrase\*?$/) as HTMLInputElement;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = field(canvasElement);
    await userEvent.click(input);
    await userEvent.keyboard('Bloomkeep1');
    await expect(args.onChange).toHaveBeenLastCalledWith('Bloomkeep1');
    await expect(input).toHaveAttribute('type', 'password');
    const toggle = canvas.getByRole('button', { name: 'Show passphrase' });
    await userEvent.click(toggle);
    await expect(input).toHaveAttribute('type', 'text');
    await userEvent.keyboard('{Enter}');
    await expect(input).toHaveAttribute('type', 'password');
    await userEvent.unhover(toggle);
  },
};

export const Strength: Story = {
  args: {
    autoComplete: 'new-password',
    isRequired: true,
    showStrength: true,
    validate: validatePassphrase,
  },
  play: async ({ canvasElement }) => {
    const input = field(canvasElement);
    await userEvent.click(input);
    await userEvent.keyboard('bloomkeep');
    await expect(input).toHaveAccessibleDescription(
      /Still needed: an uppercase letter, a number\./,
    );
    await userEvent.unhover(input);
  },
};

export const RuleError: Story = {
  args: { autoComplete: 'new-password', isRequired: true, validate: validatePassphrase },
  play: async ({ canvasElement }) => {
    const input = field(canvasElement);
    await userEvent.click(input);
    await userEvent.keyboard('lowercase1');
    await userEvent.tab();
    await userEvent.tab();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(
      within(canvasElement).getByText('Passphrase must contain at least one uppercase letter'),
    ).toBeVisible();
    (document.activeElement as HTMLElement | null)?.blur();
    await userEvent.unhover(input);
  },
};

export const ServerError: Story = {
  args: { defaultValue: 'Bloomkeep-1', errorMessage: 'The passphrase is not correct' },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'Bloomkeep-1' },
  play: async ({ canvasElement }) => {
    await expect(field(canvasElement)).toBeDisabled();
  },
};

export const SmallViewport: Story = {
  ...Strength,
  decorators: [
    (Story) => (
      <div style={{ width: 360 }}>
        <Story />
      </div>
    ),
  ],
};

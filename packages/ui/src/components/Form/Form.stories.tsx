import {
  required,
  firstError,
  validateEmail,
  validateName,
  validatePassphrase,
  validatePassphraseConfirmation,
  validateUsername,
} from '@bloomkeep/schema';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { Checkbox } from '../Checkbox/Checkbox';
import { PasswordField } from '../PasswordField/PasswordField';
import { TextField } from '../TextField/TextField';
import { Form, type FormProps } from './Form';

const meta = {
  title: 'Components/Forms/Form',
  component: Form,
  args: { onSubmit: fn(), submitLabel: 'Create account', children: null },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 440 }}>
        <Story />
      </div>
    ),
  ],
  parameters: {
    docs: {
      description: {
        component:
          "Wraps react-aria's Form: fields validate with the shared rules from `@bloomkeep/schema`, errors show when a field is left or on submit (which is blocked until all fields are valid, focusing the first invalid one), server errors go to `validationErrors` (per field) and `formError` (banner). Do: mark mandatory fields with `isRequired` and show the note. Don't: clear what the user typed after an error.",
      },
    },
  },
} satisfies Meta<typeof Form>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A realistic sign-up form wired to the schema rules. */
function SignUpForm(props: Omit<FormProps, 'children'>) {
  const [passphrase, setPassphrase] = useState('');
  return (
    <Form {...props} aria-label="Sign up" showRequiredNote>
      <TextField
        label="Name"
        name="name"
        autoComplete="name"
        isRequired
        requiredMessage="Name is required"
        validate={(value) => firstError(value, [required('Name'), validateName])}
      />
      <TextField
        label="Username"
        name="username"
        autoComplete="username"
        isRequired
        validate={validateUsername}
        description="Letters, numbers, underscores and hyphens."
      />
      <TextField
        label="Email"
        name="email"
        type="email"
        autoComplete="email"
        isRequired
        validate={validateEmail}
      />
      <PasswordField
        label="Passphrase"
        name="passphrase"
        autoComplete="new-password"
        isRequired
        showStrength
        validate={validatePassphrase}
        onChange={setPassphrase}
      />
      <PasswordField
        label="Confirm passphrase"
        name="confirmation"
        autoComplete="new-password"
        isRequired
        validate={(value) => validatePassphraseConfirmation(passphrase, value)}
      />
      <Checkbox name="terms" value="accepted" isRequired>
        I accept the terms of use
      </Checkbox>
    </Form>
  );
}

export const SignUp: Story = {
  render: (args) => <SignUpForm {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const submit = canvas.getByRole('button', { name: 'Create account' });
    const name = canvas.getByRole('textbox', { name: 'Name' });
    const username = canvas.getByRole('textbox', { name: 'Username' });
    const email = canvas.getByRole('textbox', { name: 'Email' });
    const passphrase = canvas.getByLabelText(/^Passphrase\*?$/);
    const confirmation = canvas.getByLabelText(/^Confirm passphrase\*?$/);

    // Submit empty with the keyboard: every mandatory field shows its message.
    submit.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(canvas.getByText('Name is required')).toBeVisible();
    await expect(canvas.getAllByText('This field is mandatory').length).toBeGreaterThanOrEqual(4);
    await expect(name).toHaveFocus();

    // Invalid values, typed with the keyboard, then left: the rule messages appear.
    await userEvent.keyboard('Jo!');
    await userEvent.tab();
    await expect(
      canvas.getByText('Name may only contain letters, spaces, dots, hyphens and apostrophes'),
    ).toBeVisible();
    await userEvent.keyboard('1sam');
    await userEvent.tab();
    await expect(canvas.getByText('Username must start with a letter')).toBeVisible();
    await userEvent.keyboard('sam@example');
    await userEvent.tab();
    await expect(canvas.getByText('Enter a valid email address')).toBeVisible();
    await userEvent.click(passphrase);
    await userEvent.keyboard('Bloomkeep-steward-1');
    await userEvent.click(confirmation);
    await userEvent.keyboard('Bloomkeep-steward-2');
    await userEvent.tab();
    await expect(canvas.getByText('Passphrases do not match')).toBeVisible();

    // Correct them.
    await userEvent.clear(name);
    await userEvent.type(name, 'Sam Steward');
    await userEvent.clear(username);
    await userEvent.type(username, 'sam_steward');
    await userEvent.clear(email);
    await userEvent.type(email, 'sam@example.org');
    await userEvent.clear(confirmation);
    await userEvent.type(confirmation, 'Bloomkeep-steward-1');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'I accept the terms of use' }));

    // Submit with the pointer.
    await userEvent.click(submit);
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
    await expect(vi(args.onSubmit).mock.calls[0]?.[0]).toEqual({
      name: 'Sam Steward',
      username: 'sam_steward',
      email: 'sam@example.org',
      passphrase: 'Bloomkeep-steward-1',
      confirmation: 'Bloomkeep-steward-1',
      terms: 'accepted',
    });
    await userEvent.unhover(submit);
  },
};

// Narrows the `fn()` arg to its mock type for reading calls.
const vi = (value: unknown) => value as ReturnType<typeof fn>;

export const ServerErrors: Story = {
  args: {
    formError: 'Check your details before submission',
    validationErrors: { username: 'This username is taken' },
  },
  render: (args) => (
    <Form {...args}>
      <TextField label="Username" name="username" defaultValue="sam_steward" isRequired />
      <TextField label="Email" name="email" defaultValue="sam@example.org" isRequired />
    </Form>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Check your details before submission',
    );
    const username = canvas.getByRole('textbox', { name: 'Username' });
    await expect(username).toHaveAttribute('aria-invalid', 'true');
    await expect(username).toHaveAccessibleDescription('This username is taken');
  },
};

export const Loading: Story = {
  name: 'Submitting',
  args: { isPending: true, submitLabel: 'Saving', actions: <Button tone="neutral">Cancel</Button> },
  render: (args) => (
    <Form {...args}>
      <TextField label="Thing name" name="name" defaultValue="Corner bee cafe" />
    </Form>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Saving' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

export const SmallViewport: Story = {
  args: { formError: 'Check your details before submission' },
  render: (args) => <SignUpForm {...args} />,
  decorators: [
    (Story) => (
      <div style={{ width: 360 }}>
        <Story />
      </div>
    ),
  ],
};

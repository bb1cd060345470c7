import { validateEmail } from '@bloomkeep/schema';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { TextField } from '../TextField/TextField';
import { Form } from './Form';

describe('Form', () => {
  it('calls onSubmit with the named values when valid', async () => {
    const onSubmit = vi.fn();
    const user = userEvent.setup();
    render(
      <Form onSubmit={onSubmit} submitLabel="Save" aria-label="Profile">
        <TextField label="Email" name="email" isRequired validate={validateEmail} />
      </Form>,
    );
    expect(screen.getByRole('form', { name: 'Profile' })).toBeTruthy();
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'sam@example.org');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit.mock.calls[0]![0]).toEqual({ email: 'sam@example.org' });
  });

  it('blocks submission and shows field errors when invalid', async () => {
    const onSubmit = vi.fn();
    render(
      <Form onSubmit={onSubmit} submitLabel="Save">
        <TextField label="Email" name="email" isRequired />
      </Form>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByText('This field is mandatory')).toBeTruthy();
  });

  it('shows formError in an alert banner', () => {
    render(
      <Form formError="Check your details before submission">
        <TextField label="Email" name="email" />
      </Form>,
    );
    expect(screen.getByRole('alert').textContent).toBe('Check your details before submission');
  });

  it('shows validationErrors on the named fields', () => {
    render(
      <Form validationErrors={{ username: 'This username is taken' }}>
        <TextField label="Username" name="username" />
      </Form>,
    );
    expect(screen.getByRole('textbox', { name: 'Username' }).getAttribute('aria-invalid')).toBe(
      'true',
    );
    expect(screen.getByText('This username is taken')).toBeTruthy();
  });

  it('marks the submit button busy and ignores submits while isPending', async () => {
    const onSubmit = vi.fn();
    render(
      <Form onSubmit={onSubmit} submitLabel="Save" isPending>
        <TextField label="Email" name="email" />
      </Form>,
    );
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button.getAttribute('aria-busy')).toBe('true');
    await userEvent.click(button);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('renders extra actions and the mandatory note', () => {
    render(
      <Form actions={<button type="button">Cancel</button>} showRequiredNote>
        <TextField label="Email" name="email" isRequired />
      </Form>,
    );
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeTruthy();
    expect(screen.getByText(/are mandatory/).textContent).toBe('Fields marked * are mandatory');
  });
});

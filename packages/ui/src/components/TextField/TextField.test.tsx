import { MANDATORY_MESSAGE, validateEmail } from '@bloomkeep/schema';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form } from 'react-aria-components';
import { describe, expect, it, vi } from 'vitest';
import { TextField } from './TextField';

describe('TextField', () => {
  it('renders a textbox named by its label', () => {
    render(<TextField label="Email" />);
    expect(screen.getByRole('textbox', { name: 'Email' })).toBeTruthy();
  });

  it('links the description', () => {
    render(<TextField label="Email" description="We never share it." />);
    expect(
      screen.getByRole('textbox', { name: 'Email' }).getAttribute('aria-describedby'),
    ).toBeTruthy();
    const id = screen.getByRole('textbox').getAttribute('aria-describedby')!.split(' ')[0]!;
    expect(document.getElementById(id)?.textContent).toBe('We never share it.');
  });

  it('marks required with aria-required and a hidden asterisk', () => {
    render(<TextField label="Email" isRequired />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input.hasAttribute('required') || input.getAttribute('aria-required') === 'true').toBe(
      true,
    );
    expect(screen.getByText('*').getAttribute('aria-hidden')).toBe('true');
  });

  it('is disabled with isDisabled', () => {
    render(<TextField label="Email" isDisabled />);
    expect(screen.getByRole('textbox', { name: 'Email' }).hasAttribute('disabled')).toBe(true);
  });

  it('shows errorMessage and aria-invalid', () => {
    render(<TextField label="Email" errorMessage="This email is already registered" />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('This email is already registered')).toBeTruthy();
  });

  it('calls onChange with the typed value', async () => {
    const onChange = vi.fn();
    render(<TextField label="Email" onChange={onChange} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Email' }), 'ab');
    expect(onChange).toHaveBeenLastCalledWith('ab');
  });

  it('shows the rule message after leaving the field (validate)', async () => {
    const user = userEvent.setup();
    render(<TextField label="Email" validate={validateEmail} />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    await user.type(input, 'sam@example');
    await user.tab();
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Enter a valid email address')).toBeTruthy();
    expect((input as HTMLInputElement).value).toBe('sam@example');
  });

  it('shows the mandatory message when submitted empty', async () => {
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    render(
      <Form onSubmit={onSubmit}>
        <TextField label="Email" name="email" isRequired validate={validateEmail} />
        <button type="submit">Send</button>
      </Form>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByText(MANDATORY_MESSAGE)).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('shows errors as the user types with validationBehavior="aria"', async () => {
    render(<TextField label="Email" validate={validateEmail} validationBehavior="aria" />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Email' }), 'x@y');
    expect(screen.getByText('Enter a valid email address')).toBeTruthy();
  });
});

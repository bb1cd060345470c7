import { validatePassphrase } from '@bloomkeep/schema';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PasswordField } from './PasswordField';

const input = () => document.querySelector('input')!;

describe('PasswordField', () => {
  it('renders a hidden-text input named by its label with autoComplete', () => {
    render(<PasswordField label="Passphrase" autoComplete="new-password" />);
    expect(screen.getByLabelText('Passphrase')).toBe(input());
    expect(input().type).toBe('password');
    expect(input().getAttribute('autocomplete')).toBe('new-password');
  });

  it('toggles visibility with the show/hide button (pointer and keyboard)', async () => {
    const user = userEvent.setup();
    render(<PasswordField label="Passphrase" />);
    const toggle = screen.getByRole('button', { name: 'Show passphrase' });
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    await user.click(toggle);
    expect(input().type).toBe('text');
    const hide = screen.getByRole('button', { name: 'Hide passphrase' });
    expect(hide.getAttribute('aria-pressed')).toBe('true');
    hide.focus();
    await user.keyboard('{Enter}');
    expect(input().type).toBe('password');
  });

  it('calls onChange with the typed value', async () => {
    const onChange = vi.fn();
    render(<PasswordField label="Passphrase" onChange={onChange} />);
    await userEvent.type(input(), 'Ab1');
    expect(onChange).toHaveBeenLastCalledWith('Ab1');
  });

  it('describes the unmet rules with showStrength', async () => {
    render(<PasswordField label="Passphrase" showStrength />);
    await userEvent.type(input(), 'abc');
    const describedBy = input().getAttribute('aria-describedby')!;
    const description = describedBy
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent)
      .join(' ');
    expect(description).toContain(
      'Still needed: at least 8 characters, an uppercase letter, a number.',
    );
  });

  it('validates with the schema rule after leaving the field', async () => {
    const user = userEvent.setup();
    render(<PasswordField label="Passphrase" validate={validatePassphrase} />);
    await user.type(input(), 'lowercase1');
    await user.tab();
    await user.tab();
    expect(screen.getByText('Passphrase must contain at least one uppercase letter')).toBeTruthy();
    expect(input().getAttribute('aria-invalid')).toBe('true');
  });

  it('shows errorMessage, required asterisk and disabled state', () => {
    render(
      <PasswordField label="Passphrase" errorMessage="Wrong passphrase" isRequired isDisabled />,
    );
    expect(screen.getByText('Wrong passphrase')).toBeTruthy();
    expect(screen.getByText('*').getAttribute('aria-hidden')).toBe('true');
    expect(input().hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('button', { name: 'Show passphrase' }).hasAttribute('disabled')).toBe(
      true,
    );
  });
});

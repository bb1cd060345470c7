import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { NumberField } from './NumberField';

describe('NumberField', () => {
  it('renders a textbox named by its label with stepper buttons', () => {
    render(<NumberField label="Pump seconds" defaultValue={30} />);
    expect((screen.getByRole('textbox', { name: 'Pump seconds' }) as HTMLInputElement).value).toBe(
      '30',
    );
    expect(screen.getByRole('button', { name: /Increase/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: /Decrease/ })).toBeTruthy();
  });

  it('steps with the buttons and calls onChange', async () => {
    const onChange = vi.fn();
    render(<NumberField label="Seconds" defaultValue={30} step={5} onChange={onChange} />);
    await userEvent.click(screen.getByRole('button', { name: /Increase/ }));
    expect(onChange).toHaveBeenLastCalledWith(35);
    await userEvent.click(screen.getByRole('button', { name: /Decrease/ }));
    expect(onChange).toHaveBeenLastCalledWith(30);
  });

  it('steps with the arrow keys within minValue and maxValue', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(
      <NumberField
        label="Seconds"
        defaultValue={59}
        minValue={0}
        maxValue={60}
        onChange={onChange}
      />,
    );
    await user.click(screen.getByRole('textbox'));
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(onChange).toHaveBeenLastCalledWith(60);
    expect(screen.getByRole('button', { name: /Increase/ }).hasAttribute('disabled')).toBe(true);
  });

  it('formats with formatOptions', () => {
    render(<NumberField label="Share" defaultValue={0.25} formatOptions={{ style: 'percent' }} />);
    expect((screen.getByRole('textbox') as HTMLInputElement).value).toBe('25%');
  });

  it('shows errorMessage, the asterisk and the disabled state', () => {
    render(<NumberField label="Seconds" errorMessage="Too long" isRequired isDisabled />);
    expect(screen.getByRole('textbox').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Too long')).toBeTruthy();
    expect(screen.getByText('*').getAttribute('aria-hidden')).toBe('true');
    expect(screen.getByRole('textbox').hasAttribute('disabled')).toBe(true);
  });

  it('runs validate on the number after leaving', async () => {
    const user = userEvent.setup();
    render(
      <NumberField
        label="Seconds"
        validate={(value) => (value % 5 === 0 ? null : 'Use steps of 5 seconds')}
      />,
    );
    await user.click(screen.getByRole('textbox'));
    await user.keyboard('12');
    await user.tab();
    expect(screen.getByText('Use steps of 5 seconds')).toBeTruthy();
  });
});

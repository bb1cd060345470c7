import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Switch } from './Switch';

describe('Switch', () => {
  it('renders a switch named by its label, off by default', () => {
    render(<Switch>Pump</Switch>);
    const control = screen.getByRole('switch', { name: 'Pump' }) as HTMLInputElement;
    expect(control.checked).toBe(false);
  });

  it('starts on with defaultSelected', () => {
    render(<Switch defaultSelected>Pump</Switch>);
    expect((screen.getByRole('switch', { name: 'Pump' }) as HTMLInputElement).checked).toBe(true);
  });

  it('reflects the controlled isSelected value', () => {
    const { rerender } = render(<Switch isSelected={false}>Pump</Switch>);
    const control = screen.getByRole('switch', { name: 'Pump' }) as HTMLInputElement;
    expect(control.checked).toBe(false);
    rerender(<Switch isSelected>Pump</Switch>);
    expect(control.checked).toBe(true);
  });

  it('calls onChange with the new state on click and on Space', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(<Switch onChange={onChange}>Pump</Switch>);
    await user.click(screen.getByRole('switch', { name: 'Pump' }));
    expect(onChange).toHaveBeenLastCalledWith(true);
    await user.keyboard(' ');
    expect(onChange).toHaveBeenLastCalledWith(false);
  });

  it('is disabled and ignores input when isDisabled', async () => {
    const onChange = vi.fn();
    render(
      <Switch isDisabled onChange={onChange}>
        Pump
      </Switch>,
    );
    const control = screen.getByRole('switch', { name: 'Pump' });
    expect(control.hasAttribute('disabled')).toBe(true);
    await userEvent.click(control);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('shows a spinner, disables and describes itself as updating when isPending', async () => {
    const onChange = vi.fn();
    render(
      <Switch isPending onChange={onChange}>
        Pump
      </Switch>,
    );
    const control = screen.getByRole('switch', { name: 'Pump' });
    expect(control.hasAttribute('disabled')).toBe(true);
    expect(screen.getByTestId('switch-spinner').getAttribute('aria-hidden')).toBe('true');
    const describedBy = control.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(describedBy)?.textContent).toBe('Updating');
    await userEvent.click(control);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('links the description with aria-describedby', () => {
    render(<Switch description="Runs for 30 seconds">Pump</Switch>);
    const control = screen.getByRole('switch', { name: 'Pump' });
    const describedBy = control.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(describedBy)?.textContent).toBe('Runs for 30 seconds');
  });
});

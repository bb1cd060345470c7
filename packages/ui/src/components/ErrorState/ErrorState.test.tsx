import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ErrorState } from './ErrorState';

describe('ErrorState', () => {
  it('is an alert with the default title and the message', () => {
    render(<ErrorState message="The readings could not be loaded." />);
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Something went wrong');
    expect(alert.textContent).toContain('The readings could not be loaded.');
  });

  it('uses a custom title', () => {
    render(<ErrorState title="Offline" message="Check your connection." />);
    expect(screen.getByRole('alert').textContent).toContain('Offline');
  });

  it('has no retry button without onRetry', () => {
    render(<ErrorState message="Gone." />);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('calls onRetry from the "Try again" button', async () => {
    const onRetry = vi.fn();
    render(<ErrorState message="Failed." onRetry={onRetry} />);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('names the button with retryLabel', () => {
    render(<ErrorState message="Failed." onRetry={() => {}} retryLabel="Reload readings" />);
    expect(screen.getByRole('button', { name: 'Reload readings' })).toBeTruthy();
  });

  it('marks the retry button busy while isRetrying', async () => {
    const onRetry = vi.fn();
    render(<ErrorState message="Failed." onRetry={onRetry} isRetrying />);
    const button = screen.getByRole('button', { name: 'Try again' });
    expect(button.getAttribute('aria-busy')).toBe('true');
    await userEvent.click(button);
    expect(onRetry).not.toHaveBeenCalled();
  });
});

import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { IconButton } from './IconButton';

describe('IconButton', () => {
  it('is a button named by label with a hidden icon', () => {
    render(<IconButton label="Close" icon={<svg data-testid="icon" />} />);
    expect(screen.getByRole('button', { name: 'Close' })).toBeTruthy();
    expect(screen.getByTestId('icon').parentElement?.getAttribute('aria-hidden')).toBe('true');
  });

  it('calls onPress on click, Enter and Space', async () => {
    const onPress = vi.fn();
    const user = userEvent.setup();
    render(<IconButton label="Close" icon={<svg />} onPress={onPress} />);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    expect(onPress).toHaveBeenCalledTimes(3);
  });

  it('is disabled and ignores presses when isDisabled', async () => {
    const onPress = vi.fn();
    render(<IconButton label="Close" icon={<svg />} onPress={onPress} isDisabled />);
    const button = screen.getByRole('button', { name: 'Close' });
    expect(button.hasAttribute('disabled')).toBe(true);
    await userEvent.click(button);
    expect(onPress).not.toHaveBeenCalled();
  });

  it('styles tones and sizes differently', () => {
    render(
      <>
        <IconButton label="A" icon={<svg />} />
        <IconButton label="B" icon={<svg />} tone="critical" />
        <IconButton label="C" icon={<svg />} tone="critical" size="small" />
      </>,
    );
    const names = ['A', 'B', 'C'].map((name) => screen.getByRole('button', { name }).className);
    expect(new Set(names).size).toBe(3);
  });
});

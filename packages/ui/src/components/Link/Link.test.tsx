import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Link } from './Link';

describe('Link', () => {
  it('renders a link named by its text with the href', () => {
    render(<Link href="/things">All things</Link>);
    const link = screen.getByRole('link', { name: 'All things' });
    expect(link.getAttribute('href')).toBe('/things');
  });

  it('adds "(opens in a new tab)" and rel when target is _blank', () => {
    render(
      <Link href="https://example.org" target="_blank">
        Guide
      </Link>,
    );
    const link = screen.getByRole('link', { name: 'Guide (opens in a new tab)' });
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(screen.getByTestId('link-external-icon').getAttribute('aria-hidden')).toBe('true');
  });

  it('keeps a given rel', () => {
    render(
      <Link href="https://example.org" target="_blank" rel="noopener">
        Guide
      </Link>,
    );
    expect(screen.getByRole('link').getAttribute('rel')).toBe('noopener');
  });

  it('calls onPress on click and Enter', async () => {
    const onPress = vi.fn();
    const user = userEvent.setup();
    render(<Link onPress={onPress}>Show more</Link>);
    await user.click(screen.getByRole('link', { name: 'Show more' }));
    await user.keyboard('{Enter}');
    expect(onPress).toHaveBeenCalledTimes(2);
  });

  it('is aria-disabled and ignores presses when isDisabled', async () => {
    const onPress = vi.fn();
    render(
      <Link href="/x" isDisabled onPress={onPress}>
        Gone
      </Link>,
    );
    const link = screen.getByRole('link', { name: 'Gone' });
    expect(link.getAttribute('aria-disabled')).toBe('true');
    await userEvent.click(link);
    expect(onPress).not.toHaveBeenCalled();
  });

  it('styles tones differently', () => {
    render(
      <>
        <Link href="/a">A</Link>
        <Link href="/b" tone="neutral">
          B
        </Link>
      </>,
    );
    expect(screen.getByRole('link', { name: 'A' }).className).not.toBe(
      screen.getByRole('link', { name: 'B' }).className,
    );
  });
});

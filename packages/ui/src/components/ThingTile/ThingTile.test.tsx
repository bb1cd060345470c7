import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { ThingTileProps } from './ThingTile';
import { ThingTile } from './ThingTile';

const base: ThingTileProps = {
  name: 'Corner bee cafe',
  category: 'BEECAFE',
  isPublic: true,
  createdAt: '2025-03-04T10:00:00Z',
};

describe('ThingTile', () => {
  it('is an article named by the thing, with its category in text', () => {
    render(<ThingTile {...base} />);
    expect(screen.getByRole('article', { name: 'Corner bee cafe' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 3, name: 'Corner bee cafe' })).toBeTruthy();
    expect(screen.getByText('Bee cafe')).toBeTruthy();
  });

  it('shows the photo when given, else the category icon as a placeholder', () => {
    const { container, rerender } = render(<ThingTile {...base} />);
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelectorAll('svg').length).toBe(2);
    rerender(<ThingTile {...base} imageSrc="/bee.jpg" />);
    expect(container.querySelector('img')?.getAttribute('alt')).toBe('');
  });

  it('states the indicator in text', () => {
    render(<ThingTile {...base} indicatorColour="tooDry" />);
    expect(screen.getByText('Too dry')).toBeTruthy();
  });

  it('shows a Private tag for private things', () => {
    const { rerender } = render(<ThingTile {...base} />);
    expect(screen.queryByText('Private')).toBeNull();
    rerender(<ThingTile {...base} isPublic={false} />);
    expect(screen.getByText('Private')).toBeTruthy();
  });

  it('links the name to href', () => {
    render(<ThingTile {...base} href="/things/1" />);
    expect(screen.getByRole('link', { name: 'Corner bee cafe' }).getAttribute('href')).toBe(
      '/things/1',
    );
  });

  it('calls onPress from pointer and keyboard', async () => {
    const user = userEvent.setup();
    const onPress = vi.fn();
    render(<ThingTile {...base} onPress={onPress} />);
    const link = screen.getByRole('link', { name: 'Corner bee cafe' });
    await user.click(link);
    await user.tab();
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(link);
    await user.keyboard('{Enter}');
    expect(onPress).toHaveBeenCalledTimes(2);
  });

  it('shows the last action relative to now', () => {
    render(
      <ThingTile
        {...base}
        lastAction={{ type: 'UPKEEP', createdAt: '2025-06-10T07:00:00Z' }}
        now={new Date('2025-06-10T09:00:00Z')}
      />,
    );
    expect(screen.getByText('2 hours ago').tagName).toBe('TIME');
  });

  it('uses the requested heading level', () => {
    render(<ThingTile {...base} headingLevel={2} />);
    expect(screen.getByRole('heading', { level: 2 })).toBeTruthy();
  });
});

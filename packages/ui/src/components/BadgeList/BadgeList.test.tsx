import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BadgeList } from './BadgeList';

const badges = [
  { badgeType: 'signin', title: 'Regular', level: 1, awardedAt: '2025-01-02T00:00:00Z' },
  { badgeType: 'watering', title: 'Water bearer', awardedAt: null },
] as const;

describe('BadgeList', () => {
  it('lists the badges', () => {
    render(<BadgeList badges={badges} />);
    const list = screen.getByRole('list', { name: 'Badges' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(
      within(items[1] as HTMLElement).getByRole('article', { name: 'Water bearer' }),
    ).toBeTruthy();
  });

  it('shows the empty message when there are no badges', () => {
    render(<BadgeList badges={[]} emptyMessage="Nothing here" />);
    expect(screen.queryByRole('list')).toBeNull();
    expect(screen.getByText('Nothing here')).toBeTruthy();
  });

  it('has a default empty message', () => {
    render(<BadgeList badges={[]} />);
    expect(screen.getByText(/No badges yet/)).toBeTruthy();
  });

  it('takes a list name', () => {
    render(<BadgeList badges={badges} aria-label="Your badges" />);
    expect(screen.getByRole('list', { name: 'Your badges' })).toBeTruthy();
  });
});

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

  it('groups badges by family: a headed section each, badge titles one level below', () => {
    render(
      <BadgeList
        groups={[
          {
            id: 'watering',
            title: 'Watering',
            description: '4 waterings so far',
            badges: [
              { badgeType: 'watering', title: 'Bronze waterer', level: 1, awardedAt: '2025-01-02' },
              { badgeType: 'watering', title: 'Silver waterer', level: 2 },
            ],
          },
          {
            id: 'share',
            title: 'Sharing',
            badges: [{ badgeType: 'share', title: 'Bronze sharer', level: 1 }],
          },
          { id: 'upkeep', title: 'Upkeep', badges: [] },
        ]}
      />,
    );
    const watering = screen.getByRole('region', { name: 'Watering' });
    expect(within(watering).getByRole('heading', { level: 2, name: 'Watering' })).toBeTruthy();
    expect(within(watering).getByText('4 waterings so far')).toBeTruthy();
    const list = within(watering).getByRole('list', { name: 'Watering' });
    expect(
      within(list)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Bronze waterer', 'Silver waterer']);
    expect(screen.getByRole('region', { name: 'Sharing' })).toBeTruthy();
    // A family with no badges is left out.
    expect(screen.queryByRole('region', { name: 'Upkeep' })).toBeNull();
  });

  it('takes the families’ heading level', () => {
    render(
      <BadgeList
        groupHeadingLevel={3}
        groups={[
          {
            id: 'share',
            title: 'Sharing',
            badges: [{ badgeType: 'share', title: 'Bronze sharer', level: 1 }],
          },
        ]}
      />,
    );
    expect(screen.getByRole('heading', { level: 3, name: 'Sharing' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 4, name: 'Bronze sharer' })).toBeTruthy();
  });

  it('shows the empty message when every family is empty', () => {
    render(<BadgeList groups={[{ id: 'share', title: 'Sharing', badges: [] }]} />);
    expect(screen.getByText(/No badges yet/)).toBeTruthy();
  });
});

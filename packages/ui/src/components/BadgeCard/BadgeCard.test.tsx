import { BADGE_TYPES } from '@bloomkeep/schema';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { badgeTypeIcon } from '../../domain/icons';
import { BadgeCard } from './BadgeCard';

describe('BadgeCard', () => {
  it('is an article named by its title', () => {
    render(
      <BadgeCard badgeType="watering" title="Water bearer" awardedAt="2025-05-02T09:00:00Z" />,
    );
    expect(screen.getByRole('article', { name: 'Water bearer' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 3, name: 'Water bearer' })).toBeTruthy();
  });

  it('has an icon for every badge type', () => {
    for (const type of BADGE_TYPES) expect(badgeTypeIcon[type]).toBeTruthy();
    const { container } = render(<BadgeCard badgeType="signin" title="Regular" />);
    expect(container.querySelector('[data-badge-type="signin"] svg')).toBeTruthy();
  });

  it('shows the award date in en-US with a datetime', () => {
    render(
      <BadgeCard badgeType="share" title="Sharer" awardedAt={new Date('2025-05-02T09:00:00Z')} />,
    );
    const time = screen.getByText('May 2, 2025');
    expect(time.tagName).toBe('TIME');
    expect(time.getAttribute('datetime')).toBe('2025-05-02');
    expect(screen.getByText(/Awarded/)).toBeTruthy();
  });

  it.each([null, undefined])(
    'shows "Not yet awarded" with a locked look when awardedAt is %s',
    (awardedAt) => {
      const { container } = render(
        <BadgeCard badgeType="upkeep" title="Keeper" awardedAt={awardedAt} />,
      );
      expect(screen.getByText('Not yet awarded')).toBeTruthy();
      expect(container.querySelector('[data-awarded="false"]')).toBeTruthy();
    },
  );

  it.each([
    [1, 'Bronze'],
    [2, 'Silver'],
    [3, 'Gold'],
    [4, 'Level 4'],
  ])('names level %s in words (%s), not by colour alone', (level, name) => {
    render(<BadgeCard badgeType="education" title="Teacher" level={level} />);
    // Bronze, silver and gold also differ in shape: one, two or three stars.
    expect(screen.getByText(name).querySelectorAll('svg')).toHaveLength(level <= 3 ? level : 0);
  });

  it('shows progress towards a badge not yet earned', () => {
    render(
      <BadgeCard
        badgeType="watering"
        title="Silver waterer"
        level={2}
        progress={{ value: 4, target: 10, unit: 'waterings' }}
      />,
    );
    const bar = screen.getByRole('progressbar', { name: '4 of 10 waterings' });
    expect(bar.getAttribute('aria-valuenow')).toBe('4');
    expect(bar.getAttribute('aria-valuemax')).toBe('10');
  });

  it('caps progress at the target, and shows none once awarded', () => {
    const { rerender } = render(
      <BadgeCard
        badgeType="watering"
        title="Silver waterer"
        progress={{ value: 12, target: 10, unit: 'waterings' }}
      />,
    );
    expect(screen.getByRole('progressbar', { name: '10 of 10 waterings' })).toBeTruthy();
    rerender(
      <BadgeCard
        badgeType="watering"
        title="Silver waterer"
        awardedAt="2025-05-02T09:00:00Z"
        progress={{ value: 12, target: 10, unit: 'waterings' }}
      />,
    );
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('shows the description', () => {
    render(<BadgeCard badgeType="created" title="Founder" description="Created a thing" />);
    expect(screen.getByText('Created a thing')).toBeTruthy();
  });

  it('uses the requested heading level', () => {
    render(<BadgeCard badgeType="created" title="Founder" headingLevel={4} />);
    expect(screen.getByRole('heading', { level: 4, name: 'Founder' })).toBeTruthy();
  });
});

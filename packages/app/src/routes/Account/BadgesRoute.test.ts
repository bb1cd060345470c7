import { describe, expect, it } from 'vitest';
import { badgeGoal, badgeGroups } from './BadgesRoute';

describe('badgeGoal', () => {
  it('says what a badge not yet earned asks for', () => {
    expect(badgeGoal('watering', 10, 2)).toBe('Record 10 waterings for Silver');
    expect(badgeGoal('littercleanup', 50, 3)).toBe('Record 50 litter clean-ups for Gold');
    expect(badgeGoal('signin', 10, 2)).toBe('Sign in 10 times for Silver');
  });

  it('uses the singular for a threshold of one', () => {
    expect(badgeGoal('created', 1, 1)).toBe('Create 1 thing for Bronze');
    expect(badgeGoal('education', 1, 1)).toBe('Record 1 education session for Bronze');
  });

  it('leaves out the metal for a level it does not know', () => {
    expect(badgeGoal('share', 100, 4)).toBe('Share 100 things');
  });
});

describe('badgeGroups', () => {
  const catalogue = ['watering', 'signin', 'share'].flatMap((badgeType) =>
    [
      [1, 'Bronze', 1],
      [2, 'Silver', 10],
      [3, 'Gold', 50],
    ].map(([level, metal, threshold]) => ({
      id: `${badgeType}-${level}`,
      badgeType,
      title: `${metal} ${badgeType}`,
      description: `Did ${badgeType} ${threshold} times`,
      level: level as number,
      threshold: threshold as number,
      // Silver and gold sign-in badges are retired (nothing counts sign-ins).
      isActive: badgeType !== 'signin' || level === 1,
    })),
  );

  it('groups the badges by family, levels in order, with progress towards the next level', () => {
    const groups = badgeGroups(
      catalogue,
      new Map([
        ['watering-1', '2026-05-01T08:00:00Z'],
        ['signin-1', '2026-04-01T08:00:00Z'],
      ]),
      new Map([
        ['watering', 4],
        ['share', 0],
      ]),
    );
    expect(groups.map((group) => [group.title, group.description])).toEqual([
      ['Watering', '4 waterings so far'],
      ['Sharing', '0 things so far'],
      ['Signing in', null],
    ]);
    const [watering, share, signin] = groups;
    expect(watering!.badges.map((badge) => [badge.title, badge.progress ?? null])).toEqual([
      ['Bronze watering', null],
      ['Silver watering', { value: 4, target: 10, unit: 'waterings' }],
      ['Gold watering', null],
    ]);
    expect(watering!.badges[2]!.description).toBe('Record 50 waterings for Gold');
    expect(share!.badges[0]!.progress).toEqual({ value: 0, target: 1, unit: 'things' });
    expect(signin!.badges.map((badge) => badge.title)).toEqual(['Bronze signin']);
  });

  it('shows no progress once the gold badge is earned', () => {
    const [watering] = badgeGroups(
      catalogue,
      new Map(['watering-1', 'watering-2', 'watering-3'].map((id) => [id, '2026-05-01T08:00:00Z'])),
      new Map([['watering', 57]]),
    );
    expect(watering!.badges.every((badge) => !badge.progress)).toBe(true);
    expect(watering!.description).toBe('57 waterings so far');
  });
});

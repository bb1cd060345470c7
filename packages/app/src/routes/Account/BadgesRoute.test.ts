import { describe, expect, it } from 'vitest';
import { badgeGoal } from './BadgesRoute';

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

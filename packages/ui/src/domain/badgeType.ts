import type { BadgeType } from '@bloomkeep/schema';

export type { BadgeType } from '@bloomkeep/schema';

/** A short name for each badge type, used when a badge has no title of its own. */
export const badgeTypeLabel: Record<BadgeType, string> = {
  signin: 'Sign in',
  created: 'Created',
  littercleanup: 'Litter cleanup',
  share: 'Share',
  watering: 'Watering',
  education: 'Education',
  upkeep: 'Upkeep',
};

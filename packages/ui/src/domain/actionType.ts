import type { ActionType } from '@bloomkeep/schema';

export type { ActionType } from '@bloomkeep/schema';

/** The name of an action type, as a noun ("Litter cleanup"). */
export const actionTypeLabel: Record<ActionType, string> = {
  CREATED: 'Created',
  SHARE: 'Share',
  EDUCATION: 'Education',
  MEASUREMENT: 'Measurement',
  WATERING: 'Watering',
  LITTER_CLEANUP: 'Litter cleanup',
  UPKEEP: 'Upkeep',
};

/** What happened, in the past tense, for "Watered 3 days ago". */
export const actionTypePastTense: Record<ActionType, string> = {
  CREATED: 'Created',
  SHARE: 'Shared',
  EDUCATION: 'Education session',
  MEASUREMENT: 'Measured',
  WATERING: 'Watered',
  LITTER_CLEANUP: 'Litter cleared',
  UPKEEP: 'Looked after',
};

// The actions an assistant may suggest, with the button's words: the same for the built-in
// assistant and a model (decision 0145). A suggestion opens the normal form; nothing is written.
import type { ActionType } from '@bloomkeep/schema';

export const SUGGESTION_LABELS: Partial<Record<ActionType, string>> = {
  WATERING: 'Record a watering',
  UPKEEP: 'Record upkeep',
  LITTER_CLEANUP: 'Record a litter clean-up',
  MEASUREMENT: 'Record a measurement',
  EDUCATION: 'Record an education session',
  SHARE: 'Share this thing',
};

// Hydration levels in the device form: four number fields (the upper bounds of the
// dry, needs water, good and saturated bands) checked with the shared rule
// (validateHydrationLevels, SQL twin app_private.hydration_levels_error), with the
// message placed on the first field that breaks it.
import { validateHydrationLevels } from '@bloomkeep/schema';

export const DEFAULT_HYDRATION_LEVELS = [20, 30, 60, 100] as const;

export const HYDRATION_LEVEL_LABELS = [
  'Dry up to',
  'Needs water up to',
  'Good up to',
  'Saturated up to',
];

/** The levels stored on a device (JSON list), or the defaults when they are unusable. */
export function hydrationLevelsOf(value: unknown): number[] {
  let levels = value;
  if (typeof levels === 'string') {
    try {
      levels = JSON.parse(levels);
    } catch {
      return [...DEFAULT_HYDRATION_LEVELS];
    }
  }
  return Array.isArray(levels) &&
    levels.length === 4 &&
    levels.every((level) => typeof level === 'number')
    ? (levels as number[])
    : [...DEFAULT_HYDRATION_LEVELS];
}

/** The problem with four levels (NaN for an empty field) and the field it belongs to. */
export function hydrationLevelsProblem(
  levels: readonly number[],
): { index: number; message: string } | null {
  const empty = levels.findIndex((level) => Number.isNaN(level));
  if (empty >= 0) return { index: empty, message: 'Enter a number from 0 to 100' };
  const message = validateHydrationLevels(JSON.stringify(levels));
  if (!message) return null;
  let previous = -1;
  for (const [index, level] of levels.entries()) {
    if (level < 0 || level > 100 || level <= previous) return { index, message };
    previous = level;
  }
  return { index: 0, message };
}

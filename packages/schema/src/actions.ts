// Rules for recorded actions that the form and the database share
// (app_private.litres_error in migration 0010, held to this by a parity test).
import type { ActionType } from './enums';

/** A watering may say how much water it gave: more than 0 and at most this many litres. */
export const LITRES_MAX = 1000;

export const LITRES_MESSAGES = {
  range: `Litres must be more than 0 and at most ${LITRES_MAX}`,
  notWatering: 'Only a watering can record litres',
} as const;

/**
 * The message to show for the litres of an action, or null when they are fine:
 * optional, only for a watering, and within (0, LITRES_MAX].
 */
export function litresError(
  litres: number | null | undefined,
  type: ActionType | null | undefined,
): string | null {
  if (litres === null || litres === undefined) return null;
  if (type !== 'WATERING') return LITRES_MESSAGES.notWatering;
  if (!(litres > 0 && litres <= LITRES_MAX)) return LITRES_MESSAGES.range;
  return null;
}

// The "last watering" line of the home page's need-water list.
import { WATERED_RECENTLY_HOURS } from '@bloomkeep/schema';
import { timeAgo } from '@bloomkeep/ui';

export interface LastWatering {
  readonly createdAt: string;
  /** Null when the watering's author is hidden from the viewer (guests) or gone. */
  readonly creator?: { readonly username: string } | null;
}

/**
 * "Watered 5 minutes ago by you", "… by robin_w", or "Watered 5 minutes ago" when who did it is
 * not known to the viewer. `viewer` is the signed-in user's username (null for a guest).
 */
export function wateredNote(watering: LastWatering, viewer: string | null, now: Date): string {
  const when = `Watered ${timeAgo(watering.createdAt, now)}`;
  const who = watering.creator?.username;
  if (!who) return when;
  return `${when} by ${viewer !== null && who === viewer ? 'you' : who}`;
}

/** Watered within WATERED_RECENTLY_HOURS: the list shows it below the others (migration 0011). */
export function isWateredRecently(watering: LastWatering | null | undefined, now: Date): boolean {
  if (!watering) return false;
  const age = now.getTime() - Date.parse(watering.createdAt);
  return age < WATERED_RECENTLY_HOURS * 60 * 60 * 1000;
}

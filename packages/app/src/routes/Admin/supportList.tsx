// What the support lists share: their props, how they show times, and the note under a
// list cut short.
import { formatDate, timeAgo } from '@bloomkeep/ui';

/** A thing has no steward when none of its people acted on it in this many days (decision 0137). */
export const STEWARD_DAYS = 60;

export interface SupportListProps<Key> {
  query: Key;
  /** "Now" for relative times; fixed in tests. */
  now: Date;
}

/** "14:05 UTC". */
export const clockTime = new Intl.DateTimeFormat('en-GB', {
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'UTC',
  timeZoneName: 'short',
});

/** "Nov 24, 2026 (3 hours ago)"; "Never" without a date. */
export function when(value: unknown, now: Date): string {
  if (typeof value !== 'string') return 'Never';
  return `${formatDate(value)} (${timeAgo(value, now)})`;
}

/** Under a list cut short: "Showing the first 50 of 73." Nothing otherwise. */
export function ShownOf({ shown, total }: { shown: number; total: number }) {
  if (total <= shown) return null;
  return (
    <p>
      Showing the first {shown.toLocaleString('en-US')} of {total.toLocaleString('en-US')}.
    </p>
  );
}

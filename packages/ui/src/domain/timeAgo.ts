const relative = new Intl.RelativeTimeFormat('en-US', { numeric: 'auto' });

const units: readonly [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 60 * 60],
  ['month', 30 * 24 * 60 * 60],
  ['week', 7 * 24 * 60 * 60],
  ['day', 24 * 60 * 60],
  ['hour', 60 * 60],
  ['minute', 60],
];

function toDate(value: Date | string): Date {
  return typeof value === 'string' ? new Date(value) : value;
}

/**
 * How long ago `date` was, relative to `now`, in en-US ("3 days ago", "yesterday", "just now").
 * Pass `now` explicitly so rendering is deterministic (stories, tests, server rendering).
 */
export function timeAgo(date: Date | string, now: Date | string): string {
  const seconds = (toDate(date).getTime() - toDate(now).getTime()) / 1000;
  if (Number.isNaN(seconds)) return '';
  if (Math.abs(seconds) < 45) return 'just now';
  for (const [unit, size] of units) {
    if (Math.abs(seconds) >= size) return relative.format(Math.round(seconds / size), unit);
  }
  return relative.format(Math.round(seconds / 60), 'minute');
}

/** The `datetime` attribute for a `<time>` holding an instant (full ISO 8601, UTC). */
export function isoDateTime(value: Date | string): string {
  return toDate(value).toISOString();
}

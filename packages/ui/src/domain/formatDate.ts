const dateFormat = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});

/** A calendar date in en-US (`Mar 4, 2025`). Server timestamps are UTC, so the date is too. */
export function formatDate(value: Date | string): string {
  return dateFormat.format(typeof value === 'string' ? new Date(value) : value);
}

/** The `datetime` attribute for a `<time>` element (`2025-03-04`). */
export function isoDate(value: Date | string): string {
  return (typeof value === 'string' ? new Date(value) : value).toISOString().slice(0, 10);
}

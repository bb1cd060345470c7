const format = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** "14 Nov, 09:30" in the reader's time zone (en-GB, as the charts write times). */
export function formatRainTime(value: string | Date): string {
  return format.format(typeof value === 'string' ? new Date(value) : value);
}

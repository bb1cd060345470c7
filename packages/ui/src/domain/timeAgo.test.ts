import { describe, expect, it } from 'vitest';
import { isoDateTime, timeAgo } from './timeAgo';

const now = new Date('2025-06-10T12:00:00Z');

describe('timeAgo', () => {
  it.each([
    ['2025-06-10T11:59:30Z', 'just now'],
    ['2025-06-10T11:55:00Z', '5 minutes ago'],
    ['2025-06-10T11:00:00Z', '1 hour ago'],
    ['2025-06-10T07:00:00Z', '5 hours ago'],
    ['2025-06-09T12:00:00Z', 'yesterday'],
    ['2025-06-07T12:00:00Z', '3 days ago'],
    ['2025-05-27T12:00:00Z', '2 weeks ago'],
    ['2025-03-10T12:00:00Z', '3 months ago'],
    ['2023-06-10T12:00:00Z', '2 years ago'],
    ['2025-06-10T14:00:00Z', 'in 2 hours'],
  ])('%s is "%s"', (date, expected) => expect(timeAgo(date, now)).toBe(expected));

  it('accepts Dates and strings for both arguments', () => {
    expect(timeAgo(new Date('2025-06-08T12:00:00Z'), '2025-06-10T12:00:00Z')).toBe('2 days ago');
  });

  it('returns an empty string for an invalid date', () => {
    expect(timeAgo('not a date', now)).toBe('');
  });

  it('gives a full ISO datetime for <time>', () => {
    expect(isoDateTime('2025-06-07T12:00:00Z')).toBe('2025-06-07T12:00:00.000Z');
  });
});

import { WATERED_RECENTLY_HOURS } from '@bloomkeep/schema';
import { describe, expect, it } from 'vitest';
import { isWateredRecently, wateredNote } from './wateredNote';

const now = new Date('2026-06-01T12:00:00Z');
const fiveMinutesAgo = '2026-06-01T11:55:00Z';

describe('wateredNote', () => {
  it('says "by you" for the viewer’s own watering', () => {
    expect(
      wateredNote({ createdAt: fiveMinutesAgo, creator: { username: 'robin_w' } }, 'robin_w', now),
    ).toBe('Watered 5 minutes ago by you');
  });

  it('names someone else', () => {
    expect(
      wateredNote({ createdAt: fiveMinutesAgo, creator: { username: 'robin_w' } }, 'sam', now),
    ).toBe('Watered 5 minutes ago by robin_w');
  });

  it('leaves out who when the viewer may not see it', () => {
    expect(wateredNote({ createdAt: fiveMinutesAgo, creator: null }, null, now)).toBe(
      'Watered 5 minutes ago',
    );
  });

  it('never calls a guest "you"', () => {
    expect(
      wateredNote({ createdAt: fiveMinutesAgo, creator: { username: 'robin_w' } }, null, now),
    ).toBe('Watered 5 minutes ago by robin_w');
  });
});

describe('isWateredRecently', () => {
  it(`is true within ${WATERED_RECENTLY_HOURS} hours, false after and without a watering`, () => {
    const hoursAgo = (hours: number) => new Date(now.getTime() - hours * 3_600_000).toISOString();
    expect(isWateredRecently({ createdAt: hoursAgo(WATERED_RECENTLY_HOURS - 0.1) }, now)).toBe(
      true,
    );
    expect(isWateredRecently({ createdAt: hoursAgo(WATERED_RECENTLY_HOURS + 0.1) }, now)).toBe(
      false,
    );
    expect(isWateredRecently(null, now)).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { formatBoundedCount } from './boundedCount';
import { actionCount } from '../routes/Activity/ActivityFeed';

describe('bounded counts', () => {
  it('are exact up to 1,000 and "1,000+" above', () => {
    expect(formatBoundedCount(0)).toBe('0');
    expect(formatBoundedCount(999)).toBe('999');
    expect(formatBoundedCount(1000)).toBe('1,000');
    expect(formatBoundedCount(1001)).toBe('1,000+');
  });

  it('name actions', () => {
    expect(actionCount(1)).toBe('1 action');
    expect(actionCount(734)).toBe('734 actions');
    expect(actionCount(1001)).toBe('1,000+ actions');
  });
});

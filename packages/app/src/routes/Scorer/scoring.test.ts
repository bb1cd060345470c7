import { describe, expect, it } from 'vitest';
import { ACTION_TYPES } from '@bloomkeep/schema';
import {
  ACTION_POINTS,
  SCORE_PERIODS,
  periodFromSearchParams,
  pointsLabel,
  scorePeriodLabel,
  searchParamsFromPeriod,
} from './scoring';

describe('periodFromSearchParams', () => {
  it('reads ?period=', () => {
    expect(periodFromSearchParams(new URLSearchParams('period=WEEK'))).toBe('WEEK');
    expect(periodFromSearchParams(new URLSearchParams('period=ALL_TIME'))).toBe('ALL_TIME');
  });

  it('accepts lower case', () => {
    expect(periodFromSearchParams(new URLSearchParams('period=year'))).toBe('YEAR');
  });

  it('falls back to the month, like the server', () => {
    expect(periodFromSearchParams(new URLSearchParams())).toBe('MONTH');
    expect(periodFromSearchParams(new URLSearchParams('period=DECADE'))).toBe('MONTH');
  });

  it('round-trips every period, leaving the default out of the URL', () => {
    for (const period of SCORE_PERIODS) {
      expect(periodFromSearchParams(searchParamsFromPeriod(period))).toBe(period);
    }
    expect(searchParamsFromPeriod('MONTH').toString()).toBe('');
    expect(searchParamsFromPeriod('WEEK').toString()).toBe('period=WEEK');
  });
});

describe('scorePeriodLabel', () => {
  it('names the tabs in order', () => {
    expect(SCORE_PERIODS.map((period) => scorePeriodLabel[period].tab)).toEqual([
      'This week',
      'This month',
      'This year',
      'All time',
    ]);
  });
});

describe('ACTION_POINTS', () => {
  it('gives the points the server counts, for every action type once', () => {
    expect(Object.fromEntries(ACTION_POINTS.map((entry) => [entry.type, entry.points]))).toEqual({
      CREATED: 10,
      EDUCATION: 5,
      WATERING: 3,
      LITTER_CLEANUP: 3,
      UPKEEP: 3,
      MEASUREMENT: 2,
      SHARE: 1,
    });
    expect([...ACTION_POINTS.map((entry) => entry.type)].sort()).toEqual([...ACTION_TYPES].sort());
  });

  it('lists the highest points first', () => {
    const points = ACTION_POINTS.map((entry) => entry.points);
    expect(points).toEqual([...points].sort((a, b) => b - a));
  });
});

describe('pointsLabel', () => {
  it('says point or points', () => {
    expect(pointsLabel(1)).toBe('1 point');
    expect(pointsLabel(3)).toBe('3 points');
    expect(pointsLabel(1250)).toBe('1,250 points');
  });
});

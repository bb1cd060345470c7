import { describe, expect, it } from 'vitest';
import { ACTION_TYPES } from '@bloomkeep/schema';
import {
  ACTION_POINTS,
  SCORE_PERIODS,
  periodFromSearchParams,
  pointsLabel,
  scoreBreakdown,
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
      'Week',
      'Month',
      'Year',
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

describe('scoreBreakdown', () => {
  it('lists the counted actions behind a row, and they add up to its points', () => {
    // As the server counts them: 10 + 5 + 3 × (4 + 1 + 2) + 2 × 3 + 1 × 2 = 44.
    const counts = {
      created: 1,
      education: 1,
      watering: 4,
      litterCleanup: 1,
      upkeep: 2,
      measurement: 3,
      share: 2,
    };
    const lines = scoreBreakdown(counts);
    expect(lines.map((line) => [line.count, line.label, line.each, line.points])).toEqual([
      [1, 'thing created', 10, 10],
      [1, 'education session', 5, 5],
      [4, 'waterings', 3, 12],
      [1, 'litter clean-up', 3, 3],
      [2, 'upkeeps', 3, 6],
      [3, 'measurements', 2, 6],
      [2, 'shares', 1, 2],
    ]);
    expect(lines.reduce((sum, line) => sum + line.points, 0)).toBe(44);
  });

  it('leaves out action types with nothing counted', () => {
    expect(scoreBreakdown({ watering: 2, share: 0, created: null }).map((l) => l.type)).toEqual([
      'WATERING',
    ]);
  });
});

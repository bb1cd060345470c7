// The scorer's periods and points (rules in docs/decisions/0101, computed by the
// server's scores function): which period the URL (?period=) asks for, and the
// points each kind of action earns.
import { ACTION_POINTS as POINTS_PER_ACTION, type ActionType } from '@bloomkeep/schema';

export const SCORE_PERIODS = ['WEEK', 'MONTH', 'YEAR', 'ALL_TIME'] as const;
export type ScorePeriod = (typeof SCORE_PERIODS)[number];

/** The server's default, and the page's. */
export const DEFAULT_SCORE_PERIOD: ScorePeriod = 'MONTH';

/**
 * The tab label, and what the server counts for it (rolling windows, not calendar ones). One
 * word each, so the four tabs fit a 375 px phone side by side.
 */
export const scorePeriodLabel: Record<ScorePeriod, { tab: string; description: string }> = {
  WEEK: { tab: 'Week', description: 'Points from the last 7 days.' },
  MONTH: { tab: 'Month', description: 'Points from the last 30 days.' },
  YEAR: { tab: 'Year', description: 'Points from the last 365 days.' },
  ALL_TIME: { tab: 'All time', description: 'Every point since the start.' },
};

export function isScorePeriod(value: unknown): value is ScorePeriod {
  return typeof value === 'string' && (SCORE_PERIODS as readonly string[]).includes(value);
}

/** The period of `?period=`; missing or unknown values give the default. */
export function periodFromSearchParams(params: URLSearchParams): ScorePeriod {
  const value = params.get('period')?.toUpperCase();
  return isScorePeriod(value) ? value : DEFAULT_SCORE_PERIOD;
}

/** The query string for a period; the default period needs none. */
export function searchParamsFromPeriod(period: ScorePeriod): URLSearchParams {
  return new URLSearchParams(period === DEFAULT_SCORE_PERIOD ? {} : { period });
}

/** Points per action, highest first (the server counts with app_private.action_points). */
export const ACTION_POINTS: readonly { type: ActionType; label: string; points: number }[] = [
  { type: 'CREATED', label: 'Created a thing', points: POINTS_PER_ACTION.CREATED },
  { type: 'EDUCATION', label: 'Education', points: POINTS_PER_ACTION.EDUCATION },
  { type: 'WATERING', label: 'Watering', points: POINTS_PER_ACTION.WATERING },
  { type: 'LITTER_CLEANUP', label: 'Litter clean-up', points: POINTS_PER_ACTION.LITTER_CLEANUP },
  { type: 'UPKEEP', label: 'Upkeep', points: POINTS_PER_ACTION.UPKEEP },
  { type: 'MEASUREMENT', label: 'Measurement', points: POINTS_PER_ACTION.MEASUREMENT },
  { type: 'SHARE', label: 'Share', points: POINTS_PER_ACTION.SHARE },
];

/** The counted actions of one leaderboard row, per type (the API's score fields). */
export interface ScoreCounts {
  created?: number | null;
  education?: number | null;
  watering?: number | null;
  litterCleanup?: number | null;
  upkeep?: number | null;
  measurement?: number | null;
  share?: number | null;
}

const COUNT_FIELD: Record<ActionType, keyof ScoreCounts> = {
  CREATED: 'created',
  EDUCATION: 'education',
  WATERING: 'watering',
  LITTER_CLEANUP: 'litterCleanup',
  UPKEEP: 'upkeep',
  MEASUREMENT: 'measurement',
  SHARE: 'share',
};

/** How a row's points are made up: one line per action type, highest points first. */
export interface ScoreLine {
  type: ActionType;
  /** "Waterings", "Things created". */
  label: string;
  count: number;
  /** Points for one such action. */
  each: number;
  /** count × each. */
  points: number;
}

/** Plural names for the breakdown ("3 waterings"). */
const LINE_LABEL: Record<ActionType, [string, string]> = {
  CREATED: ['thing created', 'things created'],
  EDUCATION: ['education session', 'education sessions'],
  WATERING: ['watering', 'waterings'],
  LITTER_CLEANUP: ['litter clean-up', 'litter clean-ups'],
  UPKEEP: ['upkeep', 'upkeeps'],
  MEASUREMENT: ['measurement', 'measurements'],
  SHARE: ['share', 'shares'],
};

export function scoreLineLabel(type: ActionType, count: number): string {
  const [one, many] = LINE_LABEL[type];
  return count === 1 ? one : many;
}

/**
 * The lines behind a row's points, leaving out types with no counted action. The server
 * counts the same capped actions for the counts as for the points, so the lines add up to
 * the row's points.
 */
export function scoreBreakdown(counts: ScoreCounts): ScoreLine[] {
  return ACTION_POINTS.flatMap(({ type, points: each }) => {
    const count = counts[COUNT_FIELD[type]] ?? 0;
    return count > 0
      ? [{ type, label: scoreLineLabel(type, count), count, each, points: count * each }]
      : [];
  });
}

/** "10 points", "1 point". */
export function pointsLabel(points: number): string {
  return `${new Intl.NumberFormat('en-US').format(points)} ${points === 1 ? 'point' : 'points'}`;
}

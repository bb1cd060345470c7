// The scorer's periods and points (rules in docs/decisions/0101, computed by the
// server's scores function): which period the URL (?period=) asks for, and the
// points each kind of action earns.
import type { ActionType } from '@bloomkeep/schema';

export const SCORE_PERIODS = ['WEEK', 'MONTH', 'YEAR', 'ALL_TIME'] as const;
export type ScorePeriod = (typeof SCORE_PERIODS)[number];

/** The server's default, and the page's. */
export const DEFAULT_SCORE_PERIOD: ScorePeriod = 'MONTH';

/** The tab label, and what the server counts for it (rolling windows, not calendar ones). */
export const scorePeriodLabel: Record<ScorePeriod, { tab: string; description: string }> = {
  WEEK: { tab: 'This week', description: 'Points from the last 7 days.' },
  MONTH: { tab: 'This month', description: 'Points from the last 30 days.' },
  YEAR: { tab: 'This year', description: 'Points from the last 365 days.' },
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

/** Points per action, highest first (app_private.action_points on the server). */
export const ACTION_POINTS: readonly { type: ActionType; label: string; points: number }[] = [
  { type: 'CREATED', label: 'Created a thing', points: 10 },
  { type: 'EDUCATION', label: 'Education', points: 5 },
  { type: 'WATERING', label: 'Watering', points: 3 },
  { type: 'LITTER_CLEANUP', label: 'Litter clean-up', points: 3 },
  { type: 'UPKEEP', label: 'Upkeep', points: 3 },
  { type: 'MEASUREMENT', label: 'Measurement', points: 2 },
  { type: 'SHARE', label: 'Share', points: 1 },
];

/** "10 points", "1 point". */
export function pointsLabel(points: number): string {
  return `${new Intl.NumberFormat('en-US').format(points)} ${points === 1 ? 'point' : 'points'}`;
}

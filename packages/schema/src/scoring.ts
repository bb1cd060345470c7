// Points per action type on the leaderboard (/scorer). The database counts with
// app_private.action_points; packages/server/test/scoring-sql.test.ts holds the two
// together. Rules: docs/decisions/0101 (points) and 0105 (what counts).
import type { ActionType } from './enums';

export const ACTION_POINTS: Readonly<Record<ActionType, number>> = {
  CREATED: 10,
  EDUCATION: 5,
  WATERING: 3,
  LITTER_CLEANUP: 3,
  UPKEEP: 3,
  MEASUREMENT: 2,
  SHARE: 1,
};

// The water indicator scale lives in @bloomkeep/schema; the UI re-exports it under its names.
export {
  INDICATOR_LEVELS as indicatorLevels,
  INDICATOR_LEVEL_LABELS as indicatorLevelLabel,
  type IndicatorLevel,
} from '@bloomkeep/schema';

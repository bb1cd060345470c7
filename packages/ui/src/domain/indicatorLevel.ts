/** A thing's water indicator, from the water scale in the product spec. */
export const indicatorLevels = ['tooWet', 'moist', 'needsWater', 'tooDry', 'unknown'] as const;

export type IndicatorLevel = (typeof indicatorLevels)[number];

export const indicatorLevelLabel: Record<IndicatorLevel, string> = {
  tooWet: 'Too wet',
  moist: 'Moist',
  needsWater: 'Needs water',
  tooDry: 'Too dry',
  unknown: 'Unknown',
};

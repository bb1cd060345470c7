// Hydration bands and the water indicator scale (spec §3, §4, §9). One set of
// words for users: the water scale's (too wet, moist, needs water, too dry,
// unknown). A band (dry, needsWater, good, saturated: the names of the
// `hydrationLevels` configuration) is shown with the words of its level, so the
// kit's HydrationGauge and IndicatorScale never name one reading twice.

export type IndicatorLevel = 'tooWet' | 'moist' | 'needsWater' | 'tooDry' | 'unknown';

export const INDICATOR_LEVELS: readonly IndicatorLevel[] = [
  'tooWet',
  'moist',
  'needsWater',
  'tooDry',
  'unknown',
];

export const INDICATOR_LEVEL_LABELS: Record<IndicatorLevel, string> = {
  tooWet: 'Too wet',
  moist: 'Moist',
  needsWater: 'Needs water',
  tooDry: 'Too dry',
  unknown: 'Unknown',
};

export type HydrationBandName = 'dry' | 'needsWater' | 'good' | 'saturated';

export interface HydrationBand {
  name: HydrationBandName;
  /** Inclusive upper bound of the band, in percent volumetric water content. */
  upTo: number;
}

export const DEFAULT_HYDRATION_BANDS: readonly HydrationBand[] = [
  { name: 'dry', upTo: 20 },
  { name: 'needsWater', upTo: 30 },
  { name: 'good', upTo: 60 },
  { name: 'saturated', upTo: 100 },
];

/** The band a reading falls in, or null when there is no reading. */
export function hydrationBand(
  water: number | null | undefined,
  bands: readonly HydrationBand[] = DEFAULT_HYDRATION_BANDS,
): HydrationBand | null {
  if (water == null || Number.isNaN(water)) return null;
  const sorted = [...bands].sort((a, b) => a.upTo - b.upTo);
  return sorted.find((band) => water <= band.upTo) ?? sorted[sorted.length - 1] ?? null;
}

export const HYDRATION_BAND_NAMES: readonly HydrationBandName[] = [
  'dry',
  'needsWater',
  'good',
  'saturated',
];

/** The water scale level (and so colour) of each band. */
export const HYDRATION_BAND_LEVELS: Record<HydrationBandName, IndicatorLevel> = {
  dry: 'tooDry',
  needsWater: 'needsWater',
  good: 'moist',
  saturated: 'tooWet',
};

/** What users read for each band: the words of its level on the water scale. */
export const HYDRATION_BAND_LABELS: Record<HydrationBandName, string> = {
  dry: INDICATOR_LEVEL_LABELS[HYDRATION_BAND_LEVELS.dry],
  needsWater: INDICATOR_LEVEL_LABELS[HYDRATION_BAND_LEVELS.needsWater],
  good: INDICATOR_LEVEL_LABELS[HYDRATION_BAND_LEVELS.good],
  saturated: INDICATOR_LEVEL_LABELS[HYDRATION_BAND_LEVELS.saturated],
};

/**
 * The soil moisture range of each level on the default bands, in words
 * ("31–60%", "more than 60%"), for legends; null for unknown.
 */
export function hydrationRangeText(
  level: IndicatorLevel,
  bands: readonly HydrationBand[] = DEFAULT_HYDRATION_BANDS,
): string | null {
  const sorted = [...bands].sort((a, b) => a.upTo - b.upTo);
  const index = sorted.findIndex((band) => HYDRATION_BAND_LEVELS[band.name] === level);
  const band = sorted[index];
  if (!band) return null;
  const below = sorted[index - 1];
  if (!below) return `${band.upTo}% or less`;
  if (index === sorted.length - 1) return `more than ${below.upTo}%`;
  return `${below.upTo + 1}–${band.upTo}%`;
}

/** The water indicator level (and so colour) of a reading. */
export function indicatorLevelForWater(
  water: number | null | undefined,
  bands: readonly HydrationBand[] = DEFAULT_HYDRATION_BANDS,
): IndicatorLevel {
  const band = hydrationBand(water, bands);
  return band ? HYDRATION_BAND_LEVELS[band.name] : 'unknown';
}

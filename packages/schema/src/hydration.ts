// Hydration bands and the water indicator scale (spec §3, §4, §9).

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

const BAND_TO_LEVEL: Record<HydrationBandName, IndicatorLevel> = {
  dry: 'tooDry',
  needsWater: 'needsWater',
  good: 'moist',
  saturated: 'tooWet',
};

/** The water indicator level (and so colour) of a reading. */
export function indicatorLevelForWater(
  water: number | null | undefined,
  bands: readonly HydrationBand[] = DEFAULT_HYDRATION_BANDS,
): IndicatorLevel {
  const band = hydrationBand(water, bands);
  return band ? BAND_TO_LEVEL[band.name] : 'unknown';
}

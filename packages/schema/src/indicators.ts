// A thing's indicator colour (spec §3, §4): the thresholds per reading and how
// colours map to the water scale. The database computes the stored colour with
// app_private.indicator_colour_for (migration 0003); packages/server/test/
// indicators-sql.test.ts holds the two to the same answers.
import type { IndicatorParameter } from './enums';
import {
  DEFAULT_HYDRATION_BANDS,
  hydrationBand,
  type HydrationBand,
  type HydrationBandName,
  type IndicatorLevel,
} from './hydration';

export const INDICATOR_COLOURS = ['BLUE', 'GREEN', 'ORANGE', 'RED', 'GREY'] as const;
export type IndicatorColour = (typeof INDICATOR_COLOURS)[number];

/** A range outside which a reading is ORANGE (warn) or RED (act); inside both it is GREEN. */
export interface IndicatorRange {
  /** Below `red.min` or above `red.max`: RED. */
  red: { min: number; max: number };
  /** Else below `orange.min` or above `orange.max`: ORANGE. */
  orange: { min: number; max: number };
}

/** Thresholds of the readings other than water (water uses the hydration bands). */
export const INDICATOR_RANGES: Record<Exclude<IndicatorParameter, 'WATER'>, IndicatorRange> = {
  /** Soil temperature, °C. */
  TEMPERATURE: { red: { min: 2, max: 35 }, orange: { min: 5, max: 30 } },
  PH: { red: { min: 5, max: 8.5 }, orange: { min: 5.5, max: 7.5 } },
  /** Electrical conductivity, µS/cm. */
  CONDUCTIVITY: { red: { min: 50, max: 3000 }, orange: { min: 100, max: 2000 } },
};

/** The colour of each hydration band (water readings). */
export const HYDRATION_BAND_COLOURS: Record<HydrationBandName, IndicatorColour> = {
  dry: 'RED',
  needsWater: 'ORANGE',
  good: 'GREEN',
  saturated: 'BLUE',
};

/** The water scale level a colour stands for when the reading is water. */
export const INDICATOR_COLOUR_LEVELS: Record<IndicatorColour, IndicatorLevel> = {
  BLUE: 'tooWet',
  GREEN: 'moist',
  ORANGE: 'needsWater',
  RED: 'tooDry',
  GREY: 'unknown',
};

export interface IndicatorReadings {
  water?: number | null;
  temperature?: number | null;
  ph?: number | null;
  conductivity?: number | null;
}

const isReading = (value: number | null | undefined): value is number =>
  value != null && !Number.isNaN(value);

function rangeColour(value: number | null | undefined, range: IndicatorRange): IndicatorColour {
  if (!isReading(value)) return 'GREY';
  if (value < range.red.min || value > range.red.max) return 'RED';
  if (value < range.orange.min || value > range.orange.max) return 'ORANGE';
  return 'GREEN';
}

/** The indicator colour of a thing's readings for its indicator parameter. */
export function indicatorColourFor(
  parameter: IndicatorParameter,
  readings: IndicatorReadings,
  bands: readonly HydrationBand[] = DEFAULT_HYDRATION_BANDS,
): IndicatorColour {
  switch (parameter) {
    case 'WATER': {
      const band = isReading(readings.water) ? hydrationBand(readings.water, bands) : null;
      return band ? HYDRATION_BAND_COLOURS[band.name] : 'GREY';
    }
    case 'TEMPERATURE':
      return rangeColour(readings.temperature, INDICATOR_RANGES.TEMPERATURE);
    case 'PH':
      return rangeColour(readings.ph, INDICATOR_RANGES.PH);
    case 'CONDUCTIVITY':
      return rangeColour(readings.conductivity, INDICATOR_RANGES.CONDUCTIVITY);
  }
}

/**
 * The water scale level of a thing's indicator colour, or undefined when the
 * colour comes from another reading (pH, temperature, conductivity): the water
 * scale's words would be wrong for those.
 */
export function waterLevelOfColour(
  colour: IndicatorColour | string,
  parameter: IndicatorParameter | string,
): IndicatorLevel | undefined {
  if (parameter !== 'WATER') return undefined;
  return INDICATOR_COLOUR_LEVELS[colour as IndicatorColour] ?? 'unknown';
}

// Watering advice that reads the sky (issue 12, docs/decisions/0130-watering-advice.md):
// "Water about 12 litres today" or "Skip: 6 mm of rain expected tonight", with every
// input and how it moved the advice ("Why?"), and what it lacks, said plainly.
//
// The rule, in short (the decision record gives the reasoning and sources):
//   1. A moisture reading from a linked sensor beats any estimate: in the good band or
//      wetter → skip; in the needs-water or dry band → water.
//   2. Rain coming: at least SKIP_FORECAST_MM in the next 24 hours with a chance of at
//      least SKIP_FORECAST_PROBABILITY % → skip (unless a sensor says the soil is dry).
//   3. Otherwise estimate the week's shortfall per m²: the plants' weekly need (UK summer
//      evaporation × the category's factor) minus the rain of the last 7 days and the
//      rain expected in the next 24 hours (weighted by its chance), scaled by how the
//      soil drains. 1 mm of rain is 1 litre on each m². A shortfall under
//      MIN_SHORTFALL_MM → skip; else water shortfall × bed area, in one good soak.
//   4. Without a sensor and without the last week's rain, the soil's state is unknown:
//      the advice says so rather than guess.
// A pure function: the same inputs always give the same advice, here and on the server.
import type { ThingCategory } from './enums';
import { hydrationBand } from './hydration';
import { DEFAULT_BED_AREA, WATER_NEED_FACTOR } from './wateringNeeds';

export type WateringAdviceKind = 'water' | 'skip' | 'unknown';

/** The inputs the advice can use; each may be missing. */
export type WateringInputName =
  'moisture' | 'forecast' | 'rainLast7Days' | 'drainage' | 'bedArea' | 'category';

export interface WateringReason {
  input: WateringInputName;
  text: string;
}

export interface WateringAdvice {
  kind: WateringAdviceKind;
  /** How much to give today (kind 'water'); rounded, as the headline says it. */
  litres?: number;
  /** "Water about 12 litres today", "Skip: 6 mm of rain expected tonight". */
  headline: string;
  /** Each input used, and how it moved the advice, in the order they were weighed. */
  reasons: WateringReason[];
  /** What the advice could not use, said plainly. */
  missing: WateringReason[];
}

export interface WateringForecast {
  /** Rain expected over the next 24 hours, mm. */
  rainMm: number;
  /** Highest hourly chance of rain in that window, %; missing means "as forecast". */
  rainProbability?: number | null;
  /** When the rain is expected to start, for "tonight" / "tomorrow". */
  firstRainAt?: Date | string | null;
}

export interface WateringInputs {
  category: ThingCategory;
  /** m²; missing → the category's typical area (DEFAULT_BED_AREA). */
  bedArea?: number | null;
  /** Rain over the last 7 days at the nearest gauge, mm. */
  rainLast7DaysMm?: number | null;
  /** The next 24 hours' forecast. */
  forecast?: WateringForecast | null;
  /** Soilscape natural drainage ("Freely draining", …). */
  drainage?: string | null;
  /** Latest volumetric water content from a linked sensor, %. */
  moisture?: number | null;
  /** For "tonight" / "tomorrow"; the current time by default. */
  now?: Date;
}

/**
 * Mean daily reference evaporation of a UK summer (mm/day), the water a well-watered
 * grass surface gives up: about 3 mm on a typical June–August day in southern England.
 */
export const SUMMER_EVAPORATION_MM_PER_DAY = 3;

/** Categories under cover: rain does not reach them. */
const UNDER_COVER: ReadonlySet<ThingCategory> = new Set(['GREENHOUSE']);

/**
 * How the soil's natural drainage (Cranfield Soilscapes classes) scales the need:
 * freely draining soil holds less of the rain; wet and impeded soils hold more.
 */
export const DRAINAGE_FACTOR: Record<string, number> = {
  'freely draining': 1.2,
  'slightly impeded drainage': 1,
  variable: 1,
  'impeded drainage': 0.8,
  'surface wetness': 0.8,
  'naturally wet': 0.6,
};

export const SKIP_FORECAST_MM = 5;
export const SKIP_FORECAST_PROBABILITY = 60;
/** A shortfall smaller than this (mm, i.e. litres per m²) is not worth a watering. */
export const MIN_SHORTFALL_MM = 3;

const fmt = (value: number) =>
  Number.isInteger(value) ? String(value) : value.toFixed(1).replace(/\.0$/, '');

/** Litres as a person would say them: to the litre up to 20, then to 5 litres. */
export function roundLitres(litres: number): number {
  if (litres < 1) return 1;
  return litres <= 20 ? Math.round(litres) : Math.round(litres / 5) * 5;
}

/** "tonight", "today", "tomorrow" or "in the next 24 hours", from when rain starts. */
export function whenRain(firstRainAt: Date | string | null | undefined, now: Date): string {
  if (!firstRainAt) return 'in the next 24 hours';
  const at = new Date(firstRainAt);
  if (Number.isNaN(at.getTime())) return 'in the next 24 hours';
  const sameDay = at.toDateString() === now.toDateString();
  if (sameDay) return at.getHours() >= 17 ? 'tonight' : 'today';
  const tomorrow = new Date(now);
  tomorrow.setDate(now.getDate() + 1);
  if (at.toDateString() === tomorrow.toDateString()) {
    return at.getHours() < 6 ? 'tonight' : 'tomorrow';
  }
  return 'in the next 24 hours';
}

const usable = (value: number | null | undefined): value is number =>
  typeof value === 'number' && Number.isFinite(value);

/** The advice for one thing, or null for categories that are never watered (a bench). */
export function wateringAdvice(inputs: WateringInputs): WateringAdvice | null {
  const need = WATER_NEED_FACTOR[inputs.category];
  if (need === undefined) return null;
  const now = inputs.now ?? new Date();
  const reasons: WateringReason[] = [];
  const missing: WateringReason[] = [];
  const underCover = UNDER_COVER.has(inputs.category);

  // The area, and the category's weekly need.
  const defaultArea = DEFAULT_BED_AREA[inputs.category]!;
  const area = usable(inputs.bedArea) && inputs.bedArea > 0 ? inputs.bedArea : defaultArea;
  const weeklyNeed = SUMMER_EVAPORATION_MM_PER_DAY * 7 * need;
  reasons.push({
    input: 'category',
    text: `Plants like these use about ${fmt(Math.round(weeklyNeed))} litres per m² a week in summer.`,
  });
  if (area === inputs.bedArea) {
    reasons.push({ input: 'bedArea', text: `The bed is ${fmt(area)} m².` });
  } else {
    missing.push({
      input: 'bedArea',
      text: `No bed area recorded: assuming ${fmt(defaultArea)} m², typical for this kind of thing.`,
    });
  }

  // 1. A sensor's reading.
  const band = usable(inputs.moisture) ? hydrationBand(inputs.moisture) : null;
  if (band) {
    const moisture = fmt(Math.round(inputs.moisture! * 10) / 10);
    if (band.name === 'good' || band.name === 'saturated') {
      reasons.push({
        input: 'moisture',
        text: `The soil sensor reads ${moisture}% moisture: ${band.name === 'good' ? 'moist enough' : 'already wet'}.`,
      });
      return {
        kind: 'skip',
        headline: `Skip: the soil sensor reads ${moisture}% moisture`,
        reasons,
        missing,
      };
    }
    reasons.push({
      input: 'moisture',
      text: `The soil sensor reads ${moisture}% moisture: ${band.name === 'dry' ? 'too dry' : 'needs water'}, whatever the weather says.`,
    });
  } else {
    missing.push({
      input: 'moisture',
      text: 'No moisture sensor linked: the soil is estimated from rain.',
    });
  }
  const sensorSaysWater = band !== null;

  // 2. Rain coming.
  const forecast = inputs.forecast && usable(inputs.forecast.rainMm) ? inputs.forecast : null;
  let expected = 0;
  if (underCover) {
    reasons.push({ input: 'forecast', text: 'Under cover: rain does not reach it.' });
  } else if (forecast) {
    const chance = usable(forecast.rainProbability) ? forecast.rainProbability : null;
    const mm = fmt(Math.round(forecast.rainMm * 10) / 10);
    const when = whenRain(forecast.firstRainAt, now);
    expected = forecast.rainMm * (chance === null ? 1 : chance / 100);
    const heavy =
      forecast.rainMm >= SKIP_FORECAST_MM &&
      (chance === null || chance >= SKIP_FORECAST_PROBABILITY);
    reasons.push({
      input: 'forecast',
      text:
        forecast.rainMm > 0
          ? `${mm} mm of rain forecast ${when}${chance === null ? '' : ` (${chance}% chance)`}.`
          : 'No rain forecast in the next 24 hours.',
    });
    if (heavy && !sensorSaysWater) {
      return {
        kind: 'skip',
        headline: `Skip: ${mm} mm of rain expected ${when}`,
        reasons,
        missing,
      };
    }
  } else {
    missing.push({ input: 'forecast', text: 'No forecast for the next 24 hours.' });
  }

  // 3. The week's shortfall.
  const drainageKey = inputs.drainage?.trim().toLowerCase() ?? '';
  const drainage = DRAINAGE_FACTOR[drainageKey];
  if (drainage !== undefined) {
    const effect =
      drainage > 1
        ? 'holds little water, so it needs more'
        : drainage < 1
          ? 'holds water, so it needs less'
          : 'makes no difference';
    reasons.push({
      input: 'drainage',
      text: `The soil is ${inputs.drainage!.trim().toLowerCase()}: it ${effect}.`,
    });
  } else if (inputs.drainage?.trim()) {
    missing.push({
      input: 'drainage',
      text: `Soil drainage "${inputs.drainage.trim()}" is not one the rule knows.`,
    });
  } else {
    missing.push({
      input: 'drainage',
      text: 'No soil data here: drainage not taken into account.',
    });
  }
  const rain = usable(inputs.rainLast7DaysMm) ? Math.max(0, inputs.rainLast7DaysMm) : null;
  if (underCover) {
    // Rain history does not matter under cover: the need is the week's evaporation.
  } else if (rain !== null) {
    reasons.push({
      input: 'rainLast7Days',
      text: `${fmt(Math.round(rain * 10) / 10)} mm of rain fell in the last 7 days at the nearest gauge.`,
    });
  } else {
    missing.push({
      input: 'rainLast7Days',
      text: 'No rain gauge nearby: the last week\u2019s rain is unknown.',
    });
  }
  if (!underCover && rain === null && !sensorSaysWater) {
    return {
      kind: 'unknown',
      headline: 'Not sure: no rain record and no moisture sensor for this spot',
      reasons,
      missing,
    };
  }
  const received = underCover ? 0 : (rain ?? 0) + expected;
  const shortfall = Math.max(0, (weeklyNeed - received) * (drainage ?? 1));
  if (shortfall < MIN_SHORTFALL_MM && !sensorSaysWater) {
    return {
      kind: 'skip',
      headline: `Skip: enough rain this week (${fmt(Math.round(received))} mm)`,
      reasons,
      missing,
    };
  }
  // A dry sensor with a rain-soaked week still gets a top-up of a quarter of the week's need.
  const perSquareMetre = Math.max(shortfall, sensorSaysWater ? weeklyNeed / 4 : 0);
  const litres = roundLitres(perSquareMetre * area);
  return {
    kind: 'water',
    litres,
    headline: `Water about ${litres} litres today`,
    reasons,
    missing,
  };
}

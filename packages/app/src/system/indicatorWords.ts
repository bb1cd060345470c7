// How a thing's indicator is put in words when its reading is not water (decision 0101: for
// pH, temperature and conductivity the colours mean ok, watch, act, not the water scale's
// words). The thing page (routes/Thing/ThingDetails.tsx) and the partners' thing card
// (ssr/widgets/ThingCardWidget.tsx) both read them here.
import type { TagTone } from '@bloomkeep/ui';

/** The reading each indicator parameter shows. */
export const INDICATOR_PARAMETER_LABELS: Record<string, string> = {
  WATER: 'Soil moisture',
  TEMPERATURE: 'Soil temperature',
  PH: 'Soil pH',
  CONDUCTIVITY: 'Soil conductivity',
};

/** For pH, temperature and conductivity the colours mean ok, watch, act (decision 0101). */
export const INDICATOR_COLOUR_WORDS: Record<string, string> = {
  GREEN: 'In a good range',
  ORANGE: 'Worth watching',
  RED: 'Needs attention',
  BLUE: 'High',
  GREY: 'No recent reading',
};

export const INDICATOR_COLOUR_TONES: Record<string, TagTone> = {
  GREEN: 'positive',
  ORANGE: 'caution',
  RED: 'critical',
  BLUE: 'info',
  GREY: 'neutral',
};

import type { IndicatorLevel } from '@bloomkeep/ui';

type IndicatorColour = 'BLUE' | 'GREEN' | 'GREY' | 'ORANGE' | 'RED';
type IndicatorParameter = 'WATER' | 'PH' | 'TEMPERATURE' | 'CONDUCTIVITY';

const LEVELS: Record<IndicatorColour, IndicatorLevel> = {
  BLUE: 'tooWet',
  GREEN: 'moist',
  ORANGE: 'needsWater',
  RED: 'tooDry',
  GREY: 'unknown',
};

/**
 * The water scale level of a thing's indicator colour (spec §3), or undefined when the colour
 * comes from another reading (pH, temperature, conductivity): the kit's labels are water words.
 */
export function waterLevel(
  colour: IndicatorColour | string,
  parameter: IndicatorParameter | string,
): IndicatorLevel | undefined {
  return parameter === 'WATER' ? (LEVELS[colour as IndicatorColour] ?? 'unknown') : undefined;
}

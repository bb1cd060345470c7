import { describe, expect, it } from 'vitest';
import {
  DEVICE_MODEL_LABELS,
  HYDRATION_BAND_LABELS,
  INDICATOR_LEVEL_LABELS,
  hydrationRangeText,
  indicatorColourFor,
  indicatorLevelForWater,
  waterLevelOfColour,
  INDICATOR_COLOUR_LEVELS,
} from './index';

describe('indicatorColourFor', () => {
  it.each([
    [0, 'RED'],
    [20, 'RED'],
    [20.5, 'ORANGE'],
    [30, 'ORANGE'],
    [31, 'GREEN'],
    [60, 'GREEN'],
    [60.1, 'BLUE'],
    [140, 'BLUE'],
    [null, 'GREY'],
  ] as const)('water %s → %s', (water, colour) =>
    expect(indicatorColourFor('WATER', { water })).toBe(colour),
  );

  it.each([
    [1.9, 'RED'],
    [2, 'ORANGE'],
    [4.9, 'ORANGE'],
    [5, 'GREEN'],
    [30, 'GREEN'],
    [30.1, 'ORANGE'],
    [35, 'ORANGE'],
    [35.1, 'RED'],
  ] as const)('temperature %s °C → %s', (temperature, colour) =>
    expect(indicatorColourFor('TEMPERATURE', { temperature, water: 45 })).toBe(colour),
  );

  it('reads only the indicator parameter', () => {
    expect(indicatorColourFor('PH', { water: 10, ph: 6.5 })).toBe('GREEN');
    expect(indicatorColourFor('PH', { water: 45 })).toBe('GREY');
    expect(indicatorColourFor('CONDUCTIVITY', { conductivity: 3001 })).toBe('RED');
  });

  it('agrees with the water scale level of the same reading', () => {
    for (const water of [0, 15, 25, 45, 75, null]) {
      expect(INDICATOR_COLOUR_LEVELS[indicatorColourFor('WATER', { water })]).toBe(
        indicatorLevelForWater(water),
      );
    }
  });
});

describe('waterLevelOfColour', () => {
  it('names water colours on the water scale and nothing else', () => {
    expect(waterLevelOfColour('ORANGE', 'WATER')).toBe('needsWater');
    expect(waterLevelOfColour('BLUE', 'WATER')).toBe('tooWet');
    expect(waterLevelOfColour('PURPLE', 'WATER')).toBe('unknown');
    expect(waterLevelOfColour('RED', 'PH')).toBeUndefined();
  });
});

describe('hydration band words', () => {
  it('are the water scale words of each band', () => {
    expect(HYDRATION_BAND_LABELS).toEqual({
      dry: INDICATOR_LEVEL_LABELS.tooDry,
      needsWater: INDICATOR_LEVEL_LABELS.needsWater,
      good: INDICATOR_LEVEL_LABELS.moist,
      saturated: INDICATOR_LEVEL_LABELS.tooWet,
    });
  });

  it('describe each level by its range on the default bands', () => {
    expect(hydrationRangeText('tooDry')).toBe('20% or less');
    expect(hydrationRangeText('needsWater')).toBe('21–30%');
    expect(hydrationRangeText('moist')).toBe('31–60%');
    expect(hydrationRangeText('tooWet')).toBe('more than 60%');
    expect(hydrationRangeText('unknown')).toBeNull();
  });
});

describe('device model labels', () => {
  it('use the words of the spec', () => {
    expect(DEVICE_MODEL_LABELS).toEqual({
      LSE01: 'LSE01 soil moisture and EC sensor',
      LSPH01: 'LSPH01 soil pH sensor',
      THE_THINGS_UNO: 'The Things Uno development board and pump controller',
    });
  });
});

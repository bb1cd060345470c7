import { describe, expect, it } from 'vitest';
import { LITRES_MAX, LITRES_MESSAGES, litresError } from './actions';

describe('litresError', () => {
  it('leaves litres optional for every type', () => {
    expect(litresError(null, 'WATERING')).toBeNull();
    expect(litresError(undefined, 'UPKEEP')).toBeNull();
  });

  it('accepts more than 0 up to the maximum on a watering', () => {
    expect(litresError(0.5, 'WATERING')).toBeNull();
    expect(litresError(12, 'WATERING')).toBeNull();
    expect(litresError(LITRES_MAX, 'WATERING')).toBeNull();
  });

  it.each([0, -1, LITRES_MAX + 0.1, Number.NaN, Number.POSITIVE_INFINITY])(
    'refuses %s litres',
    (litres) => {
      expect(litresError(litres, 'WATERING')).toBe(LITRES_MESSAGES.range);
    },
  );

  it('refuses litres on anything but a watering', () => {
    expect(litresError(5, 'UPKEEP')).toBe(LITRES_MESSAGES.notWatering);
    expect(litresError(5, null)).toBe(LITRES_MESSAGES.notWatering);
  });
});

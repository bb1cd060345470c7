import { describe, expect, it } from 'vitest';
import {
  batteryLevel,
  batteryPercentFromVolts,
  formatNumber,
  phRegion,
  signalBars,
  signalQuality,
} from './readings';

describe('battery', () => {
  it.each([
    [3.6, 100],
    [3.7, 100],
    [3.3, 50],
    [3.0, 0],
    [2.8, 0],
    [3.45, 75],
  ])('%s V is %s %%', (volts, percent) => expect(batteryPercentFromVolts(volts)).toBe(percent));

  it.each([
    [5, 'low'],
    [20, 'low'],
    [21, 'medium'],
    [60, 'medium'],
    [61, 'full'],
  ] as const)('%s %% is %s', (percent, level) => expect(batteryLevel(percent)).toBe(level));
});

describe('signal', () => {
  it.each([
    [-35, 'excellent', 4],
    [-90, 'excellent', 4],
    [-97, 'good', 3],
    [-110, 'fair', 2],
    [-115, 'weak', 1],
    [-120, 'poor', 0],
  ] as const)('RSSI %s dBm is %s with %s bars', (rssi, quality, bars) => {
    expect(signalQuality(rssi)).toBe(quality);
    expect(signalBars[signalQuality(rssi)]).toBe(bars);
  });
});

describe('pH', () => {
  it.each([
    [0, 'acidic'],
    [6.4, 'acidic'],
    [7, 'neutral'],
    [7.5, 'neutral'],
    [8, 'alkaline'],
    [14, 'alkaline'],
  ] as const)('pH %s is %s', (ph, region) => expect(phRegion(ph)).toBe(region));
});

describe('formatNumber', () => {
  it('formats en-US with at most the given decimals', () => {
    expect(formatNumber(1234.56, 1)).toBe('1,234.6');
    expect(formatNumber(5.96, 2)).toBe('5.96');
    expect(formatNumber(42, 1)).toBe('42');
    expect(formatNumber(42.4, 0)).toBe('42');
  });
});

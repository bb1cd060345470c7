import { describe, expect, it } from 'vitest';
import { hexToRgba, runtimeTokens } from './runtimeTokens';
import { themeTokens } from './themeTokens';

describe('runtimeTokens', () => {
  it('converts hex to RGBA with an opaque default alpha', () => {
    expect(hexToRgba('#2e7d32')).toEqual([46, 125, 50, 255]);
    expect(hexToRgba('#FFFFFF80')).toEqual([255, 255, 255, 128]);
  });

  it('rejects colours it cannot convert losslessly', () => {
    expect(() => hexToRgba('green')).toThrow(/#rrggbb/);
  });

  it('derives every theme from the same token source', () => {
    expect(runtimeTokens.default.brand).toEqual(hexToRgba(themeTokens.default.colour.brand));
    expect(runtimeTokens.beeCafe.brand).toEqual(hexToRgba(themeTokens.beeCafe.colour.brand));
    expect(runtimeTokens.default.indicator.needsWater).toEqual(
      hexToRgba(themeTokens.default.colour.indicator.needsWater),
    );
    expect(runtimeTokens.beeCafe.tone.critical.solid).toEqual(
      hexToRgba(themeTokens.beeCafe.colour.tone.critical.solid),
    );
  });

  it('lets the bee cafe brand differ from the default brand', () => {
    expect(runtimeTokens.beeCafe.brand).not.toEqual(runtimeTokens.default.brand);
  });
});

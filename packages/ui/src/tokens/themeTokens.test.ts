import { BRAND_MAIL_COLOURS } from '@bloomkeep/schema';
import { describe, expect, it } from 'vitest';
import { hexToRgba } from './runtimeTokens';
import { themeNames, themeTokens } from './themeTokens';

/** WCAG relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const [r, g, b] = hexToRgba(hex).map((channel) => {
    const c = channel / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (b ?? 0);
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** CIELAB (D65) of a #rrggbb colour. */
function lab(hex: string): [number, number, number] {
  const [r, g, b] = hexToRgba(hex).map((channel) => {
    const c = channel / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  const x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047;
  const y = 0.2126 * r + 0.7152 * g + 0.0722 * b;
  const z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883;
  const f = (t: number) => (t > 216 / 24389 ? Math.cbrt(t) : ((24389 / 27) * t) / 116 + 16 / 116);
  return [116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z))];
}

/** CIE76 colour difference: about 2.3 is just noticeable; above 20 reads as another colour. */
function deltaE(a: string, b: string): number {
  const [l1, a1, b1] = lab(a);
  const [l2, a2, b2] = lab(b);
  return Math.hypot(l1 - l2, a1 - a2, b1 - b2);
}

describe.each(themeNames)('the %s theme tokens', (name) => {
  const { colour, radius } = themeTokens[name];

  it('keep the caution tone apart from the brand colour', () => {
    expect(colour.tone.caution.solid).not.toBe(colour.brand);
    expect(deltaE(colour.tone.caution.solid, colour.brand)).toBeGreaterThanOrEqual(20);
    // Caution text must not read as brand text either.
    expect(deltaE(colour.tone.caution.foreground, colour.brandStrong)).toBeGreaterThanOrEqual(10);
  });

  it('keep caution apart from critical, so a warning does not read as an error', () => {
    expect(deltaE(colour.tone.caution.solid, colour.tone.critical.solid)).toBeGreaterThanOrEqual(
      20,
    );
  });

  it('keep every tone readable (WCAG AA, 4.5:1)', () => {
    for (const [tone, tokens] of Object.entries(colour.tone)) {
      for (const behind of [colour.surface, colour.background, tokens.soft]) {
        expect(
          contrast(tokens.foreground, behind),
          `${tone}.foreground on ${behind}`,
        ).toBeGreaterThanOrEqual(4.5);
      }
      expect(contrast(tokens.onSolid, tokens.solid), `${tone}.onSolid`).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('give the accent (the brand as a tone) readable text and the brand colour', () => {
    const { accent } = colour;
    for (const behind of [colour.surface, colour.background, colour.surfaceRaised, accent.soft]) {
      expect(contrast(accent.foreground, behind), `accent on ${behind}`).toBeGreaterThanOrEqual(
        4.5,
      );
    }
    expect(contrast(accent.onSolid, accent.solid)).toBeGreaterThanOrEqual(4.5);
    expect(accent.solid).toBe(colour.brand);
    // A success toast must not look like a warning.
    expect(deltaE(accent.soft, colour.tone.caution.soft)).toBeGreaterThanOrEqual(5);
  });

  it("colour the brand's e-mails with the theme's own values", () => {
    expect(BRAND_MAIL_COLOURS[name]).toEqual({
      brand: colour.brand,
      onBrand: colour.onBrand,
      text: colour.text,
      background: colour.background,
    });
  });

  it('keep checkboxes square-ish: corners at most a third of the 20px box, unlike radios', () => {
    const corner = Number.parseFloat(radius.checkbox);
    expect(corner).toBeGreaterThanOrEqual(0);
    expect(corner).toBeLessThanOrEqual(20 / 3);
    expect(radius.checkbox).not.toBe(radius.full);
  });
});

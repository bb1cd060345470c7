import { themeTokens, type ThemeName, type ThemeTokens } from './themeTokens';

/** `[red, green, blue, alpha]`, each 0–255, as deck.gl and canvas code expect. */
export type Rgba = [number, number, number, number];

type RuntimeColours<T> = { [K in keyof T]: T[K] extends string ? Rgba : RuntimeColours<T[K]> };

export type RuntimeTokens = RuntimeColours<ThemeTokens['colour']>;

export function hexToRgba(hex: string): Rgba {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})?$/i.exec(hex);
  if (!match) throw new Error(`Expected a #rrggbb or #rrggbbaa colour, got "${hex}"`);
  const [, r, g, b, a] = match;
  return [
    parseInt(r ?? '0', 16),
    parseInt(g ?? '0', 16),
    parseInt(b ?? '0', 16),
    a === undefined ? 255 : parseInt(a, 16),
  ];
}

function toRuntime<T extends object>(colours: T): RuntimeColours<T> {
  return Object.fromEntries(
    Object.entries(colours).map(([key, value]) => [
      key,
      typeof value === 'string' ? hexToRgba(value) : toRuntime(value as object),
    ]),
  ) as RuntimeColours<T>;
}

/** Colour tokens as RGBA arrays per theme, for canvas and WebGL (map layers, charts). */
export const runtimeTokens = Object.fromEntries(
  Object.entries(themeTokens).map(([name, tokens]) => [name, toRuntime(tokens.colour)]),
) as Record<ThemeName, RuntimeTokens>;

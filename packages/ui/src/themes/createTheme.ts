import type { CSSProperties } from 'react';
import { themeTokens, type ThemeName, type ThemeTokens } from '../tokens/themeTokens';
import { cssVariableName } from './cssVariableName';

/** Any part of the tokens: what a brand changes. */
export type ThemeOverrides = { [K in keyof ThemeTokens]?: DeepPartial<ThemeTokens[K]> };
type DeepPartial<T> = { [K in keyof T]?: T[K] extends string ? string : DeepPartial<T[K]> };

/** A theme made at run time: the kit's CSS custom properties with their values. */
export type CustomTheme = CSSProperties & Record<`--bk-${string}`, string>;

/**
 * A brand of one's own, without a build step: the tokens of `base` (the default theme unless
 * named) with `overrides` on top, as CSS custom properties (`--bk-colour-brand: #5b2a86`, …).
 * Pass it to `ThemeProvider`'s `customTheme`, or put it on any element's `style`.
 */
export function createTheme(overrides: ThemeOverrides, base: ThemeName = 'default'): CustomTheme {
  const variables: Record<string, string> = {};
  const walk = (baseNode: unknown, override: unknown, path: string[]) => {
    if (typeof baseNode === 'string') {
      variables[`--${cssVariableName(path)}`] = typeof override === 'string' ? override : baseNode;
      return;
    }
    for (const [key, value] of Object.entries(baseNode as Record<string, unknown>)) {
      walk(value, (override as Record<string, unknown> | undefined)?.[key], [...path, key]);
    }
  };
  walk(themeTokens[base], overrides, []);
  return variables as CustomTheme;
}

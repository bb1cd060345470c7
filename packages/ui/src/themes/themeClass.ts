import type { ThemeName } from '../tokens/themeTokens';
import { beeCafeThemeClass } from './beeCafe.css';
import { defaultThemeClass } from './default.css';

/** The class that applies each theme's CSS variables. */
export const themeClass: Record<ThemeName, string> = {
  default: defaultThemeClass,
  beeCafe: beeCafeThemeClass,
};

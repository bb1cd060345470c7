import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from './contract.css';

/** Base styles for everything inside a theme root (see ThemeProvider). */
export const themeRoot = style({
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.medium,
  lineHeight: vars.font.lineHeight.normal,
  color: vars.colour.text,
  backgroundColor: vars.colour.background,
  WebkitFontSmoothing: 'antialiased',
  MozOsxFontSmoothing: 'grayscale',
});

globalStyle(`${themeRoot} *, ${themeRoot} *::before, ${themeRoot} *::after`, {
  boxSizing: 'border-box',
});

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
  // What the page around the root would otherwise pass down (a partner's `div { … }`).
  textTransform: 'none',
  letterSpacing: 'normal',
});

globalStyle(`${themeRoot} *, ${themeRoot} *::before, ${themeRoot} *::after`, {
  boxSizing: 'border-box',
});

// Style isolation for partners' pages (docs/decisions/0142): a host's element rules such as
// `* { line-height: 2 }` or `h3 { text-transform: uppercase; color: purple }` must not reach the
// kit. Each rule below only restates what the element gets anyway with no host stylesheet: the
// inherited value, or the browser's own value where its stylesheet sets one (form controls get
// `line-height: normal`, `text-transform: none`, `letter-spacing: normal`; see below for colour
// and font), so the app and Storybook should look the same. At one class of specificity they
// beat any host selector made of elements only; the kit's component classes come after this
// file in the stylesheet (ThemeProvider is the first component), so they still win over it.
const formControls = 'input, textarea, select, button';
globalStyle(`${themeRoot} :where(:not(${formControls}))`, {
  lineHeight: 'inherit',
  textTransform: 'inherit',
  letterSpacing: 'inherit',
});
globalStyle(`${themeRoot} :where(${formControls})`, {
  lineHeight: 'normal',
  textTransform: 'none',
  letterSpacing: 'normal',
});
// Browsers colour links, marks, rules, dialogs, meters and form controls themselves, and set
// code's and form controls' fonts; those keep the browser's values.
globalStyle(`${themeRoot} :where(:not(${formControls}, a, mark, hr, dialog, meter, progress))`, {
  color: 'inherit',
});
globalStyle(`${themeRoot} :where(:not(${formControls}, code, kbd, pre, samp, tt))`, {
  fontFamily: 'inherit',
});

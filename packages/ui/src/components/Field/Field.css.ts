import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';

/** Shared styles of the form fields: label, help text, error and the input box. */
export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  minWidth: 0,
  fontFamily: vars.font.family.body,
  color: vars.colour.text,
});

export const label = style({
  fontSize: vars.font.size.small,
  fontWeight: vars.font.weight.strong,
  lineHeight: vars.font.lineHeight.tight,
  overflowWrap: 'anywhere',
});

export const asterisk = style({
  marginInlineStart: vars.space.xxsmall,
  color: vars.colour.tone.critical.foreground,
});

export const description = style({
  fontSize: vars.font.size.small,
  lineHeight: vars.font.lineHeight.normal,
  color: vars.colour.textMuted,
  overflowWrap: 'anywhere',
});

export const error = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.xxsmall,
  fontSize: vars.font.size.small,
  lineHeight: vars.font.lineHeight.normal,
  fontWeight: vars.font.weight.medium,
  color: vars.colour.tone.critical.foreground,
  overflowWrap: 'anywhere',
});

export const errorIcon = style({ flexShrink: 0, marginTop: 2 });

const focusRing = `0 0 0 1px ${vars.colour.focusRing}, 0 0 0 3px color-mix(in srgb, ${vars.colour.focusRing} 35%, transparent)`;

/** The bordered box: an <input>, <textarea> or a Group wrapping an input and buttons. */
export const box = style({
  display: 'flex',
  alignItems: 'center',
  width: '100%',
  minHeight: 44,
  boxSizing: 'border-box',
  margin: 0,
  paddingInline: vars.space.medium,
  border: `1px solid ${vars.colour.border}`,
  borderRadius: vars.radius.medium,
  backgroundColor: vars.colour.surface,
  color: vars.colour.text,
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.medium,
  lineHeight: vars.font.lineHeight.normal,
  outline: 'none',
  transition: `border-color ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
  selectors: {
    '&::placeholder': { color: vars.colour.textMuted, opacity: 1 },
    '&[data-hovered]': { borderColor: vars.colour.textMuted },
    '&[data-focused], &[data-focus-within], &[data-focus-visible]': {
      borderColor: vars.colour.focusRing,
      boxShadow: focusRing,
    },
    '&[data-invalid]': { borderColor: vars.colour.tone.critical.solid },
    '&[data-invalid][data-focused], &[data-invalid][data-focus-within]': {
      boxShadow: `0 0 0 1px ${vars.colour.tone.critical.solid}`,
    },
    '&[data-disabled]': {
      cursor: 'not-allowed',
      opacity: 0.55,
      backgroundColor: vars.colour.background,
    },
  },
});

/** An <input> inside a box Group: borderless, takes the free space. */
export const innerInput = style({
  flex: 1,
  minWidth: 0,
  alignSelf: 'stretch',
  margin: 0,
  padding: 0,
  border: 0,
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  outline: 'none',
  selectors: {
    '&::placeholder': { color: vars.colour.textMuted, opacity: 1 },
    '&::-webkit-search-cancel-button': { display: 'none' },
    '&[disabled]': { cursor: 'not-allowed' },
  },
});

/** A small square button inside a box (show passphrase, clear, steppers). */
export const inlineButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: 32,
  height: 32,
  margin: 0,
  marginInlineEnd: `calc(-1 * ${vars.space.xsmall})`,
  padding: 0,
  border: 0,
  borderRadius: vars.radius.small,
  background: 'transparent',
  color: vars.colour.textMuted,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered], &[data-pressed]': {
      backgroundColor: vars.colour.tone.neutral.soft,
      color: vars.colour.text,
    },
    '&[data-focus-visible]': { boxShadow: `0 0 0 2px ${vars.colour.focusRing}` },
    '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.55 },
  },
});

export { visuallyHidden } from '../../css/visuallyHidden.css';

import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';
import { mediaQuery } from '../../css/breakpoints';

export const region = style({
  position: 'fixed',
  zIndex: 200,
  insetInline: vars.space.large,
  bottom: vars.space.large,
  display: 'flex',
  flexDirection: 'column-reverse',
  alignItems: 'stretch',
  gap: vars.space.small,
  outline: 'none',
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.medium,
  lineHeight: vars.font.lineHeight.normal,
  '@media': {
    [mediaQuery.tablet]: { insetInline: 'auto', right: vars.space.xlarge, width: 380 },
  },
  selectors: {
    '&[data-focus-visible]': { boxShadow: `0 0 0 2px ${vars.colour.focusRing}` },
  },
});

export const list = style({
  display: 'flex',
  flexDirection: 'column-reverse',
  gap: vars.space.small,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const toast = style({
  boxSizing: 'border-box',
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.small,
  padding: vars.space.medium,
  paddingInlineStart: vars.space.large,
  borderRadius: vars.radius.medium,
  border: '1px solid',
  boxShadow: vars.shadow.medium,
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': {
      boxShadow: `0 0 0 2px ${vars.colour.surface}, 0 0 0 4px ${vars.colour.focusRing}`,
    },
  },
});

export const tone = styleVariants({
  // Success wears the brand (green for Bloomkeep, honey for the bee cafe brand).
  positive: {
    backgroundColor: vars.colour.accent.soft,
    borderColor: vars.colour.accent.solid,
    color: vars.colour.text,
  },
  negative: {
    backgroundColor: vars.colour.tone.critical.soft,
    borderColor: vars.colour.tone.critical.solid,
    color: vars.colour.text,
  },
  info: {
    backgroundColor: vars.colour.tone.info.soft,
    borderColor: vars.colour.tone.info.solid,
    color: vars.colour.text,
  },
});

export const icon = style({ display: 'inline-flex', flexShrink: 0, paddingTop: 2 });

export const iconTone = styleVariants({
  positive: { color: vars.colour.accent.foreground },
  negative: { color: vars.colour.tone.critical.foreground },
  info: { color: vars.colour.tone.info.foreground },
});

export const content = style({
  display: 'grid',
  gap: vars.space.xxsmall,
  flex: '1 1 auto',
  minWidth: 0,
  paddingBlock: vars.space.xxsmall,
  overflowWrap: 'anywhere',
});

export const title = style({ fontWeight: vars.font.weight.strong });

export const close = style({
  flexShrink: 0,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 32,
  height: 32,
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.full,
  backgroundColor: 'transparent',
  color: vars.colour.text,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered], &[data-pressed]': { backgroundColor: vars.colour.surface },
    '&[data-focus-visible]': { boxShadow: `0 0 0 2px ${vars.colour.focusRing}` },
  },
});

/** The toast's one action (Undo): a compact text button in the toast's tone. */
export const action = style({
  flexShrink: 0,
  alignSelf: 'center',
  minHeight: 32,
  paddingInline: vars.space.small,
  border: '1px solid currentColor',
  borderRadius: vars.radius.medium,
  backgroundColor: 'transparent',
  color: vars.colour.text,
  font: 'inherit',
  fontWeight: vars.font.weight.strong,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered], &[data-pressed]': { backgroundColor: vars.colour.surface },
    '&[data-focus-visible]': { boxShadow: `0 0 0 2px ${vars.colour.focusRing}` },
  },
});

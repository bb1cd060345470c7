import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';

/** Added to the current step's target element while the tour is open. */
export const highlight = style({
  outline: `3px solid ${vars.colour.focusRing}`,
  outlineOffset: 4,
  borderRadius: vars.radius.small,
  position: 'relative',
  zIndex: 1,
});

export const popover = style({
  width: 'min(360px, calc(100vw - 16px))',
});

/** Used when the target is missing: the step sits at the bottom centre of the viewport. */
export const fallback = style({
  position: 'fixed',
  bottom: vars.space.large,
  left: '50%',
  transform: 'translateX(-50%)',
  zIndex: 100,
});

export const dialog = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  padding: vars.space.large,
  outline: 'none',
  overflowWrap: 'anywhere',
});

export const progress = style({
  margin: 0,
  color: vars.colour.textMuted,
  fontSize: vars.font.size.xsmall,
  fontWeight: vars.font.weight.strong,
  letterSpacing: '0.02em',
  textTransform: 'uppercase',
});

export const title = style({
  margin: 0,
  fontFamily: vars.font.family.heading,
  fontWeight: vars.font.weight.heading,
  fontSize: vars.font.size.large,
  lineHeight: vars.font.lineHeight.tight,
  color: vars.colour.text,
  outline: 'none',
});

export const content = style({
  color: vars.colour.text,
  fontSize: vars.font.size.medium,
});

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
  marginTop: vars.space.small,
});

export const navigation = style({
  display: 'flex',
  gap: vars.space.small,
  marginInlineStart: 'auto',
});

/** Behind the step, over the page: takes the clicks the page would (the tour is modal). */
export const underlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: 99,
  backgroundColor: 'transparent',
});

import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';

/** The raised surface shared by popovers and menus (they render in a portal). */
export const surface = style({
  boxSizing: 'border-box',
  minWidth: 160,
  maxWidth: 'min(360px, calc(100vw - 16px))',
  backgroundColor: vars.colour.surface,
  color: vars.colour.text,
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.medium,
  lineHeight: vars.font.lineHeight.normal,
  border: `1px solid ${vars.colour.border}`,
  borderRadius: vars.radius.medium,
  boxShadow: vars.shadow.medium,
  outline: 'none',
  transitionProperty: 'opacity, transform',
  transitionDuration: vars.motion.duration.fast,
  transitionTimingFunction: vars.motion.easing.standard,
  selectors: {
    '&[data-entering], &[data-exiting]': { opacity: 0, transform: 'scale(0.98)' },
  },
  '@media': {
    '(prefers-reduced-motion: reduce)': { transitionDuration: '0ms' },
  },
});

export const content = style({
  padding: vars.space.large,
  outline: 'none',
  overflowWrap: 'anywhere',
});

export const title = style({
  margin: 0,
  marginBottom: vars.space.small,
  fontFamily: vars.font.family.heading,
  fontSize: vars.font.size.medium,
  fontWeight: vars.font.weight.heading,
  lineHeight: vars.font.lineHeight.tight,
});

export const arrow = style({
  display: 'block',
  fill: vars.colour.surface,
  stroke: vars.colour.border,
  strokeWidth: 1,
  selectors: {
    '[data-placement="bottom"] &': { transform: 'rotate(180deg)' },
    '[data-placement="left"] &': { transform: 'rotate(-90deg)' },
    '[data-placement="right"] &': { transform: 'rotate(90deg)' },
  },
});

export const arrowWrapper = style({ display: 'block', lineHeight: 0 });

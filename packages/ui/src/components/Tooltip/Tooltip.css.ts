import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';

export const tooltip = style({
  boxSizing: 'border-box',
  maxWidth: 'min(280px, calc(100vw - 16px))',
  paddingBlock: vars.space.xsmall,
  paddingInline: vars.space.small,
  borderRadius: vars.radius.small,
  backgroundColor: vars.colour.text,
  color: vars.colour.surface,
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.small,
  lineHeight: vars.font.lineHeight.tight,
  overflowWrap: 'anywhere',
  boxShadow: vars.shadow.medium,
  transitionProperty: 'opacity',
  transitionDuration: vars.motion.duration.fast,
  transitionTimingFunction: vars.motion.easing.standard,
  selectors: {
    '&[data-entering], &[data-exiting]': { opacity: 0 },
  },
  '@media': { '(prefers-reduced-motion: reduce)': { transitionDuration: '0ms' } },
});

export const arrow = style({
  display: 'block',
  fill: vars.colour.text,
  selectors: {
    '[data-placement="bottom"] &': { transform: 'rotate(180deg)' },
    '[data-placement="left"] &': { transform: 'rotate(-90deg)' },
    '[data-placement="right"] &': { transform: 'rotate(90deg)' },
  },
});

export const arrowWrapper = style({ display: 'block', lineHeight: 0 });

import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';

export const root = style({
  position: 'relative',
  display: 'inline-flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  minWidth: 0,
});

export const switchControl = style({
  display: 'inline-flex',
  alignItems: 'flex-start',
  gap: vars.space.small,
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.medium,
  lineHeight: vars.font.lineHeight.normal,
  color: vars.colour.text,
  cursor: 'pointer',
  outline: 'none',
  WebkitTapHighlightColor: 'transparent',
  selectors: {
    '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.55 },
  },
});

export const track = style({
  position: 'relative',
  flexShrink: 0,
  width: 40,
  height: 24,
  borderRadius: vars.radius.full,
  backgroundColor: vars.colour.tone.neutral.solid,
  border: `1px solid ${vars.colour.tone.neutral.solid}`,
  boxSizing: 'border-box',
  transition: `background-color ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
  selectors: {
    [`${switchControl}[data-selected] &`]: {
      backgroundColor: vars.colour.brand,
      borderColor: vars.colour.brand,
    },
    [`${switchControl}[data-focus-visible] &`]: {
      boxShadow: `0 0 0 2px ${vars.colour.surface}, 0 0 0 4px ${vars.colour.focusRing}`,
    },
  },
});

export const thumb = style({
  position: 'absolute',
  top: 2,
  left: 2,
  width: 18,
  height: 18,
  borderRadius: vars.radius.full,
  backgroundColor: vars.colour.surface,
  boxShadow: vars.shadow.small,
  transition: `transform ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
  selectors: {
    [`${switchControl}[data-selected] &`]: { transform: 'translateX(16px)' },
  },
});

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const spinner = style({
  display: 'inline-block',
  width: 16,
  height: 16,
  flexShrink: 0,
  borderRadius: vars.radius.full,
  border: `2px solid ${vars.colour.textMuted}`,
  borderRightColor: 'transparent',
  animation: `${spin} 800ms linear infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animationDuration: '2400ms' } },
});

export const description = style({
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.small,
  color: vars.colour.textMuted,
  paddingInlineStart: 48,
});

export { visuallyHidden } from '../../css/visuallyHidden.css';

import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';

export const root = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  gap: vars.space.xsmall,
  width: '100%',
  minWidth: 0,
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.small,
  color: vars.colour.text,
});

export const label = style({ fontWeight: vars.font.weight.medium, overflowWrap: 'anywhere' });

export const value = style({ color: vars.colour.textMuted, fontVariantNumeric: 'tabular-nums' });

export const track = style({
  position: 'relative',
  gridColumn: '1 / -1',
  height: 8,
  overflow: 'hidden',
  borderRadius: vars.radius.full,
  backgroundColor: vars.colour.tone.neutral.soft,
});

export const fill = style({
  height: '100%',
  borderRadius: vars.radius.full,
  backgroundColor: vars.colour.brand,
  transition: `width ${vars.motion.duration.medium} ${vars.motion.easing.standard}`,
});

const slide = keyframes({
  from: { transform: 'translateX(-100%)' },
  to: { transform: 'translateX(250%)' },
});

export const indeterminate = style({
  position: 'absolute',
  insetBlock: 0,
  left: 0,
  width: '40%',
  borderRadius: vars.radius.full,
  backgroundColor: vars.colour.brand,
  animation: `${slide} 1400ms ${vars.motion.easing.standard} infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animationDuration: '4200ms' } },
});

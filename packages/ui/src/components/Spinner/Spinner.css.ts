import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../themes/contract.css';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const root = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.small,
  color: vars.colour.textMuted,
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.small,
});

export const circle = recipe({
  base: {
    display: 'inline-block',
    flexShrink: 0,
    boxSizing: 'border-box',
    borderRadius: vars.radius.full,
    borderStyle: 'solid',
    borderColor: vars.colour.border,
    borderTopColor: vars.colour.brand,
    animation: `${spin} 800ms linear infinite`,
    '@media': { '(prefers-reduced-motion: reduce)': { animationDuration: '2400ms' } },
  },
  variants: {
    size: {
      small: { width: 16, height: 16, borderWidth: 2 },
      medium: { width: 24, height: 24, borderWidth: 3 },
      large: { width: 40, height: 40, borderWidth: 4 },
    },
  },
  defaultVariants: { size: 'medium' },
});

export { visuallyHidden } from '../../css/visuallyHidden.css';

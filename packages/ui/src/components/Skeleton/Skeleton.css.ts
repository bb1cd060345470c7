import { keyframes } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../themes/contract.css';

const pulse = keyframes({ '0%, 100%': { opacity: 1 }, '50%': { opacity: 0.55 } });

export const skeleton = recipe({
  base: {
    display: 'block',
    maxWidth: '100%',
    backgroundColor: vars.colour.tone.neutral.soft,
    animation: `${pulse} 1600ms ${vars.motion.easing.standard} infinite`,
    '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
  },
  variants: {
    shape: {
      text: { borderRadius: vars.radius.small, height: '1em' },
      rect: { borderRadius: vars.radius.medium },
      circle: { borderRadius: vars.radius.full },
    },
  },
  defaultVariants: { shape: 'text' },
});

import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '@bloomkeep/ui';

const pulse = keyframes({ '0%, 100%': { opacity: 1 }, '50%': { opacity: 0.5 } });

export const skeleton = style({ display: 'grid', gap: vars.space.large });

const shape = style({
  background: vars.colour.border,
  borderRadius: vars.radius.medium,
  animation: `${pulse} 1.4s ease-in-out infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});

export const title = style([shape, { height: '2.5rem', width: 'min(20rem, 70%)' }]);

export const grid = style({
  display: 'grid',
  gap: vars.space.medium,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 320px), 1fr))',
});

export const block = style([shape, { height: '9rem' }]);

import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../themes/contract.css';

export const list = recipe({
  base: {
    display: 'grid',
    gap: vars.space.large,
    margin: 0,
    padding: 0,
    outline: 'none',
    selectors: {
      '&[data-focus-visible]': { boxShadow: `0 0 0 2px ${vars.colour.focusRing}` },
      '&[data-empty]': { display: 'block' },
    },
  },
  variants: {
    layout: {
      grid: { gridTemplateColumns: 'repeat(auto-fill, minmax(min(220px, 100%), 1fr))' },
      stack: { gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.small },
    },
  },
  defaultVariants: { layout: 'grid' },
});

export const item = style({
  minWidth: 0,
  borderRadius: vars.radius.large,
  outline: 'none',
  overflowWrap: 'anywhere',
  selectors: {
    '&[data-allows-actions], &[data-href]': { cursor: 'pointer' },
    '&[data-focus-visible]': {
      boxShadow: `0 0 0 2px ${vars.colour.background}, 0 0 0 4px ${vars.colour.focusRing}`,
    },
    '&[data-selected]': { boxShadow: `0 0 0 3px ${vars.colour.brand}` },
    '&[data-disabled]': { opacity: 0.55, cursor: 'not-allowed' },
  },
});

export const empty = style({ minWidth: 0 });

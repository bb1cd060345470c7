import { style } from '@vanilla-extract/css';
import { vars } from '@bloomkeep/ui';

export const controls = style({
  display: 'grid',
  gap: vars.space.medium,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 12rem), 1fr))',
  alignItems: 'end',
  marginBlock: vars.space.medium,
});

export const results = style({
  position: 'relative',
  display: 'grid',
  gap: vars.space.medium,
  minWidth: 0,
});

/**
 * The live region of the failure notice. While empty it takes no space (out of the grid's flow)
 * but stays in the accessibility tree, so the notice is announced when it appears.
 */
export const problem = style({
  selectors: {
    '&:empty': { position: 'absolute', width: 1, height: 1, overflow: 'hidden' },
  },
});

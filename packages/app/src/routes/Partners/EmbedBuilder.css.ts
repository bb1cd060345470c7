import { style } from '@vanilla-extract/css';
import { mediaQuery, vars } from '@bloomkeep/ui';

/** Choices, then snippets; side by side on a wide screen. */
export const builder = style({
  display: 'grid',
  gap: vars.space.xlarge,
  gridTemplateColumns: 'minmax(0, 1fr)',
  alignItems: 'start',
  '@media': {
    [mediaQuery.desktop]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
  },
});

export const fields = style({
  display: 'grid',
  gap: vars.space.large,
  minWidth: 0,
});

export const group = style({
  display: 'grid',
  gap: vars.space.medium,
  minWidth: 0,
});

export const snippets = style({
  display: 'grid',
  gap: vars.space.large,
  minWidth: 0,
});

export const note = style({
  margin: 0,
  color: vars.colour.textMuted,
  overflowWrap: 'anywhere',
});

import { style } from '@vanilla-extract/css';
import { mediaQuery, vars } from '@bloomkeep/ui';

export const layout = style({
  display: 'grid',
  gap: vars.space.xlarge,
  gridTemplateColumns: 'minmax(0, 1fr)',
  alignItems: 'start',
  '@media': {
    [mediaQuery.desktop]: { gridTemplateColumns: 'minmax(0, 1fr) 18rem' },
  },
});

export const board = style({ display: 'grid', gap: vars.space.medium, minWidth: 0 });

export const note = style({ margin: 0, color: vars.colour.textMuted });

import { style } from '@vanilla-extract/css';
import { mediaQuery, vars } from '@bloomkeep/ui';

export const page = style({ display: 'grid', gap: vars.space.large, minWidth: 0 });

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'end',
  justifyContent: 'space-between',
  gap: vars.space.medium,
});

export const search = style({ flex: '1 1 16rem', maxWidth: '32rem', minWidth: 0 });

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.small,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': {
    [mediaQuery.desktop]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
  },
});

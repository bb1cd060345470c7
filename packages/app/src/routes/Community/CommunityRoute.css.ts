import { style } from '@vanilla-extract/css';
import { mediaQuery, vars } from '@bloomkeep/ui';

export const layout = style({
  display: 'grid',
  gap: vars.space.xlarge,
  gridTemplateColumns: 'minmax(0, 1fr)',
  alignItems: 'start',
  '@media': {
    [mediaQuery.desktop]: { gridTemplateColumns: 'minmax(0, 1fr) 20rem' },
  },
});

export const column = style({ display: 'grid', gap: vars.space.xlarge, minWidth: 0 });

export const intro = style({ margin: 0, color: vars.colour.textMuted });

export const muted = style({ margin: 0, color: vars.colour.textMuted });

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.small,
});

export const people = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.small,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 14rem), 1fr))',
});

export const quickLinks = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.small,
});

export const invite = style({ display: 'grid', gap: vars.space.xsmall, margin: 0 });

export const rank = style({
  display: 'grid',
  gridTemplateColumns: '2ch minmax(0, 1fr)',
  alignItems: 'center',
  gap: vars.space.small,
  fontVariantNumeric: 'tabular-nums',
});

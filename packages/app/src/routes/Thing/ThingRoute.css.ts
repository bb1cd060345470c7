import { globalStyle, style } from '@vanilla-extract/css';
import { mediaQuery, vars } from '@bloomkeep/ui';

export const layout = style({
  display: 'grid',
  gap: vars.space.large,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': {
    [mediaQuery.desktop]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr)' },
  },
});

export const tags = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xsmall });

export const description = style({ margin: 0, whiteSpace: 'pre-line' });

export const meta = style({
  margin: 0,
  color: vars.colour.textMuted,
  fontSize: vars.font.size.small,
});

export const readings = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gap: `${vars.space.xsmall} ${vars.space.medium}`,
  margin: 0,
});

globalStyle(`${readings} dd`, { margin: 0, fontVariantNumeric: 'tabular-nums' });

export const headerActions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.small });

export const timelineMore = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.medium,
  marginBlockStart: vars.space.medium,
});

import { globalStyle, style } from '@vanilla-extract/css';
import { mediaQuery, vars } from '@bloomkeep/ui';

/**
 * Phones read top to bottom: photo and details, then the indicator (is it dry?),
 * then the actions and the location. Wider screens put indicator and location
 * in a side column.
 */
export const layout = style({
  display: 'grid',
  gap: vars.space.large,
  alignItems: 'start',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gridTemplateAreas: '"summary" "indicator" "actions" "location"',
  '@media': {
    [mediaQuery.desktop]: {
      gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr)',
      gridTemplateAreas: '"summary indicator" "actions location"',
    },
  },
});

const column = { display: 'grid', gap: vars.space.large } as const;
export const summary = style({ ...column, gridArea: 'summary' });
export const indicator = style({ gridArea: 'indicator' });
export const actions = style({ ...column, gap: vars.space.medium, gridArea: 'actions' });
export const location = style({ gridArea: 'location' });

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
});

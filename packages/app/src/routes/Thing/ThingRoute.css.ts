import { globalStyle, style } from '@vanilla-extract/css';
import { mediaQuery, vars } from '@bloomkeep/ui';

/**
 * Phones read top to bottom: photo and details, then the indicator (is it dry?) and the
 * watering advice (what to do about it), then the actions, the weather, the soil and the
 * location. Wider screens put indicator and location
 * in a side column. The two columns stack independently, so a short description
 * beside a tall indicator (or the reverse) leaves no gap: on phones the column
 * wrappers step aside (`display: contents`) and their parts take the areas.
 */
export const layout = style({
  display: 'grid',
  gap: vars.space.large,
  alignItems: 'start',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gridTemplateAreas: '"summary" "indicator" "advice" "actions" "weather" "soil" "chat" "location"',
  '@media': {
    [mediaQuery.desktop]: {
      gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr)',
      gridTemplateAreas: '"main side"',
    },
  },
});

const column = style({
  display: 'contents',
  '@media': {
    [mediaQuery.desktop]: { display: 'grid', gap: vars.space.large, alignContent: 'start' },
  },
});
export const mainColumn = style([
  column,
  { '@media': { [mediaQuery.desktop]: { gridArea: 'main' } } },
]);
export const sideColumn = style([
  column,
  { '@media': { [mediaQuery.desktop]: { gridArea: 'side' } } },
]);

/** A part's area on phones; on desktop it simply follows in its column. */
const part = (area: string) =>
  ({ gridArea: area, '@media': { [mediaQuery.desktop]: { gridArea: 'auto' } } }) as const;
export const summary = style({ display: 'grid', gap: vars.space.large, ...part('summary') });
export const indicator = style(part('indicator'));
export const actions = style({ display: 'grid', gap: vars.space.medium, ...part('actions') });
export const location = style(part('location'));
export const advice = style(part('advice'));
export const weather = style(part('weather'));
export const soil = style(part('soil'));
export const chat = style(part('chat'));

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

export const groups = style({
  margin: 0,
  color: vars.colour.textMuted,
  overflowWrap: 'anywhere',
});

import { style } from '@vanilla-extract/css';
import { mediaQuery, vars } from '@bloomkeep/ui';

export const page = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.large,
  minWidth: 0,
});

/** Phones read the rain first, then the gauge's facts and map; wide screens put those beside. */
export const layout = style({
  display: 'grid',
  gap: vars.space.large,
  alignItems: 'start',
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': {
    [mediaQuery.desktop]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr)' },
  },
});

export const mainColumn = style({ display: 'grid', gap: vars.space.large, minWidth: 0 });
export const sideColumn = style({ display: 'grid', gap: vars.space.large, minWidth: 0 });

export const section = style({ display: 'grid', gap: vars.space.medium, minWidth: 0 });

export const details = style({ display: 'grid', gap: vars.space.large, minWidth: 0 });

export const facts = style({
  margin: 0,
  display: 'grid',
  gap: vars.space.small,
  overflowWrap: 'anywhere',
});

export const fact = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(7rem, max-content) minmax(0, 1fr)',
  gap: vars.space.medium,
});

export const factLabel = style({ fontWeight: vars.font.weight.strong });
export const factValue = style({ margin: 0, minWidth: 0 });

export const age = style({ display: 'grid', gap: vars.space.xsmall, minWidth: 0 });

export const meta = style({
  margin: 0,
  color: vars.colour.textMuted,
  fontSize: vars.font.size.small,
  overflowWrap: 'anywhere',
});

/** The EA could not be reached: calm, in the caution tone, but not an alert. */
export const outage = style({
  margin: 0,
  padding: `${vars.space.small} ${vars.space.medium}`,
  borderRadius: vars.radius.medium,
  background: vars.colour.tone.caution.soft,
  color: vars.colour.text,
  fontSize: vars.font.size.small,
  overflowWrap: 'anywhere',
});

export const attribution = style([meta, { fontStyle: 'italic' }]);

export const totals = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.small,
  // Three across even on a 375 px phone: the periods read best side by side.
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 6rem), 1fr))',
});

export const total = style({
  display: 'grid',
  gap: vars.space.xxsmall,
  padding: vars.space.small,
  borderRadius: vars.radius.medium,
  border: `1px solid ${vars.colour.border}`,
  background: vars.colour.surface,
  minWidth: 0,
});

export const totalValue = style({
  fontSize: vars.font.size.large,
  fontWeight: vars.font.weight.heading,
  fontVariantNumeric: 'tabular-nums',
});

export const totalWords = style({ color: vars.colour.textMuted, fontSize: vars.font.size.small });

export const fetching = style({ maxWidth: '40rem' });

// Shared by the thing page's environment panels (soil, weather, watering advice).
import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@bloomkeep/ui';

export const muted = style({
  margin: 0,
  color: vars.colour.textMuted,
  fontSize: vars.font.size.small,
});

export const note = style({
  margin: 0,
  fontSize: vars.font.size.small,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xsmall,
});

export const fields = style({ display: 'grid', gap: vars.space.small, margin: 0 });
export const field = style({ display: 'grid', gap: vars.space.xxsmall, minWidth: 0 });
globalStyle(`${field} > dt`, {
  fontSize: vars.font.size.small,
  color: vars.colour.textMuted,
});
globalStyle(`${field} > dd`, { margin: 0, display: 'grid', gap: vars.space.xxsmall });

export const value = style({ fontWeight: vars.font.weight.medium, overflowWrap: 'anywhere' });
export const explanation = style({ fontSize: vars.font.size.small, overflowWrap: 'anywhere' });

export const days = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.small,
});

export const day = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  gap: `${vars.space.xxsmall} ${vars.space.medium}`,
  alignItems: 'baseline',
  paddingBlockEnd: vars.space.small,
  selectors: { '&:not(:last-child)': { borderBlockEnd: `1px solid ${vars.colour.border}` } },
});

export const dayName = style({ fontWeight: vars.font.weight.strong });
export const temperature = style({ fontVariantNumeric: 'tabular-nums', textAlign: 'end' });
export const dayWeather = style({ gridColumn: '1 / -1', fontSize: vars.font.size.small });

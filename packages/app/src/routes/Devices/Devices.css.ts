import { style } from '@vanilla-extract/css';
import { vars } from '@bloomkeep/ui';

export const controls = style({
  display: 'grid',
  gap: vars.space.medium,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 12rem), 1fr))',
  alignItems: 'end',
  marginBlock: vars.space.medium,
});

export const results = style({ display: 'grid', gap: vars.space.medium, minWidth: 0 });

export const tiles = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.medium,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 300px), 1fr))',
});

export const rows = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.small,
});

export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space.small,
  overflowWrap: 'anywhere',
  minWidth: 0,
});

export const meta = style({
  margin: 0,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.small,
  fontSize: vars.font.size.small,
  color: vars.colour.textMuted,
  overflowWrap: 'anywhere',
});

export const levels = style({
  border: `1px solid ${vars.colour.border}`,
  borderRadius: vars.radius.medium,
  padding: vars.space.medium,
  margin: 0,
  minWidth: 0,
  display: 'grid',
  gap: vars.space.small,
});

export const legend = style({
  fontWeight: vars.font.weight.strong,
  paddingInline: vars.space.small,
});

export const hint = style({
  margin: 0,
  fontSize: vars.font.size.small,
  color: vars.colour.textMuted,
});

export const levelFields = style({
  display: 'grid',
  gap: vars.space.medium,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 9rem), 1fr))',
  alignItems: 'start',
});

// One column that may shrink below its content: wide tables scroll inside their own region.
export const page = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.large,
  minWidth: 0,
});

export const facts = style({
  margin: 0,
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  gap: `${vars.space.small} ${vars.space.medium}`,
  overflowWrap: 'anywhere',
});

export const factLabel = style({ fontWeight: vars.font.weight.strong });
export const factValue = style({ margin: 0, minWidth: 0 });

export const tableScroll = style({ overflowX: 'auto', maxWidth: '100%' });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.small });

export const table = style({
  borderCollapse: 'collapse',
  width: '100%',
  fontSize: vars.font.size.small,
  fontVariantNumeric: 'tabular-nums',
});

export const caption = style({
  textAlign: 'start',
  fontWeight: vars.font.weight.strong,
  paddingBlockEnd: vars.space.small,
});

export const cell = style({
  textAlign: 'end',
  padding: `${vars.space.xsmall} ${vars.space.small}`,
  borderBlockEnd: `1px solid ${vars.colour.border}`,
  whiteSpace: 'nowrap',
  selectors: { '&:first-child': { textAlign: 'start' } },
});

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

export const gridItem = style({ display: 'flex', flexDirection: 'column', minWidth: 0 });

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

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.small,
  alignItems: 'center',
});

// The group page: the photo and facts beside each other on a desktop, stacked on a phone.
export const intro = style({
  display: 'grid',
  gap: vars.space.large,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 18rem), 1fr))',
  alignItems: 'start',
  minWidth: 0,
});

export const description = style({ margin: 0, whiteSpace: 'pre-line', overflowWrap: 'anywhere' });

export const sections = style({
  display: 'grid',
  gap: vars.space.large,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 22rem), 1fr))',
  alignItems: 'start',
  minWidth: 0,
});

export const activity = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.small,
});

export const score = style({
  margin: 0,
  fontSize: vars.font.size.large,
  fontWeight: vars.font.weight.strong,
});

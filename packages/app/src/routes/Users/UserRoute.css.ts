import { style } from '@vanilla-extract/css';
import { vars } from '@bloomkeep/ui';

export const page = style({ display: 'grid', gap: vars.space.xlarge, minWidth: 0 });

export const header = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.medium,
  minWidth: 0,
});

export const identity = style({ display: 'grid', gap: vars.space.xxsmall, minWidth: 0 });

export const username = style({
  margin: 0,
  fontWeight: 600,
  overflowWrap: 'anywhere',
});

export const joined = style({ margin: 0, color: vars.colour.textMuted });

export const actions = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.small,
});

export const muted = style({ margin: 0, color: vars.colour.textMuted });

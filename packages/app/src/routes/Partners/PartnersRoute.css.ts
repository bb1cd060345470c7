import { style } from '@vanilla-extract/css';
import { vars } from '@bloomkeep/ui';

export const listItem = style({
  listStyle: 'none',
  minWidth: 0,
});

export const text = style({
  margin: 0,
  overflowWrap: 'anywhere',
});

export const muted = style({
  margin: 0,
  color: vars.colour.textMuted,
  fontSize: vars.font.size.small,
});

export const code = style({
  overflowWrap: 'anywhere',
});

export const rules = style({
  display: 'grid',
  gap: vars.space.small,
  margin: 0,
  paddingInlineStart: vars.space.large,
});

import { style } from '@vanilla-extract/css';
import { vars } from '@bloomkeep/ui';

export const empty = style({ margin: 0, color: vars.colour.textMuted });

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.large,
});

export const item = style({
  display: 'grid',
  gridTemplateColumns: '36px minmax(0, 1fr)',
  columnGap: vars.space.medium,
});

export const marker = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 36,
  height: 36,
  borderRadius: vars.radius.full,
  // Decoration in the brand's colour (decision 0117), not a good-outcome green.
  backgroundColor: vars.colour.accent.soft,
  color: vars.colour.accent.foreground,
});

export const content = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  minWidth: 0,
});

export const title = style({
  margin: 0,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  columnGap: vars.space.xsmall,
  rowGap: vars.space.xxsmall,
  lineHeight: vars.font.lineHeight.tight,
});

export const type = style({ fontWeight: vars.font.weight.strong });

export const meta = style({
  margin: 0,
  display: 'flex',
  flexWrap: 'wrap',
  columnGap: vars.space.small,
  fontSize: vars.font.size.small,
  color: vars.colour.textMuted,
});

export const comments = style({
  margin: 0,
  fontSize: vars.font.size.small,
  overflowWrap: 'anywhere',
});

import { style } from '@vanilla-extract/css';
import { vars } from '@bloomkeep/ui';

export const feed = style({ display: 'grid', gap: vars.space.medium });

export const count = style({ margin: 0, color: vars.colour.textMuted });

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.small,
});

export const listItem = style({
  // Long feeds: the browser skips layout and paint of items far off screen.
  contentVisibility: 'auto',
  containIntrinsicSize: 'auto 112px',
});

export const item = style({
  display: 'grid',
  gap: vars.space.xsmall,
  padding: vars.space.medium,
  borderRadius: vars.radius.medium,
  border: `1px solid ${vars.colour.border}`,
  backgroundColor: vars.colour.surface,
  minWidth: 0,
});

export const itemHeader = style({
  margin: 0,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  columnGap: vars.space.small,
  rowGap: vars.space.xxsmall,
  overflowWrap: 'anywhere',
});

export const type = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  fontWeight: vars.font.weight.strong,
  // The brand's colour: an action type is a label, not a good or bad outcome.
  color: vars.colour.accent.foreground,
});

export const comments = style({
  margin: 0,
  whiteSpace: 'pre-line',
  overflowWrap: 'anywhere',
});

export const meta = style({
  margin: 0,
  display: 'flex',
  flexWrap: 'wrap',
  columnGap: vars.space.small,
  fontSize: vars.font.size.small,
  color: vars.colour.textMuted,
  overflowWrap: 'anywhere',
});

import { style } from '@vanilla-extract/css';
import { vars } from '@bloomkeep/ui';

export const block = style({
  display: 'grid',
  gap: vars.space.xsmall,
  margin: 0,
  minWidth: 0,
});

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
});

export const label = style({
  fontWeight: vars.font.weight.strong,
});

export const description = style({
  margin: 0,
  color: vars.colour.textMuted,
  fontSize: vars.font.size.small,
});

export const pre = style({
  margin: 0,
  padding: vars.space.medium,
  borderRadius: vars.radius.medium,
  border: `1px solid ${vars.colour.border}`,
  backgroundColor: vars.colour.surfaceRaised,
  color: vars.colour.text,
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace',
  fontSize: vars.font.size.small,
  lineHeight: vars.font.lineHeight.normal,
  // Long attributes and URLs wrap anywhere: a phone never scrolls sideways.
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  wordBreak: 'break-word',
});

export const status = style({
  margin: 0,
  minHeight: '1.25em',
  color: vars.colour.textMuted,
  fontSize: vars.font.size.small,
});

import { style } from '@vanilla-extract/css';
import { vars } from '@bloomkeep/ui';

export const item = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  padding: vars.space.large,
  border: `1px solid ${vars.colour.border}`,
  borderRadius: vars.radius.large,
  backgroundColor: vars.colour.surface,
  fontWeight: vars.font.weight.strong,
  height: '100%',
  boxSizing: 'border-box',
});

export const description = style({
  fontSize: vars.font.size.small,
  fontWeight: vars.font.weight.regular,
  color: vars.colour.textMuted,
});

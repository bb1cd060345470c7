import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';

export const card = style({
  boxSizing: 'border-box',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  minWidth: 160,
  maxWidth: 260,
  padding: `${vars.space.small} ${vars.space.medium}`,
  backgroundColor: vars.colour.surface,
  color: vars.colour.text,
  border: `1px solid ${vars.colour.border}`,
  borderRadius: vars.radius.medium,
  boxShadow: vars.shadow.medium,
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.small,
  lineHeight: vars.font.lineHeight.normal,
  overflowWrap: 'anywhere',
});

export const name = style({
  margin: 0,
  fontSize: vars.font.size.medium,
  fontWeight: vars.font.weight.strong,
  lineHeight: vars.font.lineHeight.tight,
});

export const kind = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xxsmall,
  color: vars.colour.textMuted,
});

export const lastAction = style({ margin: 0, color: vars.colour.textMuted });

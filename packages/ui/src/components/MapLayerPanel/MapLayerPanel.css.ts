import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';

export const panel = style({
  boxSizing: 'border-box',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  minWidth: 0,
  maxWidth: '100%',
  fontFamily: vars.font.family.body,
  color: vars.colour.text,
});

export const group = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  margin: 0,
  minWidth: 0,
});

export const heading = style({
  margin: 0,
  fontSize: vars.font.size.small,
  fontWeight: vars.font.weight.strong,
  lineHeight: vars.font.lineHeight.tight,
  color: vars.colour.textMuted,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
});

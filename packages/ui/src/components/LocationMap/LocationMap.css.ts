import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  minWidth: 0,
  margin: 0,
  fontFamily: vars.font.family.body,
  color: vars.colour.text,
});

export const coordinates = style({
  margin: 0,
  fontSize: vars.font.size.small,
  lineHeight: vars.font.lineHeight.normal,
  color: vars.colour.textMuted,
  fontVariantNumeric: 'tabular-nums',
});

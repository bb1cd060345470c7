import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';

export const textArea = style({
  display: 'block',
  minHeight: 96,
  paddingBlock: vars.space.small,
  resize: 'vertical',
});

export const counter = style({
  alignSelf: 'flex-end',
  fontSize: vars.font.size.xsmall,
  color: vars.colour.textMuted,
  fontVariantNumeric: 'tabular-nums',
});

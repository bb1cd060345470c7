import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.small,
  textAlign: 'center',
});

export const count = style({
  margin: 0,
  color: vars.colour.textMuted,
  fontSize: vars.font.size.small,
});

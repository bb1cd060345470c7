import { style } from '@vanilla-extract/css';
import { vars } from '@bloomkeep/ui';

export const text = style({ margin: 0, color: vars.colour.textMuted });

export const error = style({
  margin: 0,
  color: vars.colour.tone.critical.foreground,
  fontSize: vars.font.size.small,
});

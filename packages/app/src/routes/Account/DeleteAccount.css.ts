import { style } from '@vanilla-extract/css';
import { vars } from '@bloomkeep/ui';

export const lead = style({
  margin: 0,
  fontWeight: vars.font.weight.strong,
  fontSize: vars.font.size.large,
});

export const error = style({ margin: 0, color: vars.colour.tone.critical.foreground });

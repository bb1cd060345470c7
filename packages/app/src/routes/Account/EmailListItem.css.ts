import { style } from '@vanilla-extract/css';
import { vars } from '@bloomkeep/ui';

export const address = style({
  fontWeight: vars.font.weight.strong,
  overflowWrap: 'anywhere',
});

export const error = style({ margin: 0, color: vars.colour.tone.critical.foreground });

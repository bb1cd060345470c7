import { style } from '@vanilla-extract/css';
import { vars } from '@bloomkeep/ui';

export const explanation = style({
  margin: 0,
  color: vars.colour.textMuted,
  fontSize: vars.font.size.small,
  overflowWrap: 'anywhere',
});

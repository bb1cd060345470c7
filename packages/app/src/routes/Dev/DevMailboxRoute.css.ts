import { style } from '@vanilla-extract/css';
import { vars } from '@bloomkeep/ui';

export const subject = style({
  margin: 0,
  fontFamily: vars.font.family.heading,
  fontSize: vars.font.size.large,
  color: vars.colour.text,
});

export const meta = style({
  margin: 0,
  color: vars.colour.textMuted,
  fontSize: vars.font.size.small,
});

export const text = style({
  margin: 0,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  lineHeight: 1.5,
});

import { style } from '@vanilla-extract/css';
import { vars } from '@bloomkeep/ui';

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: vars.space.small,
  color: vars.colour.textMuted,
  fontSize: vars.font.size.small,
});

export const footerLinks = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.medium,
});

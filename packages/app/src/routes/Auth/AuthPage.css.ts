import { style } from '@vanilla-extract/css';
import { vars } from '@bloomkeep/ui';

export const column = style({
  width: '100%',
  maxWidth: 480,
  marginInline: 'auto',
  paddingBlock: vars.space.medium,
});

export const footer = style({
  display: 'grid',
  gap: vars.space.small,
  color: vars.colour.textMuted,
  textAlign: 'center',
});

import { style } from '@vanilla-extract/css';
import { vars } from '@bloomkeep/ui';

export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space.medium });

export const text = style({ margin: 0, color: vars.colour.textMuted });

export const identity = style({ display: 'flex', alignItems: 'center', gap: vars.space.medium });

export const stats = style({
  margin: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xlarge,
});

export const stat = style({ display: 'flex', flexDirection: 'column-reverse' });

export const label = style({ fontSize: vars.font.size.small, color: vars.colour.textMuted });

export const value = style({
  margin: 0,
  fontSize: vars.font.size.xlarge,
  fontWeight: vars.font.weight.heading,
  lineHeight: vars.font.lineHeight.tight,
});

import { style } from '@vanilla-extract/css';
import { vars } from '@bloomkeep/ui';

export const explanation = style({
  display: 'grid',
  gap: vars.space.medium,
  padding: vars.space.large,
  borderRadius: vars.radius.large,
  border: `1px solid ${vars.colour.border}`,
  backgroundColor: vars.colour.surface,
});

export const note = style({ margin: 0, color: vars.colour.textMuted });

export const pointsList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.small,
});

export const pointsItem = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.medium,
});

export const points = style({
  fontWeight: vars.font.weight.strong,
  whiteSpace: 'nowrap',
});

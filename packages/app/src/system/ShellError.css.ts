import { style } from '@vanilla-extract/css';
import { vars } from '@bloomkeep/ui';

export const page = style({
  minHeight: '100vh',
  display: 'grid',
  placeItems: 'center',
  padding: vars.space.large,
  background: vars.colour.background,
});

import { style } from '@vanilla-extract/css';
import { vars } from '@bloomkeep/ui';

export const controls = style({
  display: 'grid',
  gap: vars.space.medium,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 12rem), 1fr))',
  alignItems: 'end',
  marginBlock: vars.space.medium,
});

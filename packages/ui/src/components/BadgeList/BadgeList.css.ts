import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';

export const list = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 260px), 1fr))',
  gap: vars.space.medium,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const item = style({ minWidth: 0 });

export const empty = style({
  margin: 0,
  padding: vars.space.large,
  borderRadius: vars.radius.large,
  border: `1px dashed ${vars.colour.border}`,
  color: vars.colour.textMuted,
  textAlign: 'center',
});

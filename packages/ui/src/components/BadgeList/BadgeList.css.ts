import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';

export const list = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 240px), 1fr))',
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

export const groups = style({ display: 'grid', gap: vars.space.xlarge });

export const group = style({ display: 'grid', gap: vars.space.medium, minWidth: 0 });

export const groupHeader = style({ display: 'grid', gap: vars.space.xxsmall });

export const groupTitle = style({
  margin: 0,
  fontFamily: vars.font.family.heading,
  fontSize: vars.font.size.large,
  fontWeight: vars.font.weight.heading,
  lineHeight: vars.font.lineHeight.tight,
  color: vars.colour.text,
});

export const groupDescription = style({
  margin: 0,
  fontSize: vars.font.size.small,
  color: vars.colour.textMuted,
});

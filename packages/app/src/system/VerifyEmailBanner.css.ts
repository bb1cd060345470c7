import { style } from '@vanilla-extract/css';
import { vars } from '@bloomkeep/ui';

export const banner = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.medium,
  marginBlockEnd: vars.space.large,
  padding: `${vars.space.medium} ${vars.space.large}`,
  border: `1px solid ${vars.colour.tone.caution.solid}`,
  borderRadius: vars.radius.large,
  backgroundColor: vars.colour.tone.caution.soft,
  color: vars.colour.text,
});

export const text = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  flex: '1 1 20rem',
  minWidth: 0,
});

export const title = style({
  margin: 0,
  fontSize: vars.font.size.medium,
  fontWeight: vars.font.weight.strong,
});

export const body = style({ margin: 0, fontSize: vars.font.size.small });

export const email = style({ overflowWrap: 'anywhere' });

export const status = style({
  margin: 0,
  fontSize: vars.font.size.small,
  selectors: { '&:empty': { display: 'none' } },
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.medium,
});

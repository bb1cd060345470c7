import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  minWidth: 0,
  fontFamily: vars.font.family.body,
  color: vars.colour.text,
});

export const fields = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 160px), 1fr))',
  gap: vars.space.medium,
  alignItems: 'start',
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.small });

export const alert = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.small,
  margin: 0,
  padding: vars.space.medium,
  borderRadius: vars.radius.medium,
  border: `1px solid ${vars.colour.tone.caution.solid}`,
  backgroundColor: vars.colour.tone.caution.soft,
  color: vars.colour.tone.caution.foreground,
  fontSize: vars.font.size.small,
  fontWeight: vars.font.weight.medium,
  lineHeight: vars.font.lineHeight.normal,
  overflowWrap: 'anywhere',
});

export const alertIcon = style({ flexShrink: 0, marginTop: 2 });

export const text = style({ margin: 0 });

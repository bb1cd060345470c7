import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.small,
  padding: vars.space.xlarge,
  textAlign: 'center',
  color: vars.colour.text,
  fontFamily: vars.font.family.body,
  border: `1px solid ${vars.colour.tone.critical.soft}`,
  borderRadius: vars.radius.large,
  backgroundColor: vars.colour.surface,
  overflowWrap: 'anywhere',
});

export const icon = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 56,
  height: 56,
  marginBottom: vars.space.xsmall,
  borderRadius: vars.radius.full,
  backgroundColor: vars.colour.tone.critical.soft,
  color: vars.colour.tone.critical.foreground,
});

export const title = style({
  margin: 0,
  fontFamily: vars.font.family.heading,
  fontSize: vars.font.size.large,
  fontWeight: vars.font.weight.heading,
  lineHeight: vars.font.lineHeight.tight,
});

export const message = style({
  margin: 0,
  maxWidth: '48ch',
  color: vars.colour.textMuted,
  fontSize: vars.font.size.medium,
  lineHeight: vars.font.lineHeight.normal,
});

export const action = style({ marginTop: vars.space.small });

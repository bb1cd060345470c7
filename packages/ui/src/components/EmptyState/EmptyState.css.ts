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
  border: `1px dashed ${vars.colour.border}`,
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
  backgroundColor: vars.colour.tone.neutral.soft,
  color: vars.colour.tone.neutral.foreground,
});

export const title = style({
  margin: 0,
  fontFamily: vars.font.family.heading,
  fontSize: vars.font.size.large,
  fontWeight: vars.font.weight.heading,
  lineHeight: vars.font.lineHeight.tight,
});

export const description = style({
  margin: 0,
  maxWidth: '48ch',
  color: vars.colour.textMuted,
  fontSize: vars.font.size.medium,
  lineHeight: vars.font.lineHeight.normal,
});

export const action = style({ marginTop: vars.space.small });

import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.large,
  minWidth: 0,
  fontFamily: vars.font.family.body,
  color: vars.colour.text,
});

export const banner = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.small,
  padding: vars.space.medium,
  borderRadius: vars.radius.medium,
  border: `1px solid ${vars.colour.tone.critical.solid}`,
  backgroundColor: vars.colour.tone.critical.soft,
  color: vars.colour.tone.critical.foreground,
  fontSize: vars.font.size.medium,
  fontWeight: vars.font.weight.medium,
  lineHeight: vars.font.lineHeight.normal,
  overflowWrap: 'anywhere',
});

export const bannerIcon = style({ flexShrink: 0, marginTop: 2 });

export const note = style({
  margin: 0,
  fontSize: vars.font.size.small,
  color: vars.colour.textMuted,
});

export const asterisk = style({ color: vars.colour.tone.critical.foreground });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.small,
});

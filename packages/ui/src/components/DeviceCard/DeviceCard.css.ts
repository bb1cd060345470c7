import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';

export const layout = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  minWidth: 0,
});

export const header = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.medium,
});

export const modelIcon = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: 40,
  height: 40,
  borderRadius: vars.radius.medium,
  // The brand's colour: the model's icon is decoration, not a status.
  backgroundColor: vars.colour.accent.soft,
  color: vars.colour.accent.foreground,
});

export const modelIconSvg = style({ width: 22, height: 22 });

export const titles = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  minWidth: 0,
});

export const nameText = style({ overflowWrap: 'anywhere' });

export const link = style({
  color: vars.colour.brandStrong,
  textDecoration: 'underline',
  textDecorationThickness: 1,
  textUnderlineOffset: '0.15em',
  borderRadius: vars.radius.small,
  outline: 'none',
  cursor: 'pointer',
  selectors: {
    '&[data-hovered]': { textDecorationThickness: 2 },
    '&[data-focus-visible]': { boxShadow: `0 0 0 2px ${vars.colour.focusRing}` },
  },
});

export const subtitle = style({
  margin: 0,
  fontSize: vars.font.size.small,
  color: vars.colour.textMuted,
  overflowWrap: 'anywhere',
});

export const deviceId = style({
  fontVariantNumeric: 'tabular-nums',
  letterSpacing: '0.02em',
});

export const readings = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(120px, 1fr))',
  gap: vars.space.small,
  margin: 0,
});

export const reading = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  padding: vars.space.small,
  borderRadius: vars.radius.medium,
  backgroundColor: vars.colour.surfaceRaised,
  border: `1px solid ${vars.colour.border}`,
  minWidth: 0,
});

export const readingLabel = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  fontSize: vars.font.size.xsmall,
  color: vars.colour.textMuted,
});

export const readingIcon = style({ width: 14, height: 14 });

export const readingValue = style({
  margin: 0,
  fontSize: vars.font.size.large,
  fontWeight: vars.font.weight.strong,
  lineHeight: vars.font.lineHeight.tight,
  fontVariantNumeric: 'tabular-nums',
});

export const unit = style({
  marginInlineStart: vars.space.xxsmall,
  fontSize: vars.font.size.small,
  fontWeight: vars.font.weight.regular,
  color: vars.colour.textMuted,
});

export const empty = style({
  margin: 0,
  padding: vars.space.medium,
  borderRadius: vars.radius.medium,
  border: `1px dashed ${vars.colour.border}`,
  color: vars.colour.textMuted,
  fontSize: vars.font.size.small,
  textAlign: 'center',
});

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  columnGap: vars.space.large,
  rowGap: vars.space.small,
  paddingBlockStart: vars.space.medium,
  borderBlockStart: `1px solid ${vars.colour.border}`,
});

export const updated = style({
  marginInlineStart: 'auto',
  fontSize: vars.font.size.xsmall,
  color: vars.colour.textMuted,
});

export const linked = style({
  margin: 0,
  display: 'inline-flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xsmall,
  fontSize: vars.font.size.small,
  color: vars.colour.textMuted,
});

export const linkedIcon = style({ width: 14, height: 14, flexShrink: 0 });

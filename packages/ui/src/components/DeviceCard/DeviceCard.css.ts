import { globalStyle, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
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
  paddingBlockStart: vars.space.medium,
  borderBlockStart: `1px solid ${vars.colour.border}`,
});

export const pump = style({
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
});

// Spacing by margin, not gap: the live regions stay in the layout (and in the accessibility
// tree, so what appears in them is announced) but take no room while they are empty.
globalStyle(`${pump} > :not(:first-child):not(:empty)`, { marginBlockStart: vars.space.medium });

export const pumpState = style({
  margin: 0,
  fontWeight: vars.font.weight.strong,
});

export const pumpRun = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.small,
});

export const pumpField = style({ width: '100%', maxWidth: '22rem', minWidth: 0 });

export const statusSlot = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
});

export const notice = recipe({
  base: {
    margin: 0,
    display: 'flex',
    alignItems: 'flex-start',
    gap: vars.space.xsmall,
    padding: vars.space.small,
    borderRadius: vars.radius.medium,
    fontSize: vars.font.size.small,
    overflowWrap: 'anywhere',
  },
  variants: {
    tone: {
      info: {
        backgroundColor: vars.colour.tone.info.soft,
        color: vars.colour.tone.info.foreground,
      },
      critical: {
        backgroundColor: vars.colour.tone.critical.soft,
        color: vars.colour.tone.critical.foreground,
        fontWeight: vars.font.weight.strong,
      },
    },
  },
});

export const noticeIcon = style({ width: 16, height: 16, flexShrink: 0, marginBlockStart: 2 });

export const probeOut = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.small,
  padding: vars.space.medium,
  borderRadius: vars.radius.medium,
  backgroundColor: vars.colour.tone.caution.soft,
  color: vars.colour.tone.caution.foreground,
});

export const probeOutIcon = style({ width: 24, height: 24, flexShrink: 0 });

export const probeOutTitle = style({
  margin: 0,
  fontWeight: vars.font.weight.strong,
});

export const probeOutText = style({
  margin: 0,
  marginBlockStart: vars.space.xxsmall,
  fontSize: vars.font.size.small,
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

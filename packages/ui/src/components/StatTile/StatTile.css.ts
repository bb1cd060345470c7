import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../themes/contract.css';

export const tile = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.medium,
  minWidth: 0,
  height: '100%',
  boxSizing: 'border-box',
  padding: vars.space.large,
  backgroundColor: vars.colour.surface,
  color: vars.colour.text,
  border: `1px solid ${vars.colour.border}`,
  borderRadius: vars.radius.large,
  boxShadow: vars.shadow.small,
});

export const icon = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    width: 40,
    height: 40,
    borderRadius: vars.radius.medium,
  },
  variants: {
    tone: {
      // The brand's colour (green, or honey for the bee cafe brand): a label, not a status.
      accent: {
        backgroundColor: vars.colour.accent.soft,
        color: vars.colour.accent.foreground,
      },
      positive: {
        backgroundColor: vars.colour.tone.positive.soft,
        color: vars.colour.tone.positive.foreground,
      },
      caution: {
        backgroundColor: vars.colour.tone.caution.soft,
        color: vars.colour.tone.caution.foreground,
      },
      critical: {
        backgroundColor: vars.colour.tone.critical.soft,
        color: vars.colour.tone.critical.foreground,
      },
      info: {
        backgroundColor: vars.colour.tone.info.soft,
        color: vars.colour.tone.info.foreground,
      },
      neutral: {
        backgroundColor: vars.colour.tone.neutral.soft,
        color: vars.colour.tone.neutral.foreground,
      },
    },
  },
});

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  minWidth: 0,
});

export const label = style({
  margin: 0,
  fontSize: vars.font.size.small,
  fontWeight: vars.font.weight.medium,
  color: vars.colour.textMuted,
  overflowWrap: 'anywhere',
});

export const value = style({
  margin: 0,
  fontFamily: vars.font.family.heading,
  fontSize: vars.font.size.xxlarge,
  fontWeight: vars.font.weight.heading,
  lineHeight: vars.font.lineHeight.tight,
  fontVariantNumeric: 'tabular-nums',
  overflowWrap: 'anywhere',
});

export const change = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xsmall,
    margin: 0,
    fontSize: vars.font.size.small,
  },
  variants: {
    direction: {
      up: { color: vars.colour.tone.positive.foreground },
      down: { color: vars.colour.tone.critical.foreground },
      flat: { color: vars.colour.textMuted },
    },
  },
});

export const changeIcon = style({ width: 16, height: 16, flexShrink: 0 });
export const period = style({ color: vars.colour.textMuted });

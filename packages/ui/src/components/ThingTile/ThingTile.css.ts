import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';

export const tile = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
  height: '100%',
  boxSizing: 'border-box',
  overflow: 'hidden',
  backgroundColor: vars.colour.surface,
  color: vars.colour.text,
  border: `1px solid ${vars.colour.border}`,
  borderRadius: vars.radius.large,
  boxShadow: vars.shadow.small,
  transition: `box-shadow ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
  selectors: {
    '&:has([data-hovered])': { boxShadow: vars.shadow.medium },
  },
});

export const media = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  // One ratio for photos and placeholders, so names line up along a row of tiles.
  aspectRatio: '4 / 3',
  overflow: 'hidden',
  // The brand's own tint, not a tone: the bee cafe brand shows no Bloomkeep green.
  backgroundColor: vars.colour.tone.neutral.soft,
  color: vars.colour.brandStrong,
});

// Out of the flow: a photo's own size must not stretch the box past its ratio.
export const image = style({
  position: 'absolute',
  inset: 0,
  display: 'block',
  width: '100%',
  height: '100%',
  objectFit: 'cover',
});

export const indicator = style({
  position: 'absolute',
  insetInlineStart: vars.space.small,
  insetBlockStart: vars.space.small,
  paddingBlock: vars.space.xxsmall,
  paddingInline: vars.space.small,
  borderRadius: vars.radius.full,
  backgroundColor: vars.colour.surface,
  boxShadow: vars.shadow.small,
});

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  padding: vars.space.medium,
  minWidth: 0,
});

export const name = style({
  margin: 0,
  fontFamily: vars.font.family.heading,
  fontSize: vars.font.size.medium,
  fontWeight: vars.font.weight.heading,
  lineHeight: vars.font.lineHeight.tight,
  overflowWrap: 'anywhere',
  display: '-webkit-box',
  WebkitBoxOrient: 'vertical',
  WebkitLineClamp: 2,
  overflow: 'hidden',
});

export const link = style({
  color: 'inherit',
  textDecoration: 'none',
  outline: 'none',
  cursor: 'pointer',
  selectors: {
    // The whole tile is the link's hit area.
    '&::after': {
      content: '""',
      position: 'absolute',
      inset: 0,
      borderRadius: vars.radius.large,
    },
    '&[data-hovered]': { textDecoration: 'underline' },
    '&[data-focus-visible]::after': {
      boxShadow: `inset 0 0 0 3px ${vars.colour.focusRing}`,
    },
  },
});

export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xsmall,
  margin: 0,
  fontSize: vars.font.size.small,
  color: vars.colour.textMuted,
});

export const tag = style({
  marginInlineStart: 'auto',
  paddingBlock: vars.space.xxsmall,
  paddingInline: vars.space.small,
  borderRadius: vars.radius.full,
  backgroundColor: vars.colour.tone.neutral.soft,
  color: vars.colour.tone.neutral.foreground,
  fontSize: vars.font.size.xsmall,
  fontWeight: vars.font.weight.strong,
});

export const lastAction = style({
  margin: 0,
  fontSize: vars.font.size.xsmall,
  color: vars.colour.textMuted,
});

import { style } from '@vanilla-extract/css';
import { vars } from '@bloomkeep/ui';

// The ThingTile's look (packages/ui), so groups and things read as one family in grids.
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
  selectors: { '&:has([data-hovered])': { boxShadow: vars.shadow.medium } },
});

export const media = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  aspectRatio: '16 / 9',
  overflow: 'hidden',
  backgroundColor: vars.colour.tone.neutral.soft,
  color: vars.colour.brandStrong,
});

export const image = style({
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  objectFit: 'cover',
});

export const initials = style({
  fontFamily: vars.font.family.heading,
  fontSize: vars.font.size.xlarge,
  fontWeight: vars.font.weight.heading,
  letterSpacing: '0.05em',
});

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
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
});

export const link = style({
  color: 'inherit',
  textDecoration: 'none',
  outline: 'none',
  selectors: {
    '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: vars.radius.large },
    '&[data-hovered]': { textDecoration: 'underline' },
    '&[data-focus-visible]::after': { boxShadow: `inset 0 0 0 3px ${vars.colour.focusRing}` },
  },
});

export const description = style({
  margin: 0,
  fontSize: vars.font.size.small,
  color: vars.colour.textMuted,
  overflowWrap: 'anywhere',
  display: '-webkit-box',
  WebkitBoxOrient: 'vertical',
  WebkitLineClamp: 2,
  overflow: 'hidden',
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

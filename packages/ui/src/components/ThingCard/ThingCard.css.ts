import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';

// A thumbnail beside the text: a long list stays a list of names, not a wall of photos.
export const layout = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  alignItems: 'start',
  gap: vars.space.medium,
});

export const content = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  minWidth: 0,
});

/** One square for photo and placeholder alike, so names line up down the list. */
export const thumbnail = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 'clamp(3.5rem, 18vw, 6rem)',
  aspectRatio: '1 / 1',
  overflow: 'hidden',
  borderRadius: vars.radius.medium,
  // The brand's own tint, not a tone: the bee cafe brand shows no Bloomkeep green.
  backgroundColor: vars.colour.tone.neutral.soft,
  color: vars.colour.brandStrong,
});

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space.small,
});

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
    '&[data-focus-visible]': {
      boxShadow: `0 0 0 2px ${vars.colour.focusRing}`,
    },
  },
});

export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  columnGap: vars.space.medium,
  rowGap: vars.space.xxsmall,
  margin: 0,
  fontSize: vars.font.size.small,
  color: vars.colour.textMuted,
});

export const category = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  fontWeight: vars.font.weight.medium,
  color: vars.colour.text,
});

export const tag = style({
  display: 'inline-flex',
  alignItems: 'center',
  paddingBlock: vars.space.xxsmall,
  paddingInline: vars.space.small,
  borderRadius: vars.radius.full,
  backgroundColor: vars.colour.tone.neutral.soft,
  color: vars.colour.tone.neutral.foreground,
  fontSize: vars.font.size.xsmall,
  fontWeight: vars.font.weight.strong,
  lineHeight: vars.font.lineHeight.tight,
});

export const description = style({
  margin: 0,
  color: vars.colour.text,
  display: '-webkit-box',
  WebkitBoxOrient: 'vertical',
  // Two lines keep a long list a list; the thing's page has the rest.
  WebkitLineClamp: 2,
  overflow: 'hidden',
  overflowWrap: 'anywhere',
});

export const image = style({
  position: 'absolute',
  inset: 0,
  display: 'block',
  width: '100%',
  height: '100%',
  objectFit: 'cover',
});

export const lastAction = style({
  margin: 0,
  fontSize: vars.font.size.small,
  color: vars.colour.textMuted,
});

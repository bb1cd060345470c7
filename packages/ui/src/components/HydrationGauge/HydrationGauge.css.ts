import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../themes/contract.css';

// Shared by the reading scales (HydrationGauge, PhScale): a header, a banded track, a marker.

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  minWidth: 0,
  color: vars.colour.text,
  fontSize: vars.font.size.small,
});

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space.small,
});

export const label = style({ fontWeight: vars.font.weight.medium });

export const value = style({
  display: 'inline-flex',
  alignItems: 'baseline',
  gap: vars.space.xsmall,
  fontVariantNumeric: 'tabular-nums',
});

export const number = style({
  fontSize: vars.font.size.large,
  fontWeight: vars.font.weight.strong,
  lineHeight: vars.font.lineHeight.tight,
});

export const muted = style({ color: vars.colour.textMuted });

export const track = style({
  position: 'relative',
  display: 'flex',
  height: 12,
  marginBlock: vars.space.xsmall,
  borderRadius: vars.radius.full,
  boxShadow: `inset 0 0 0 1px ${vars.colour.border}`,
});

export const segment = recipe({
  base: {
    height: '100%',
    minWidth: 2,
    selectors: {
      '&:first-child': {
        borderStartStartRadius: vars.radius.full,
        borderEndStartRadius: vars.radius.full,
      },
      '&:last-child': {
        borderStartEndRadius: vars.radius.full,
        borderEndEndRadius: vars.radius.full,
      },
      '& + &': { boxShadow: `inset 1px 0 0 ${vars.colour.surface}` },
    },
  },
  variants: {
    colour: {
      tooWet: { backgroundColor: vars.colour.indicator.tooWet },
      moist: { backgroundColor: vars.colour.indicator.moist },
      needsWater: { backgroundColor: vars.colour.indicator.needsWater },
      tooDry: { backgroundColor: vars.colour.indicator.tooDry },
      unknown: { backgroundColor: vars.colour.indicator.unknown },
      acidic: { backgroundColor: vars.colour.scale.ph.acidic },
      neutral: { backgroundColor: vars.colour.scale.ph.neutral },
      alkaline: { backgroundColor: vars.colour.scale.ph.alkaline },
    },
    isMuted: {
      true: { opacity: 0.35 },
      false: {},
    },
  },
});

export const marker = style({
  position: 'absolute',
  top: -5,
  bottom: -5,
  width: 6,
  marginInlineStart: -3,
  borderRadius: vars.radius.full,
  backgroundColor: vars.colour.text,
  boxShadow: `0 0 0 2px ${vars.colour.surface}`,
});

export const ticks = style({
  position: 'relative',
  height: '1.25em',
  fontSize: vars.font.size.xsmall,
  color: vars.colour.textMuted,
  fontVariantNumeric: 'tabular-nums',
});

export const tick = style({
  position: 'absolute',
  top: 0,
  // A label at the far end has no room of its own: with a wrapping rule inherited from around
  // the scale (overflow-wrap: anywhere in a card), "100" would stack one digit per line.
  whiteSpace: 'nowrap',
  transform: 'translateX(-50%)',
  selectors: {
    '&:first-child': { transform: 'none' },
    '&:last-child': { transform: 'translateX(-100%)' },
  },
});

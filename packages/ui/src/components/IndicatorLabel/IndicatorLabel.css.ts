import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../themes/contract.css';

export const label = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xsmall,
    color: vars.colour.text,
    lineHeight: vars.font.lineHeight.tight,
  },
  variants: {
    size: {
      small: { fontSize: vars.font.size.xsmall },
      medium: { fontSize: vars.font.size.small },
    },
  },
  defaultVariants: { size: 'medium' },
});

export const dot = recipe({
  base: {
    display: 'inline-block',
    width: 10,
    height: 10,
    flexShrink: 0,
    borderRadius: vars.radius.full,
    boxShadow: `0 0 0 1px ${vars.colour.surface}, 0 0 0 2px ${vars.colour.border}`,
  },
  variants: {
    level: {
      tooWet: { backgroundColor: vars.colour.indicator.tooWet },
      moist: { backgroundColor: vars.colour.indicator.moist },
      needsWater: { backgroundColor: vars.colour.indicator.needsWater },
      tooDry: { backgroundColor: vars.colour.indicator.tooDry },
      unknown: { backgroundColor: vars.colour.indicator.unknown },
    },
  },
});

export const prefix = style({ color: vars.colour.textMuted });

import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../themes/contract.css';

export const avatar = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    overflow: 'hidden',
    borderRadius: vars.radius.full,
    backgroundColor: vars.colour.secondary,
    color: vars.colour.onSecondary,
    fontFamily: vars.font.family.heading,
    fontWeight: vars.font.weight.strong,
    lineHeight: 1,
    userSelect: 'none',
  },
  variants: {
    size: {
      small: { width: 32, height: 32, fontSize: vars.font.size.xsmall },
      medium: { width: 40, height: 40, fontSize: vars.font.size.small },
      large: { width: 64, height: 64, fontSize: vars.font.size.large },
    },
  },
  defaultVariants: { size: 'medium' },
});

export const image = style({
  display: 'block',
  width: '100%',
  height: '100%',
  objectFit: 'cover',
});

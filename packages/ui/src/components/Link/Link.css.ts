import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../themes/contract.css';

export const link = recipe({
  base: {
    display: 'inline',
    fontFamily: 'inherit',
    fontWeight: vars.font.weight.medium,
    textDecoration: 'underline',
    textUnderlineOffset: '0.2em',
    textDecorationThickness: 1,
    borderRadius: vars.radius.small,
    cursor: 'pointer',
    outline: 'none',
    overflowWrap: 'anywhere',
    selectors: {
      '&[data-hovered]': { textDecorationThickness: 2 },
      '&[data-focus-visible]': {
        boxShadow: `0 0 0 2px ${vars.colour.surface}, 0 0 0 4px ${vars.colour.focusRing}`,
      },
      '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.55 },
    },
  },
  variants: {
    tone: {
      brand: { color: vars.colour.brandStrong },
      neutral: { color: vars.colour.text },
    },
  },
  defaultVariants: { tone: 'brand' },
});

export const externalIcon = style({
  display: 'inline-block',
  marginInlineStart: vars.space.xxsmall,
  verticalAlign: '-0.125em',
});

export { visuallyHidden } from '../../css/visuallyHidden.css';

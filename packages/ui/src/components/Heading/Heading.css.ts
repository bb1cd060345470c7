import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../themes/contract.css';

export const heading = recipe({
  base: {
    margin: 0,
    fontFamily: vars.font.family.heading,
    fontWeight: vars.font.weight.heading,
    lineHeight: vars.font.lineHeight.tight,
    overflowWrap: 'anywhere',
  },
  variants: {
    level: {
      1: { fontSize: vars.font.size.xxlarge },
      2: { fontSize: vars.font.size.xlarge },
      3: { fontSize: vars.font.size.large },
      4: { fontSize: vars.font.size.medium },
    },
    tone: {
      neutral: { color: vars.colour.text },
      brand: { color: vars.colour.brandStrong },
    },
  },
  defaultVariants: { level: 1, tone: 'neutral' },
});

import { recipe } from '@vanilla-extract/recipes';

export const icon = recipe({
  base: { display: 'inline-block', flexShrink: 0, verticalAlign: 'middle' },
  variants: {
    size: {
      small: { width: 16, height: 16 },
      medium: { width: 20, height: 20 },
      large: { width: 32, height: 32 },
    },
  },
  defaultVariants: { size: 'medium' },
});

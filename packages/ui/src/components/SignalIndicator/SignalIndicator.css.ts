import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../themes/contract.css';

export const root = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.small,
  fontSize: vars.font.size.small,
  lineHeight: vars.font.lineHeight.tight,
  fontVariantNumeric: 'tabular-nums',
  color: vars.colour.text,
});

export const bars = style({
  display: 'inline-flex',
  alignItems: 'flex-end',
  gap: 2,
  height: 16,
  flexShrink: 0,
});

export const bar = recipe({
  base: { width: 4, borderRadius: 1 },
  variants: {
    index: {
      0: { height: '25%' },
      1: { height: '50%' },
      2: { height: '75%' },
      3: { height: '100%' },
    },
    isLit: {
      true: { backgroundColor: vars.colour.text },
      false: { backgroundColor: vars.colour.border },
    },
  },
});

export const quality = style({ fontWeight: vars.font.weight.strong });
export const detail = style({ color: vars.colour.textMuted });

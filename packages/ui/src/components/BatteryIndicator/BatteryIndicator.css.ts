import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../themes/contract.css';

export const root = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xsmall,
    fontSize: vars.font.size.small,
    lineHeight: vars.font.lineHeight.tight,
    fontVariantNumeric: 'tabular-nums',
    color: vars.colour.text,
  },
  variants: {
    level: {
      low: { color: vars.colour.tone.critical.foreground, fontWeight: vars.font.weight.strong },
      medium: {},
      full: {},
      unknown: { color: vars.colour.textMuted },
    },
  },
});

export const icon = style({ width: 20, height: 20, flexShrink: 0 });
export const detail = style({ color: vars.colour.textMuted, fontWeight: vars.font.weight.regular });

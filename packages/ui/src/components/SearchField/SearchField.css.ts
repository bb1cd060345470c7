import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';

export const group = style({ gap: vars.space.small, paddingInlineEnd: vars.space.xsmall });

export const icon = style({ flexShrink: 0, color: vars.colour.textMuted });

export const clear = style({
  selectors: { '[data-empty] &': { visibility: 'hidden' } },
});

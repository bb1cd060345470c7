import { style } from '@vanilla-extract/css';
import { vars } from '@bloomkeep/ui';

export const muted = style({ margin: 0, color: vars.colour.textMuted });

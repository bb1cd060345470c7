import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';

export const group = style({ paddingInlineEnd: vars.space.xsmall, gap: vars.space.xxsmall });

export const unit = style({ color: vars.colour.textMuted, fontSize: vars.font.size.small });

import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';

export const group = style({ paddingInlineEnd: vars.space.xsmall });

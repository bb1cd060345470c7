import { style } from '@vanilla-extract/css';
import { vars } from '@bloomkeep/ui';

export const page = style({ display: 'grid', gap: vars.space.large, alignContent: 'start' });

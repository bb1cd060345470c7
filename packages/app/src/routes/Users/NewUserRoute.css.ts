import { style } from '@vanilla-extract/css';
import { vars } from '@bloomkeep/ui';

export const page = style({ display: 'grid', gap: vars.space.large, maxWidth: '36rem' });

export const intro = style({ margin: 0, color: vars.colour.textMuted });

export const done = style({ display: 'grid', gap: vars.space.medium });

export const links = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.medium });

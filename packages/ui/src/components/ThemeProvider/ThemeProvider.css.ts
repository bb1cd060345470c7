import { style } from '@vanilla-extract/css';

export const fullHeight = style({ minHeight: '100vh' });

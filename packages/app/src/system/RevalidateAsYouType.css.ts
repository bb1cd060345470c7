import { style } from '@vanilla-extract/css';

/** The wrapper only listens: its children lay out as if it were not there. */
export const transparent = style({ display: 'contents' });

import { style } from '@vanilla-extract/css';

/** A number of litres needs a few digits, not the width of the form. */
export const litres = style({ maxWidth: '18rem' });

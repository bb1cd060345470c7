import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';

export const stack = style({
  display: 'flex',
  flexDirection: 'column',
  margin: 0,
  padding: 0,
  minWidth: 0,
});

export const space = styleVariants(vars.space, (gap) => ({ gap }));

export const align = styleVariants({
  start: { alignItems: 'flex-start' },
  center: { alignItems: 'center' },
  end: { alignItems: 'flex-end' },
  stretch: { alignItems: 'stretch' },
});

/** Resets list styles when the stack renders as a list. */
export const list = style({ listStyle: 'none' });

import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';

export const inline = style({
  display: 'flex',
  flexDirection: 'row',
  flexWrap: 'wrap',
  margin: 0,
  padding: 0,
  minWidth: 0,
});

export const noWrap = style({ flexWrap: 'nowrap' });

export const space = styleVariants(vars.space, (gap) => ({ gap }));

export const align = styleVariants({
  start: { justifyContent: 'flex-start' },
  center: { justifyContent: 'center' },
  end: { justifyContent: 'flex-end' },
  spaceBetween: { justifyContent: 'space-between' },
});

export const alignY = styleVariants({
  top: { alignItems: 'flex-start' },
  center: { alignItems: 'center' },
  bottom: { alignItems: 'flex-end' },
  baseline: { alignItems: 'baseline' },
});

export const list = style({ listStyle: 'none' });

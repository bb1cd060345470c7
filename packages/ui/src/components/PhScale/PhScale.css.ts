import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';

export const regions = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto 1fr',
  gap: vars.space.small,
  fontSize: vars.font.size.xsmall,
  color: vars.colour.textMuted,
});

export const region = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  minWidth: 0,
  whiteSpace: 'nowrap',
  selectors: {
    '&:nth-child(2)': { justifyContent: 'center' },
    '&:last-child': { justifyContent: 'flex-end', textAlign: 'end' },
  },
});

export const regionCurrent = style({
  color: vars.colour.text,
  fontWeight: vars.font.weight.strong,
});

/** The scale's own width decides how many tick labels fit. */
export const container = style({ containerType: 'inline-size' });

/** Odd ticks (except the neutral 7) give way on narrow scales. */
export const minorTick = style({
  '@container': { '(max-width: 400px)': { display: 'none' } },
});

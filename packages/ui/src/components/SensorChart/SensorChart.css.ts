import { globalStyle, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../themes/contract.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  minWidth: 0,
  padding: vars.space.medium,
  backgroundColor: vars.colour.surface,
  border: `1px solid ${vars.colour.border}`,
  borderRadius: vars.radius.large,
  color: vars.colour.text,
});

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  justifyContent: 'space-between',
  gap: vars.space.small,
});

export const controls = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.medium,
});

export const rangePicker = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  gap: vars.space.small,
});

export const rangeSelect = style({ width: 180 });
export const rangeDay = style({ width: 160 });

export const chartArea = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  minWidth: 0,
});

/** The tab stop around the canvas: the theme's focus ring, no browser outline. */
export const focusable = style({
  borderRadius: vars.radius.medium,
  outline: 'none',
  selectors: {
    '&:focus-visible': {
      boxShadow: `0 0 0 2px ${vars.colour.surface}, 0 0 0 4px ${vars.colour.focusRing}`,
    },
  },
});

export const plotFrame = style({
  position: 'relative',
  width: '100%',
  overflow: 'hidden',
});

export const plot = style({ width: '100%', height: '100%' });

// uPlot's own stylesheet sets its font on the root; the kit's body font instead.
globalStyle(`${plot} .uplot`, { fontFamily: 'inherit', lineHeight: 'normal' });

export const plotOverlay = style({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  backgroundColor: vars.colour.surface,
});

export const failure = style({
  margin: 0,
  padding: vars.space.medium,
  color: vars.colour.textMuted,
  fontSize: vars.font.size.small,
  textAlign: 'center',
});

export const loading = style({ display: 'flex' });

export const readout = style({
  margin: 0,
  minHeight: `calc(${vars.font.size.small} * ${vars.font.lineHeight.normal})`,
  fontSize: vars.font.size.small,
  lineHeight: vars.font.lineHeight.normal,
  color: vars.colour.text,
  fontVariantNumeric: 'tabular-nums',
});

export const legend = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xxsmall} ${vars.space.medium}`,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: vars.font.size.small,
  color: vars.colour.text,
});

export const legendItem = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxsmall,
});

export const legendRange = style({ color: vars.colour.textMuted });

export const swatch = recipe({
  base: {
    display: 'inline-block',
    width: 12,
    height: 12,
    borderRadius: vars.radius.small,
    flexShrink: 0,
  },
  variants: {
    level: {
      tooWet: { backgroundColor: vars.colour.indicator.tooWet },
      moist: { backgroundColor: vars.colour.indicator.moist },
      needsWater: { backgroundColor: vars.colour.indicator.needsWater },
      tooDry: { backgroundColor: vars.colour.indicator.tooDry },
      unknown: { backgroundColor: vars.colour.indicator.unknown },
    },
  },
});

export const tableView = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'stretch',
  gap: vars.space.small,
});

export const noReading = style({ color: vars.colour.textMuted, fontStyle: 'italic' });

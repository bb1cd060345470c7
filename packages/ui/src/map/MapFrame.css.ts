import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../themes/contract.css';

/** The box the map fills; overlays (skeleton, failure) sit on top of it. */
export const frame = style({
  position: 'relative',
  width: '100%',
  overflow: 'hidden',
  borderRadius: vars.radius.medium,
  border: `1px solid ${vars.colour.border}`,
  backgroundColor: vars.colour.surface,
  boxSizing: 'border-box',
  isolation: 'isolate',
  selectors: {
    // An interactive map's canvas is a tab stop: the theme's ring around the whole frame
    // (the canvas itself is clipped by the frame's rounded corners).
    '&:has(canvas:focus-visible)': {
      boxShadow: `0 0 0 2px ${vars.colour.surface}, 0 0 0 4px ${vars.colour.focusRing}`,
    },
  },
});

// maplibre's stylesheet makes this element `position: relative`, so size it, don't inset it.
export const map = style({ width: '100%', height: '100%' });

// The browser's thin outline on the focused canvas gives way to the frame's ring.
globalStyle(`${map} canvas:focus, ${map} canvas:focus-visible`, { outline: 'none' });

export const overlay = style({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  zIndex: 1,
});

export const failure = style({
  position: 'absolute',
  inset: 0,
  zIndex: 1,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xsmall,
  padding: vars.space.medium,
  textAlign: 'center',
  backgroundColor: vars.colour.surface,
  color: vars.colour.text,
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.small,
  fontWeight: vars.font.weight.medium,
  lineHeight: vars.font.lineHeight.normal,
  overflowWrap: 'anywhere',
});

export const failureIcon = style({ color: vars.colour.textMuted });

/** maplibre positions this element with `transform`: keep it a plain box. */
export const marker = style({
  display: 'block',
  width: 32,
  height: 42,
  lineHeight: 0,
});

export const markerPin = style({
  fill: vars.colour.brand,
  stroke: vars.colour.brandStrong,
  strokeWidth: 1.5,
  filter: `drop-shadow(${vars.shadow.small})`,
});

export const markerDot = style({ fill: vars.colour.onBrand });

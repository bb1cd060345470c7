import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
  fontFamily: vars.font.family.body,
  color: vars.colour.text,
});

/** The focus targets standing for points: invisible until focused; the pointer uses the canvas. */
export const targets = style({ position: 'absolute', inset: 0, pointerEvents: 'none', zIndex: 1 });

export const target = style({
  position: 'absolute',
  width: 28,
  height: 28,
  margin: 0,
  padding: 0,
  transform: 'translate(-50%, -50%)',
  border: 'none',
  borderRadius: vars.radius.full,
  background: 'transparent',
  // It draws no text; this only keeps a host's `button { color; font-family }` from reaching it.
  color: 'inherit',
  fontFamily: 'inherit',
  pointerEvents: 'none',
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': {
      boxShadow: `0 0 0 2px ${vars.colour.surface}, 0 0 0 4px ${vars.colour.focusRing}`,
    },
  },
});

export const cardAnchor = style({
  position: 'absolute',
  zIndex: 3,
  pointerEvents: 'none',
  transform: 'translate(-50%, calc(-100% - 16px))',
  selectors: {
    '&[data-below="true"]': { transform: 'translate(-50%, 16px)' },
  },
});

export const controls = style({
  position: 'absolute',
  top: vars.space.small,
  right: vars.space.small,
  zIndex: 2,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
});

export const controlsGroup = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  padding: vars.space.xxsmall,
  backgroundColor: vars.colour.surface,
  border: `1px solid ${vars.colour.border}`,
  borderRadius: vars.radius.medium,
  boxShadow: vars.shadow.small,
});

const pill = {
  position: 'absolute',
  zIndex: 2,
  maxWidth: 'calc(100% - 80px)',
  boxSizing: 'border-box',
  margin: 0,
  padding: `${vars.space.xxsmall} ${vars.space.small}`,
  borderRadius: vars.radius.small,
  backgroundColor: vars.colour.surface,
  border: `1px solid ${vars.colour.border}`,
  fontSize: vars.font.size.xsmall,
  lineHeight: vars.font.lineHeight.normal,
  overflowWrap: 'anywhere',
} as const;

export const notices = style({
  position: 'absolute',
  zIndex: 2,
  top: vars.space.small,
  left: vars.space.small,
  right: 64,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.xxsmall,
  pointerEvents: 'none',
});

export const notice = style({
  ...pill,
  position: 'static',
  maxWidth: '100%',
  color: vars.colour.textMuted,
});

export const alert = style({
  ...pill,
  position: 'static',
  maxWidth: '100%',
  color: vars.colour.tone.critical.foreground,
  borderColor: vars.colour.tone.critical.foreground,
});

export const attribution = style({
  ...pill,
  right: 0,
  bottom: 0,
  borderRadius: `${vars.radius.small} 0 0 0`,
  borderWidth: '1px 0 0 1px',
  color: vars.colour.textMuted,
});

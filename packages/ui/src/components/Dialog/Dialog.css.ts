import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../themes/contract.css';

const reducedMotion = '(prefers-reduced-motion: reduce)';

/** The dimmed backdrop; fades over the dialog duration (spec §9: 300 ms). */
export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: 100,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: vars.space.large,
  boxSizing: 'border-box',
  // A scrim derived from the text colour, so each theme tints it.
  backgroundColor: `color-mix(in srgb, ${vars.colour.text} 45%, transparent)`,
  transitionProperty: 'opacity',
  transitionDuration: vars.motion.duration.dialog,
  transitionTimingFunction: vars.motion.easing.standard,
  selectors: {
    '&[data-entering], &[data-exiting]': { opacity: 0 },
  },
  '@media': { [reducedMotion]: { transitionDuration: '0ms' } },
});

export const modal = recipe({
  base: {
    boxSizing: 'border-box',
    display: 'flex',
    flexDirection: 'column',
    width: '100%',
    maxHeight: 'calc(100dvh - 32px)',
    backgroundColor: vars.colour.surface,
    color: vars.colour.text,
    fontFamily: vars.font.family.body,
    fontSize: vars.font.size.medium,
    lineHeight: vars.font.lineHeight.normal,
    border: `1px solid ${vars.colour.border}`,
    borderRadius: vars.radius.large,
    boxShadow: vars.shadow.medium,
    outline: 'none',
    transitionProperty: 'opacity, transform',
    transitionDuration: vars.motion.duration.dialog,
    transitionTimingFunction: vars.motion.easing.standard,
    selectors: {
      '&[data-entering], &[data-exiting]': {
        opacity: 0,
        transform: 'translateY(12px) scale(0.98)',
      },
    },
    '@media': { [reducedMotion]: { transitionDuration: '0ms', transform: 'none' } },
  },
  variants: {
    size: {
      small: { maxWidth: 400 },
      medium: { maxWidth: 560 },
      large: { maxWidth: 800 },
    },
  },
  defaultVariants: { size: 'medium' },
});

export const dialog = style({
  display: 'flex',
  flexDirection: 'column',
  minHeight: 0,
  outline: 'none',
});

export const header = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.medium,
  padding: vars.space.xlarge,
  paddingBottom: vars.space.medium,
});

export const title = style({
  margin: 0,
  minWidth: 0,
  overflowWrap: 'anywhere',
  fontFamily: vars.font.family.heading,
  fontSize: vars.font.size.large,
  fontWeight: vars.font.weight.heading,
  lineHeight: vars.font.lineHeight.tight,
  paddingBlock: vars.space.xsmall,
});

export const body = style({
  flex: '1 1 auto',
  minHeight: 0,
  overflowY: 'auto',
  overflowWrap: 'anywhere',
  paddingInline: vars.space.xlarge,
  paddingBottom: vars.space.large,
});

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.small,
  padding: vars.space.xlarge,
  paddingTop: vars.space.medium,
  borderTop: `1px solid ${vars.colour.border}`,
});

export const closeButton = style({
  flexShrink: 0,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 36,
  height: 36,
  padding: 0,
  margin: 0,
  border: '1px solid transparent',
  borderRadius: vars.radius.full,
  backgroundColor: 'transparent',
  color: vars.colour.textMuted,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered], &[data-pressed]': {
      backgroundColor: vars.colour.tone.neutral.soft,
      color: vars.colour.text,
    },
    '&[data-focus-visible]': {
      boxShadow: `0 0 0 2px ${vars.colour.surface}, 0 0 0 4px ${vars.colour.focusRing}`,
    },
  },
});

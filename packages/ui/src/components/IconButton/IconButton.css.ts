import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../themes/contract.css';

export const iconButton = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    margin: 0,
    padding: 0,
    // It shows no text; this only keeps a host's `button { font-family: … }` from reaching it.
    fontFamily: 'inherit',
    borderWidth: 1,
    borderStyle: 'solid',
    borderRadius: vars.radius.medium,
    cursor: 'pointer',
    outline: 'none',
    transition: `background-color ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
    WebkitTapHighlightColor: 'transparent',
    selectors: {
      '&[data-focus-visible]': {
        boxShadow: `0 0 0 2px ${vars.colour.surface}, 0 0 0 4px ${vars.colour.focusRing}`,
      },
      '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.55 },
    },
  },
  variants: {
    tone: {
      neutral: {
        backgroundColor: 'transparent',
        borderColor: 'transparent',
        color: vars.colour.text,
        selectors: {
          '&[data-hovered], &[data-pressed]': { backgroundColor: vars.colour.tone.neutral.soft },
        },
      },
      brand: {
        backgroundColor: vars.colour.brand,
        borderColor: vars.colour.brand,
        color: vars.colour.onBrand,
        selectors: {
          '&[data-hovered], &[data-pressed]': {
            backgroundColor: vars.colour.brandStrong,
            borderColor: vars.colour.brandStrong,
            color: vars.colour.surface,
          },
        },
      },
      critical: {
        backgroundColor: 'transparent',
        borderColor: 'transparent',
        color: vars.colour.tone.critical.foreground,
        selectors: {
          '&[data-hovered], &[data-pressed]': { backgroundColor: vars.colour.tone.critical.soft },
        },
      },
    },
    size: {
      small: { width: 32, height: 32 },
      medium: { width: 40, height: 40 },
      large: { width: 48, height: 48 },
    },
  },
  defaultVariants: { tone: 'neutral', size: 'medium' },
});

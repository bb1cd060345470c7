import { keyframes, style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../themes/contract.css';

export const button = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.small,
    margin: 0,
    borderWidth: 1,
    borderStyle: 'solid',
    borderRadius: vars.radius.medium,
    fontFamily: vars.font.family.body,
    fontWeight: vars.font.weight.strong,
    lineHeight: vars.font.lineHeight.tight,
    cursor: 'pointer',
    outline: 'none',
    transition: 'background-color 120ms ease, box-shadow 120ms ease',
    WebkitTapHighlightColor: 'transparent',
    selectors: {
      '&[data-focus-visible]': {
        boxShadow: `0 0 0 2px ${vars.colour.surface}, 0 0 0 4px ${vars.colour.focusRing}`,
      },
      '&[data-disabled]:not([data-pending])': {
        cursor: 'not-allowed',
        opacity: 0.55,
      },
      '&[data-pending]': { cursor: 'progress' },
    },
  },
  variants: {
    tone: {
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
      neutral: {
        backgroundColor: vars.colour.surface,
        borderColor: vars.colour.border,
        color: vars.colour.text,
        selectors: {
          '&[data-hovered], &[data-pressed]': { backgroundColor: vars.colour.tone.neutral.soft },
        },
      },
      critical: {
        backgroundColor: vars.colour.tone.critical.solid,
        borderColor: vars.colour.tone.critical.solid,
        color: vars.colour.tone.critical.onSolid,
        selectors: {
          '&[data-hovered], &[data-pressed]': {
            backgroundColor: vars.colour.tone.critical.foreground,
            borderColor: vars.colour.tone.critical.foreground,
          },
        },
      },
    },
    size: {
      small: {
        minHeight: 32,
        paddingInline: vars.space.medium,
        fontSize: vars.font.size.small,
      },
      medium: {
        minHeight: 40,
        paddingInline: vars.space.large,
        fontSize: vars.font.size.medium,
      },
      large: {
        minHeight: 48,
        paddingInline: vars.space.xlarge,
        fontSize: vars.font.size.large,
      },
    },
  },
  defaultVariants: { tone: 'brand', size: 'medium' },
});

export type ButtonVariants = NonNullable<RecipeVariants<typeof button>>;

export const icon = style({ display: 'inline-flex', flexShrink: 0 });

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const spinner = style({
  display: 'inline-block',
  width: '1em',
  height: '1em',
  flexShrink: 0,
  borderRadius: vars.radius.full,
  border: '2px solid currentColor',
  borderRightColor: 'transparent',
  animation: `${spin} 800ms linear infinite`,
  '@media': {
    '(prefers-reduced-motion: reduce)': { animationDuration: '2400ms' },
  },
});

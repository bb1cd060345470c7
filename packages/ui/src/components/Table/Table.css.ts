import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../themes/contract.css';

/** Scrolls sideways on small screens instead of squeezing columns. */
export const scroller = style({
  maxWidth: '100%',
  overflowX: 'auto',
  backgroundColor: vars.colour.surface,
  border: `1px solid ${vars.colour.border}`,
  borderRadius: vars.radius.large,
});

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.font.size.medium,
  lineHeight: vars.font.lineHeight.normal,
  color: vars.colour.text,
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': { boxShadow: `inset 0 0 0 2px ${vars.colour.focusRing}` },
  },
});

export const header = style({ backgroundColor: vars.colour.surfaceRaised });

const align = {
  start: { textAlign: 'start' },
  center: { textAlign: 'center' },
  end: { textAlign: 'end' },
} as const;

export const column = recipe({
  base: {
    paddingBlock: vars.space.small,
    paddingInline: vars.space.large,
    borderBottom: `1px solid ${vars.colour.border}`,
    fontSize: vars.font.size.small,
    fontWeight: vars.font.weight.strong,
    color: vars.colour.textMuted,
    whiteSpace: 'nowrap',
    outline: 'none',
    selectors: {
      '&[data-allows-sorting]': { cursor: 'pointer' },
      '&[data-hovered]': { color: vars.colour.text },
      '&[data-focus-visible]': { boxShadow: `inset 0 0 0 2px ${vars.colour.focusRing}` },
    },
  },
  variants: { align },
  defaultVariants: { align: 'start' },
});

export const columnContent = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
});

export const sortIcon = style({ display: 'inline-flex', flexShrink: 0 });

export const row = style({
  outline: 'none',
  selectors: {
    '&:not(:last-child)': { borderBottom: `1px solid ${vars.colour.border}` },
    '&[data-hovered]': { backgroundColor: vars.colour.tone.neutral.soft },
    '&[data-selected]': { backgroundColor: vars.colour.accent.soft },
    '&[data-focus-visible]': { boxShadow: `inset 0 0 0 2px ${vars.colour.focusRing}` },
    '&[data-href], &[data-allows-actions]': { cursor: 'pointer' },
  },
});

export const cell = recipe({
  base: {
    paddingBlock: vars.space.medium,
    paddingInline: vars.space.large,
    verticalAlign: 'middle',
    outline: 'none',
    overflowWrap: 'anywhere',
    minWidth: 96,
    selectors: {
      '&[data-focus-visible]': { boxShadow: `inset 0 0 0 2px ${vars.colour.focusRing}` },
    },
  },
  variants: { align },
  defaultVariants: { align: 'start' },
});

export const checkboxCell = style({ width: 48, minWidth: 48, paddingInline: vars.space.large });

export const empty = style({
  padding: vars.space.xlarge,
  textAlign: 'center',
  color: vars.colour.textMuted,
});

const pulse = keyframes({ '50%': { opacity: 0.5 } });

export const skeleton = style({
  display: 'block',
  height: '1em',
  width: '70%',
  borderRadius: vars.radius.small,
  backgroundColor: vars.colour.tone.neutral.soft,
  animation: `${pulse} 1.5s ease-in-out infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});

export const loadingRow = style({
  padding: vars.space.medium,
  textAlign: 'center',
  color: vars.colour.textMuted,
});

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const spinner = style({
  display: 'inline-block',
  width: '1em',
  height: '1em',
  marginInlineEnd: vars.space.small,
  verticalAlign: '-0.125em',
  borderRadius: vars.radius.full,
  border: '2px solid currentColor',
  borderRightColor: 'transparent',
  animation: `${spin} 800ms linear infinite`,
});

export const checkbox = style({
  display: 'inline-flex',
  cursor: 'pointer',
  outline: 'none',
});

export const checkboxBox = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 20,
  height: 20,
  borderRadius: vars.radius.small,
  border: `2px solid ${vars.colour.textMuted}`,
  backgroundColor: vars.colour.surface,
  color: vars.colour.onBrand,
  selectors: {
    [`${checkbox}[data-selected] &, ${checkbox}[data-indeterminate] &`]: {
      backgroundColor: vars.colour.brand,
      borderColor: vars.colour.brand,
    },
    [`${checkbox}[data-focus-visible] &`]: {
      boxShadow: `0 0 0 2px ${vars.colour.surface}, 0 0 0 4px ${vars.colour.focusRing}`,
    },
  },
});

export { visuallyHidden } from '../../css/visuallyHidden.css';

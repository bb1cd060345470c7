import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';

export const nav = style({ display: 'flex', justifyContent: 'center', minWidth: 0 });

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xsmall,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const page = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xxsmall,
  minWidth: 40,
  minHeight: 40,
  paddingInline: vars.space.small,
  border: '1px solid transparent',
  borderRadius: vars.radius.medium,
  backgroundColor: 'transparent',
  color: vars.colour.text,
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.medium,
  fontWeight: vars.font.weight.medium,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { backgroundColor: vars.colour.tone.neutral.soft },
    '&[aria-current="page"]': {
      backgroundColor: vars.colour.brand,
      color: vars.colour.onBrand,
      fontWeight: vars.font.weight.strong,
    },
    '&[data-focus-visible]': {
      boxShadow: `0 0 0 2px ${vars.colour.surface}, 0 0 0 4px ${vars.colour.focusRing}`,
    },
    '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.45 },
  },
});

export const ellipsis = style({
  display: 'inline-flex',
  justifyContent: 'center',
  minWidth: 24,
  color: vars.colour.textMuted,
});

export const stepLabel = style({
  '@media': { 'screen and (max-width: 599px)': { display: 'none' } },
});

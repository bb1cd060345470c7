import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';

export const root = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  minWidth: 0,
  fontFamily: vars.font.family.body,
});

export const checkbox = style({
  display: 'inline-flex',
  alignItems: 'flex-start',
  gap: vars.space.small,
  fontSize: vars.font.size.medium,
  lineHeight: vars.font.lineHeight.normal,
  color: vars.colour.text,
  cursor: 'pointer',
  overflowWrap: 'anywhere',
  selectors: { '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.55 } },
});

export const box = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: 20,
  height: 20,
  marginTop: 2,
  boxSizing: 'border-box',
  border: `2px solid ${vars.colour.textMuted}`,
  // Its own token: `radius.small` is 10px in the bee cafe brand, a circle on a 20px box.
  borderRadius: vars.radius.checkbox,
  backgroundColor: vars.colour.surface,
  color: vars.colour.onBrand,
  selectors: {
    [`${checkbox}[data-selected] &, ${checkbox}[data-indeterminate] &`]: {
      backgroundColor: vars.colour.brand,
      borderColor: vars.colour.brand,
    },
    [`${checkbox}[data-invalid] &`]: { borderColor: vars.colour.tone.critical.solid },
    [`${checkbox}[data-focus-visible] &`]: {
      boxShadow: `0 0 0 2px ${vars.colour.surface}, 0 0 0 4px ${vars.colour.focusRing}`,
    },
  },
});

export const description = style({
  paddingInlineStart: 28,
  fontSize: vars.font.size.small,
  color: vars.colour.textMuted,
});

export const error = style({ paddingInlineStart: 28 });

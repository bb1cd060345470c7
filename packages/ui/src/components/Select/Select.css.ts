import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';

export const trigger = style({
  justifyContent: 'space-between',
  gap: vars.space.small,
  cursor: 'pointer',
  textAlign: 'start',
  selectors: {
    '&[data-pressed]': { borderColor: vars.colour.focusRing },
    '&[data-focus-visible]': {
      borderColor: vars.colour.focusRing,
      boxShadow: `0 0 0 1px ${vars.colour.focusRing}`,
    },
  },
});

export const value = style({
  flex: 1,
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  selectors: { '&[data-placeholder]': { color: vars.colour.textMuted } },
});

export const chevron = style({ flexShrink: 0, color: vars.colour.textMuted });

export const popover = style({
  minWidth: 'var(--trigger-width)',
  maxWidth: 'calc(100vw - 16px)',
  boxSizing: 'border-box',
  overflow: 'auto',
  padding: vars.space.xxsmall,
  border: `1px solid ${vars.colour.border}`,
  borderRadius: vars.radius.medium,
  backgroundColor: vars.colour.surfaceRaised,
  boxShadow: vars.shadow.medium,
  outline: 'none',
});

export const listBox = style({ outline: 'none', fontFamily: vars.font.family.body });

export const item = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
  minHeight: 40,
  paddingInline: vars.space.small,
  borderRadius: vars.radius.small,
  color: vars.colour.text,
  fontSize: vars.font.size.medium,
  cursor: 'pointer',
  outline: 'none',
  overflowWrap: 'anywhere',
  selectors: {
    '&[data-focused], &[data-hovered]': { backgroundColor: vars.colour.tone.neutral.soft },
    '&[data-selected]': { fontWeight: vars.font.weight.strong },
    '&[data-focus-visible]': { boxShadow: `inset 0 0 0 2px ${vars.colour.focusRing}` },
    '&[data-disabled]': { opacity: 0.55, cursor: 'not-allowed' },
  },
});

export const check = style({ flexShrink: 0, color: vars.colour.brandStrong });

export const empty = style({
  padding: vars.space.small,
  color: vars.colour.textMuted,
  fontSize: vars.font.size.small,
  fontStyle: 'italic',
});

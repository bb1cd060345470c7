import { style } from '@vanilla-extract/css';
import { vars } from '@bloomkeep/ui';

export const row = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  padding: vars.space.small,
  borderRadius: vars.radius.medium,
  border: `1px solid ${vars.colour.border}`,
  backgroundColor: vars.colour.surface,
  minWidth: 0,
  color: 'inherit',
  textDecoration: 'none',
  selectors: {
    '&:hover': { borderColor: vars.colour.brandStrong },
    '&:focus-visible': { outline: `2px solid ${vars.colour.focusRing}`, outlineOffset: 2 },
  },
});

export const text = style({ display: 'grid', minWidth: 0, flex: 1 });

export const name = style({
  fontWeight: 600,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const username = style({
  color: vars.colour.textMuted,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const detail = style({ color: vars.colour.textMuted, flexShrink: 0 });

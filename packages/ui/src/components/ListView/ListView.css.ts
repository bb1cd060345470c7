import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';

export const root = style({ display: 'grid', gap: vars.space.large, minWidth: 0 });

export const toolbar = style({ display: 'flex', justifyContent: 'flex-end' });

export const switcher = style({
  display: 'inline-flex',
  padding: vars.space.xxsmall,
  gap: vars.space.xxsmall,
  backgroundColor: vars.colour.tone.neutral.soft,
  borderRadius: vars.radius.medium,
});

export const option = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  minHeight: 36,
  paddingInline: vars.space.medium,
  border: 'none',
  borderRadius: vars.radius.small,
  backgroundColor: 'transparent',
  color: vars.colour.textMuted,
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.small,
  fontWeight: vars.font.weight.strong,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { color: vars.colour.text },
    '&[data-selected]': {
      backgroundColor: vars.colour.surface,
      color: vars.colour.text,
      boxShadow: vars.shadow.small,
    },
    '&[data-focus-visible]': { boxShadow: `0 0 0 2px ${vars.colour.focusRing}` },
  },
});

export const skeletonTile = style({
  minHeight: 96,
  borderRadius: vars.radius.large,
  backgroundColor: vars.colour.tone.neutral.soft,
});

export const skeletonRow = style({
  minHeight: 56,
  borderRadius: vars.radius.large,
  backgroundColor: vars.colour.tone.neutral.soft,
});

export const skeletonGrid = style({
  display: 'grid',
  gap: vars.space.large,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(220px, 100%), 1fr))',
});

export const skeletonStack = style({ display: 'grid', gap: vars.space.small });

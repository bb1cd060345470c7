import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../themes/contract.css';

export const triggerContent = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  minWidth: 0,
});

export const chevron = style({ display: 'inline-flex', flexShrink: 0 });

export const popover = style({ minWidth: 200, overflow: 'auto' });

export const menu = style({
  display: 'grid',
  padding: vars.space.xsmall,
  margin: 0,
  outline: 'none',
  maxHeight: 'inherit',
  overflowY: 'auto',
});

export const item = recipe({
  base: {
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.small,
    minHeight: 40,
    paddingBlock: vars.space.small,
    paddingInline: vars.space.medium,
    borderRadius: vars.radius.small,
    fontSize: vars.font.size.medium,
    lineHeight: vars.font.lineHeight.tight,
    textDecoration: 'none',
    cursor: 'pointer',
    outline: 'none',
    overflowWrap: 'anywhere',
    selectors: {
      '&[data-focused], &[data-hovered]': { backgroundColor: vars.colour.tone.neutral.soft },
      '&[data-focus-visible]': { boxShadow: `inset 0 0 0 2px ${vars.colour.focusRing}` },
      '&[data-disabled]': { cursor: 'not-allowed', color: vars.colour.textMuted },
    },
  },
  variants: {
    tone: {
      neutral: { color: vars.colour.text },
      critical: {
        color: vars.colour.tone.critical.foreground,
        selectors: {
          '&[data-focused], &[data-hovered]': { backgroundColor: vars.colour.tone.critical.soft },
        },
      },
    },
  },
  defaultVariants: { tone: 'neutral' },
});

export const itemIcon = style({ display: 'inline-flex', flexShrink: 0 });

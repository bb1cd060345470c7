import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../themes/contract.css';

export const tabs = recipe({
  base: { display: 'flex', minWidth: 0, gap: vars.space.large },
  variants: {
    orientation: {
      horizontal: { flexDirection: 'column' },
      vertical: { flexDirection: 'row' },
    },
  },
});

export const tabList = recipe({
  base: { display: 'flex', minWidth: 0 },
  variants: {
    orientation: {
      horizontal: {
        flexDirection: 'row',
        gap: vars.space.xsmall,
        overflowX: 'auto',
        // A tab scrolled to by keyboard stops clear of the scroll cue's fade.
        scrollPaddingInline: '2.75rem',
        borderBottom: `1px solid ${vars.colour.border}`,
      },
      vertical: {
        flexDirection: 'column',
        flexShrink: 0,
        gap: vars.space.xxsmall,
        borderInlineEnd: `1px solid ${vars.colour.border}`,
      },
    },
  },
});

export const tab = recipe({
  base: {
    position: 'relative',
    display: 'flex',
    alignItems: 'center',
    minHeight: 44,
    paddingBlock: vars.space.small,
    paddingInline: vars.space.large,
    color: vars.colour.textMuted,
    fontWeight: vars.font.weight.strong,
    fontSize: vars.font.size.medium,
    lineHeight: vars.font.lineHeight.tight,
    whiteSpace: 'nowrap',
    cursor: 'pointer',
    outline: 'none',
    borderRadius: `${vars.radius.small} ${vars.radius.small} 0 0`,
    transition: `color ${vars.motion.duration.fast}`,
    selectors: {
      '&[data-hovered]': {
        color: vars.colour.text,
        backgroundColor: vars.colour.tone.neutral.soft,
      },
      '&[data-selected]': { color: vars.colour.brandStrong },
      '&[data-focus-visible]': { boxShadow: `inset 0 0 0 2px ${vars.colour.focusRing}` },
      '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.55 },
      '&::after': { content: '""', position: 'absolute', backgroundColor: 'transparent' },
      '&[data-selected]::after': { backgroundColor: vars.colour.brandStrong },
    },
  },
  variants: {
    orientation: {
      horizontal: {
        selectors: { '&::after': { insetInline: 0, bottom: -1, height: 3 } },
      },
      vertical: {
        borderRadius: `${vars.radius.small} 0 0 ${vars.radius.small}`,
        whiteSpace: 'normal',
        maxWidth: 240,
        selectors: { '&::after': { insetBlock: 0, right: -1, width: 3 } },
      },
    },
  },
});

export const panel = style({
  flex: '1 1 auto',
  minWidth: 0,
  outline: 'none',
  borderRadius: vars.radius.small,
  overflowWrap: 'anywhere',
  selectors: {
    '&[data-focus-visible]': { boxShadow: `0 0 0 2px ${vars.colour.focusRing}` },
  },
});

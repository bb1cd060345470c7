import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../themes/contract.css';

export const card = recipe({
  base: {
    display: 'flex',
    alignItems: 'flex-start',
    gap: vars.space.medium,
    minWidth: 0,
    height: '100%',
    boxSizing: 'border-box',
    padding: vars.space.medium,
    borderRadius: vars.radius.large,
    border: `1px solid ${vars.colour.border}`,
    backgroundColor: vars.colour.surface,
    color: vars.colour.text,
  },
  variants: {
    isAwarded: {
      true: { boxShadow: vars.shadow.small },
      false: { borderStyle: 'dashed', backgroundColor: vars.colour.surfaceRaised },
    },
  },
});

/**
 * The medal. Bronze, silver and gold differ in colour and in shape, so they read apart without
 * colour too: bronze has one ring, silver two, gold three (and a solid fill). Colours come from
 * the theme's tones, so each brand gets its own.
 */
export const medal = recipe({
  base: {
    position: 'relative',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    width: 48,
    height: 48,
    margin: 6,
    borderRadius: vars.radius.full,
  },
  variants: {
    metal: {
      bronze: {
        backgroundColor: vars.colour.tone.caution.soft,
        color: vars.colour.tone.caution.foreground,
        boxShadow: `0 0 0 2px ${vars.colour.tone.caution.foreground}`,
      },
      silver: {
        backgroundColor: vars.colour.tone.neutral.soft,
        color: vars.colour.tone.neutral.foreground,
        boxShadow: `0 0 0 2px ${vars.colour.tone.neutral.solid}, 0 0 0 4px ${vars.colour.surface}, 0 0 0 6px ${vars.colour.tone.neutral.solid}`,
      },
      gold: {
        backgroundColor: vars.colour.tone.caution.solid,
        color: vars.colour.tone.caution.onSolid,
        boxShadow: `0 0 0 2px ${vars.colour.surface}, 0 0 0 4px ${vars.colour.tone.caution.solid}, 0 0 0 5px ${vars.colour.surface}, 0 0 0 7px ${vars.colour.tone.caution.foreground}`,
      },
      none: {
        backgroundColor: vars.colour.secondary,
        color: vars.colour.onSecondary,
        boxShadow: `0 0 0 3px ${vars.colour.surface}, 0 0 0 5px ${vars.colour.secondary}`,
      },
    },
    isAwarded: {
      true: {},
      // Not yet earned: the same shape, faded, with a lock.
      false: { opacity: 0.55, filter: 'grayscale(1)' },
    },
  },
});

export const medalIcon = style({ width: 24, height: 24 });

export const lock = style({
  position: 'absolute',
  insetInlineEnd: -4,
  insetBlockEnd: -4,
  display: 'inline-flex',
  padding: 3,
  borderRadius: vars.radius.full,
  backgroundColor: vars.colour.surface,
  border: `1px solid ${vars.colour.border}`,
  color: vars.colour.textMuted,
});

export const lockIcon = style({ width: 12, height: 12 });

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  minWidth: 0,
});

export const titleRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  gap: vars.space.small,
});

export const title = style({
  margin: 0,
  fontFamily: vars.font.family.heading,
  fontSize: vars.font.size.medium,
  fontWeight: vars.font.weight.heading,
  lineHeight: vars.font.lineHeight.tight,
  overflowWrap: 'anywhere',
});

export const level = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xxsmall,
    paddingBlock: vars.space.xxsmall,
    paddingInline: vars.space.small,
    borderRadius: vars.radius.full,
    border: '1px solid transparent',
    fontSize: vars.font.size.xsmall,
    fontWeight: vars.font.weight.strong,
    lineHeight: vars.font.lineHeight.tight,
    whiteSpace: 'nowrap',
  },
  variants: {
    metal: {
      bronze: {
        backgroundColor: vars.colour.tone.caution.soft,
        color: vars.colour.tone.caution.foreground,
        borderColor: vars.colour.tone.caution.foreground,
      },
      silver: {
        backgroundColor: vars.colour.tone.neutral.soft,
        color: vars.colour.tone.neutral.foreground,
        borderColor: vars.colour.tone.neutral.solid,
      },
      gold: {
        backgroundColor: vars.colour.tone.caution.solid,
        color: vars.colour.tone.caution.onSolid,
        borderColor: vars.colour.tone.caution.foreground,
      },
      none: {
        backgroundColor: vars.colour.accent.soft,
        color: vars.colour.accent.foreground,
      },
    },
  },
});

export const stars = style({ display: 'inline-flex' });

export const star = style({ width: 10, height: 10, fill: 'currentColor' });

export const progress = style({ paddingBlock: vars.space.xxsmall });

export const description = style({
  margin: 0,
  fontSize: vars.font.size.small,
  color: vars.colour.text,
  overflowWrap: 'anywhere',
});

export const status = style({
  margin: 0,
  fontSize: vars.font.size.xsmall,
  color: vars.colour.textMuted,
});

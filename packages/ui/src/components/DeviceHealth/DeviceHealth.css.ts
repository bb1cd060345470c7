import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../themes/contract.css';

export const compact = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  minWidth: 0,
});

export const full = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  minWidth: 0,
});

export const compactRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  columnGap: vars.space.large,
  rowGap: vars.space.small,
});

export const status = recipe({
  base: {
    margin: 0,
    display: 'inline-flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    columnGap: vars.space.xsmall,
    fontSize: vars.font.size.small,
    lineHeight: vars.font.lineHeight.tight,
    color: vars.colour.text,
    minWidth: 0,
  },
  variants: {
    connection: {
      online: {},
      offline: { color: vars.colour.tone.critical.foreground, fontWeight: vars.font.weight.strong },
      'never-reported': { color: vars.colour.textMuted },
    },
  },
});

export const dot = recipe({
  base: { width: 10, height: 10, borderRadius: '50%', flexShrink: 0 },
  variants: {
    connection: {
      online: { backgroundColor: vars.colour.tone.positive.solid },
      offline: { backgroundColor: vars.colour.tone.critical.solid },
      'never-reported': {
        backgroundColor: 'transparent',
        border: `2px solid ${vars.colour.textMuted}`,
      },
    },
  },
});

export const muted = style({ color: vars.colour.textMuted, fontWeight: vars.font.weight.regular });

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(5.5rem, max-content) minmax(0, 1fr)',
  columnGap: vars.space.medium,
  rowGap: vars.space.small,
  margin: 0,
  '@media': {
    'screen and (max-width: 359px)': { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
});

export const term = style({
  fontSize: vars.font.size.small,
  color: vars.colour.textMuted,
});

export const detail = style({
  margin: 0,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.xxsmall,
  fontSize: vars.font.size.small,
  minWidth: 0,
  overflowWrap: 'anywhere',
});

export const problems = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
});

export const problem = recipe({
  base: {
    display: 'flex',
    alignItems: 'flex-start',
    gap: vars.space.xsmall,
    padding: `${vars.space.xsmall} ${vars.space.small}`,
    borderRadius: vars.radius.medium,
    fontSize: vars.font.size.small,
    lineHeight: vars.font.lineHeight.tight,
    overflowWrap: 'anywhere',
  },
  variants: {
    severity: {
      critical: {
        backgroundColor: vars.colour.tone.critical.soft,
        color: vars.colour.tone.critical.foreground,
        fontWeight: vars.font.weight.strong,
      },
      warning: {
        backgroundColor: vars.colour.tone.caution.soft,
        color: vars.colour.tone.caution.foreground,
      },
    },
  },
});

export const problemIcon = style({ width: 16, height: 16, flexShrink: 0, marginBlockStart: 1 });

export const noProblems = style({
  margin: 0,
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  fontSize: vars.font.size.small,
  color: vars.colour.tone.positive.foreground,
});

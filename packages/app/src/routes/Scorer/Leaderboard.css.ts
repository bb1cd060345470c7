import { style } from '@vanilla-extract/css';
import { vars } from '@bloomkeep/ui';

/** Rows lay themselves out by the board's own width, not the window's. */
export const leaderboard = style({ minWidth: 0, containerType: 'inline-size' });

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.small,
});

const wide = '(min-width: 40rem)';

export const row = style({
  display: 'grid',
  // Narrow: rank, name and total on one line, the breakdown below the name.
  gridTemplateColumns: '2rem minmax(0, 1fr) auto',
  gridTemplateAreas: '"rank user total" ". breakdown breakdown"',
  alignItems: 'center',
  columnGap: vars.space.medium,
  rowGap: vars.space.small,
  padding: vars.space.medium,
  borderRadius: vars.radius.large,
  border: `1px solid ${vars.colour.border}`,
  backgroundColor: vars.colour.surface,
  color: vars.colour.text,
  '@container': {
    [wide]: {
      gridTemplateColumns: '2.5rem minmax(9rem, 14rem) minmax(0, 1fr) 6rem',
      gridTemplateAreas: '"rank user breakdown total"',
      paddingInline: vars.space.large,
    },
  },
});

/** The reader's own row: tinted, with a thick brand edge (and the "You" tag in words). */
export const me = style({
  backgroundColor: vars.colour.accent.soft,
  borderColor: vars.colour.brandStrong,
  boxShadow: `inset 4px 0 0 ${vars.colour.brandStrong}`,
});

export const rank = style({
  gridArea: 'rank',
  fontSize: vars.font.size.large,
  fontWeight: vars.font.weight.heading,
  fontVariantNumeric: 'tabular-nums',
  color: vars.colour.textMuted,
  textAlign: 'center',
});

export const user = style({
  gridArea: 'user',
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.small,
  minWidth: 0,
  fontWeight: vars.font.weight.strong,
});

export const avatar = style({ display: 'inline-flex', flexShrink: 0 });

/** Long names wrap at their natural breaks first and only then anywhere. */
export const username = style({ minWidth: 0, overflowWrap: 'anywhere' });

export const total = style({
  gridArea: 'total',
  textAlign: 'end',
  whiteSpace: 'nowrap',
});

export const totalNumber = style({
  fontSize: vars.font.size.large,
  fontVariantNumeric: 'tabular-nums',
});

export const totalUnit = style({ fontSize: vars.font.size.small, color: vars.colour.textMuted });

/**
 * Narrow: a receipt under the name, each line's points right-aligned under the total, so
 * the column adds up to it. Wide: chips between the name and the total.
 */
export const breakdown = style({
  gridArea: 'breakdown',
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.xxsmall,
  minWidth: 0,
  paddingBlockStart: vars.space.small,
  borderBlockStart: `1px solid ${vars.colour.border}`,
  '@container': {
    [wide]: {
      display: 'flex',
      flexWrap: 'wrap',
      gap: vars.space.xsmall,
      paddingBlockStart: 0,
      borderBlockStart: 'none',
    },
  },
});

export const line = style({
  display: 'flex',
  justifyContent: 'space-between',
  columnGap: vars.space.small,
  color: vars.colour.text,
  fontSize: vars.font.size.small,
  lineHeight: vars.font.lineHeight.tight,
  '@container': {
    [wide]: {
      display: 'inline-flex',
      flexWrap: 'wrap',
      columnGap: vars.space.xsmall,
      paddingBlock: vars.space.xxsmall,
      paddingInline: vars.space.small,
      borderRadius: vars.radius.full,
      backgroundColor: vars.colour.tone.neutral.soft,
    },
  },
});

export const lineMaths = style({
  whiteSpace: 'nowrap',
  fontVariantNumeric: 'tabular-nums',
  textAlign: 'end',
});

import { style } from '@vanilla-extract/css';
import { vars } from '@bloomkeep/ui';

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  border: `1px solid ${vars.colour.border}`,
  borderRadius: vars.radius.large,
  backgroundColor: vars.colour.surface,
});

export const item = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  columnGap: vars.space.large,
  rowGap: vars.space.xsmall,
  padding: `${vars.space.medium} ${vars.space.large}`,
  selectors: {
    '&:not(:last-child)': { borderBlockEnd: `1px solid ${vars.colour.border}` },
  },
});

export const details = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  flex: '1 1 12rem',
  minWidth: 0,
});

export const meta = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  fontSize: vars.font.size.small,
  color: vars.colour.textMuted,
});

/** "Watered 3 days ago by sam": an older watering. */
export const watered = style({
  fontSize: vars.font.size.small,
  color: vars.colour.textMuted,
});

/** "Watered 5 minutes ago by you": recent enough that it needs no second watering yet. */
export const wateredRecently = style({
  fontSize: vars.font.size.small,
  fontWeight: vars.font.weight.medium,
  color: vars.colour.tone.positive.foreground,
});

/** The watering advice and its "Why?", on a row of their own under the thing. */
export const advice = style({ flex: '1 1 100%', minWidth: 0 });

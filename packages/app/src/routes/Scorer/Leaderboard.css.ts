import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@bloomkeep/ui';

export const leaderboard = style({ minWidth: 0 });

export const user = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.small,
  minWidth: 0,
});

/** Marks the reader's cell; the row around it is highlighted below. */
export const me = style({ fontWeight: vars.font.weight.strong });

export const username = style({ overflowWrap: 'anywhere' });

globalStyle(`${leaderboard} tr:has(${me})`, {
  backgroundColor: vars.colour.tone.positive.soft,
});

import { style } from '@vanilla-extract/css';
import { vars } from '@bloomkeep/ui';

export const list = style({ display: 'grid', margin: 0, padding: 0, listStyle: 'none' });

// Avatar and name on the left, tags and buttons on the right; on a phone they wrap below.
export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.small,
  paddingBlock: vars.space.small,
  borderBottom: `1px solid ${vars.colour.border}`,
  selectors: { '&:last-child': { borderBottom: 'none' } },
});

export const who = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  flex: '1 1 12rem',
  minWidth: 0,
});

export const names = style({ display: 'grid', minWidth: 0, overflowWrap: 'anywhere' });

export const name = style({ fontWeight: vars.font.weight.strong });

export const username = style({ color: vars.colour.textMuted, fontSize: vars.font.size.small });

export const tags = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xsmall });

export const buttons = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xsmall });

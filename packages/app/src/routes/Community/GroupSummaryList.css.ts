import { style } from '@vanilla-extract/css';
import { vars } from '@bloomkeep/ui';

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.small,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 16rem), 1fr))',
});

export const card = style({
  display: 'grid',
  gap: vars.space.xxsmall,
  height: '100%',
  boxSizing: 'border-box',
  padding: vars.space.medium,
  borderRadius: vars.radius.medium,
  border: `1px solid ${vars.colour.border}`,
  backgroundColor: vars.colour.surface,
  color: 'inherit',
  textDecoration: 'none',
  minWidth: 0,
  alignContent: 'start',
  selectors: {
    '&:hover': { borderColor: vars.colour.brandStrong },
    '&:focus-visible': { outline: `2px solid ${vars.colour.focusRing}`, outlineOffset: 2 },
  },
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  minWidth: 0,
});

export const name = style({
  fontWeight: 600,
  color: vars.colour.brandStrong,
  overflowWrap: 'anywhere',
  flex: 1,
  minWidth: 0,
});

export const meta = style({ color: vars.colour.textMuted });

export const description = style({
  margin: 0,
  color: vars.colour.text,
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
  overflowWrap: 'anywhere',
});

import { style } from '@vanilla-extract/css';
import { mediaQuery, vars } from '@bloomkeep/ui';

export const layout = style({
  display: 'grid',
  // minmax(0, …): the scrolling tab row must not widen the page on small screens.
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.large,
  alignItems: 'start',
  '@media': {
    [mediaQuery.tablet]: { gridTemplateColumns: '220px minmax(0, 1fr)', gap: vars.space.xlarge },
  },
});

export const nav = style({
  '@media': { [mediaQuery.tablet]: { position: 'sticky', top: vars.space.large } },
});

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  gap: vars.space.xsmall,
  overflowX: 'auto',
  // A link scrolled to by keyboard stops clear of the scroll cue's fade.
  scrollPaddingInline: '2.75rem',
  borderBottom: `1px solid ${vars.colour.border}`,
  '@media': {
    [mediaQuery.tablet]: { flexDirection: 'column', overflowX: 'visible', borderBottom: 'none' },
  },
});

export const link = style({
  display: 'block',
  whiteSpace: 'nowrap',
  padding: `${vars.space.small} ${vars.space.medium}`,
  borderRadius: vars.radius.small,
  color: vars.colour.text,
  textDecoration: 'none',
  fontWeight: vars.font.weight.medium,
  selectors: {
    '&:hover': { background: vars.colour.surface, color: vars.colour.brandStrong },
    '&:focus-visible': { outline: `3px solid ${vars.colour.brand}`, outlineOffset: 2 },
    '&[aria-current="page"]': {
      background: vars.colour.surface,
      color: vars.colour.brandStrong,
      boxShadow: `inset 0 -3px 0 ${vars.colour.brand}`,
    },
  },
  '@media': {
    [mediaQuery.tablet]: {
      selectors: {
        '&[aria-current="page"]': { boxShadow: `inset 3px 0 0 ${vars.colour.brand}` },
      },
    },
  },
});

export const page = style({ minWidth: 0 });

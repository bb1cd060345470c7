import { style } from '@vanilla-extract/css';
import { mediaQuery, vars } from '@bloomkeep/ui';

export const shell = style({
  minHeight: '100vh',
  display: 'grid',
  gridTemplateRows: 'auto 1fr auto',
  background: vars.colour.background,
  color: vars.colour.text,
});

export const skipLink = style({
  position: 'absolute',
  left: vars.space.medium,
  top: '-4rem',
  padding: vars.space.small,
  background: vars.colour.surface,
  color: vars.colour.brandStrong,
  borderRadius: vars.radius.small,
  zIndex: 10,
  selectors: { '&:focus': { top: vars.space.medium } },
});

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.medium,
  padding: `${vars.space.medium} ${vars.space.large}`,
  background: vars.colour.brand,
  color: vars.colour.onBrand,
  '@media': { [mediaQuery.desktop]: { padding: `${vars.space.medium} ${vars.space.xlarge}` } },
});

const onBrandLink = style({
  color: vars.colour.onBrand,
  textDecoration: 'none',
  borderRadius: vars.radius.small,
  selectors: {
    '&:focus-visible': { outline: `3px solid ${vars.colour.onBrand}`, outlineOffset: 2 },
  },
});

export const brand = style([
  onBrandLink,
  {
    fontFamily: vars.font.family.heading,
    fontWeight: vars.font.weight.heading,
    fontSize: vars.font.size.xlarge,
  },
]);

export const nav = style({ display: 'flex', gap: vars.space.small });

export const navLink = style([
  onBrandLink,
  {
    padding: `${vars.space.xsmall} ${vars.space.small}`,
    fontWeight: vars.font.weight.medium,
    selectors: {
      '&:hover': { textDecoration: 'underline' },
      '&[aria-current="page"]': { textDecoration: 'underline', textUnderlineOffset: 4 },
    },
  },
]);

export const main = style({
  width: '100%',
  maxWidth: 1200,
  margin: '0 auto',
  padding: vars.space.large,
  boxSizing: 'border-box',
  outline: 'none',
  '@media': { [mediaQuery.desktop]: { padding: vars.space.xlarge } },
});

export const footer = style({
  padding: `${vars.space.medium} ${vars.space.large}`,
  borderTop: `1px solid ${vars.colour.border}`,
  color: vars.colour.textMuted,
  fontSize: vars.font.size.small,
});

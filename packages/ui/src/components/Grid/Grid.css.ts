import { createVar, style, styleVariants } from '@vanilla-extract/css';
import { mediaQuery } from '../../css/breakpoints';
import { vars } from '../../themes/contract.css';

export const columnsSmall = createVar();
export const columnsTablet = createVar();
export const columnsDesktop = createVar();
export const columnsWide = createVar();
export const columnsUltraWide = createVar();
export const minItemWidth = createVar();

const base = style({
  display: 'grid',
  margin: 0,
  padding: 0,
  minWidth: 0,
  listStyle: 'none',
});

/** Column counts per breakpoint (mobile first: 600 / 1024 / 1440 / 1920 px). */
export const byBreakpoint = style([
  base,
  {
    gridTemplateColumns: `repeat(${columnsSmall}, minmax(0, 1fr))`,
    '@media': {
      [mediaQuery.tablet]: { gridTemplateColumns: `repeat(${columnsTablet}, minmax(0, 1fr))` },
      [mediaQuery.desktop]: { gridTemplateColumns: `repeat(${columnsDesktop}, minmax(0, 1fr))` },
      [mediaQuery.wide]: { gridTemplateColumns: `repeat(${columnsWide}, minmax(0, 1fr))` },
      [mediaQuery.ultraWide]: {
        gridTemplateColumns: `repeat(${columnsUltraWide}, minmax(0, 1fr))`,
      },
    },
  },
]);

/** As many columns as fit, each at least `minItemWidth` wide (never wider than the grid). */
export const autoFill = style([
  base,
  { gridTemplateColumns: `repeat(auto-fill, minmax(min(100%, ${minItemWidth}), 1fr))` },
]);

export const gap = styleVariants(vars.space, (value) => ({ gap: value }));

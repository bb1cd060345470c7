/** Minimum widths in px at which layouts change (product spec, section 9). */
export const breakpoints = {
  tablet: 600,
  desktop: 1024,
  wide: 1440,
  ultraWide: 1920,
} as const;

export type Breakpoint = keyof typeof breakpoints;

/** Media queries for vanilla-extract `@media` blocks, mobile first. */
export const mediaQuery = {
  tablet: `screen and (min-width: ${breakpoints.tablet}px)`,
  desktop: `screen and (min-width: ${breakpoints.desktop}px)`,
  wide: `screen and (min-width: ${breakpoints.wide}px)`,
  ultraWide: `screen and (min-width: ${breakpoints.ultraWide}px)`,
} as const satisfies Record<Breakpoint, string>;

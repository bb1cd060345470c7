import { style } from '@vanilla-extract/css';
import { mediaQuery, vars } from '@bloomkeep/ui';

/**
 * Phones and tablets: the filters above the feed. Desktop: the filters in a column beside
 * the feed (they stay in view while the feed scrolls), and the feed takes the rest of the
 * width up to a comfortable reading measure.
 */
export const page = style({
  display: 'grid',
  gap: vars.space.large,
  gridTemplateColumns: 'minmax(0, 1fr)',
  alignItems: 'start',
  '@media': {
    [mediaQuery.desktop]: {
      gridTemplateColumns: '17rem minmax(0, 1fr)',
      gap: vars.space.xlarge,
      maxWidth: '80rem',
    },
  },
});

export const filters = style({
  display: 'grid',
  gap: vars.space.medium,
  gridTemplateColumns: 'minmax(0, 1fr)',
  alignItems: 'start',
  '@media': {
    [mediaQuery.tablet]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr) minmax(0, 1.5fr)' },
    [mediaQuery.desktop]: {
      gridTemplateColumns: 'minmax(0, 1fr)',
      position: 'sticky',
      top: vars.space.large,
      padding: vars.space.large,
      borderRadius: vars.radius.large,
      border: `1px solid ${vars.colour.border}`,
      backgroundColor: vars.colour.surface,
    },
  },
});

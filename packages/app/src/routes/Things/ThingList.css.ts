import { style } from '@vanilla-extract/css';
import { mediaQuery, vars } from '@bloomkeep/ui';

export const section = style({ display: 'grid', gap: vars.space.medium });

export const count = style({ margin: 0, color: vars.colour.textMuted });

const bare = { listStyle: 'none', margin: 0, padding: 0, display: 'grid' } as const;

export const list = style({
  ...bare,
  gap: vars.space.small,
  gridTemplateColumns: 'minmax(0, 1fr)',
});

export const tiles = style({
  ...bare,
  gap: vars.space.small,
  // Two tiles side by side on a phone; more as the page widens.
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 8.5rem), 1fr))',
  '@media': {
    [mediaQuery.tablet]: {
      gap: vars.space.medium,
      gridTemplateColumns: 'repeat(auto-fill, minmax(13.75rem, 1fr))',
    },
  },
});

export const more = style({ display: 'flex', justifyContent: 'center' });

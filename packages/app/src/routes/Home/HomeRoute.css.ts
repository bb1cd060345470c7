import { style } from '@vanilla-extract/css';
import { mediaQuery, vars } from '@bloomkeep/ui';

/** Profile (or the guest's way in) beside the quick actions. */
export const top = style({
  display: 'grid',
  gap: vars.space.xlarge,
  alignItems: 'start',
  '@media': {
    [mediaQuery.desktop]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 2fr)' },
  },
});

/** The main column (tasks and things) and a side column (activity and photos). */
export const columns = style({
  display: 'grid',
  gap: vars.space.xlarge,
  alignItems: 'start',
  '@media': {
    [mediaQuery.desktop]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr)' },
  },
});

export const main = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xlarge });

export const aside = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xlarge });

export const muted = style({ margin: 0, color: vars.colour.textMuted });

/** The things map keeps its height while it loads, so nothing below it jumps. */
export const homeMap = style({
  display: 'grid',
  gap: vars.space.small,
  minHeight: 320,
  minWidth: 0,
});

/** Where the things map will be, before it is wanted: the map frame's shape, standing still. */
export const homeMapPlaceholder = style({
  height: 320,
  borderRadius: vars.radius.medium,
  background: vars.colour.tone.neutral.soft,
});

import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../themes/contract.css';

export const root = style({ position: 'relative', minWidth: 0 });

/** A fade over the cut-off edge, with an arrow for pointers that cannot swipe. */
export const cue = recipe({
  base: {
    position: 'absolute',
    insetBlock: 0,
    display: 'flex',
    alignItems: 'center',
    width: '2.75rem',
    padding: 0,
    border: 'none',
    color: vars.colour.brandStrong,
    cursor: 'pointer',
    // Above the items it covers, under nothing else.
    zIndex: 1,
  },
  variants: {
    side: {
      start: { insetInlineStart: 0, justifyContent: 'flex-start' },
      end: { insetInlineEnd: 0, justifyContent: 'flex-end' },
    },
    on: { background: {}, surface: {} },
  },
  compoundVariants: [
    {
      variants: { side: 'start', on: 'background' },
      style: {
        background: `linear-gradient(to right, ${vars.colour.background} 45%, transparent)`,
      },
    },
    {
      variants: { side: 'end', on: 'background' },
      style: {
        background: `linear-gradient(to left, ${vars.colour.background} 45%, transparent)`,
      },
    },
    {
      variants: { side: 'start', on: 'surface' },
      style: { background: `linear-gradient(to right, ${vars.colour.surface} 45%, transparent)` },
    },
    {
      variants: { side: 'end', on: 'surface' },
      style: { background: `linear-gradient(to left, ${vars.colour.surface} 45%, transparent)` },
    },
  ],
});

import { style } from '@vanilla-extract/css';
import { vars } from '@bloomkeep/ui';

export const figure = style({
  margin: 0,
  display: 'grid',
  // Title, summary, plot: the summary takes the slack, so plots line up in a row of charts.
  gridTemplateRows: 'auto 1fr auto',
  gap: vars.space.small,
  minWidth: 0,
  padding: vars.space.large,
  borderRadius: vars.radius.large,
  border: `1px solid ${vars.colour.border}`,
  background: vars.colour.surface,
});

export const header = style({
  display: 'grid',
  gap: vars.space.small,
});

export const summary = style({
  margin: 0,
  color: vars.colour.textMuted,
  fontSize: vars.font.size.small,
});

export const plot = style({
  // The week labels thin out by the chart's own width, not the page's (three charts share a row
  // on a desktop).
  containerType: 'inline-size',
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gap: vars.space.xsmall,
  height: '10rem',
});

export const axis = style({
  display: 'flex',
  flexDirection: 'column',
  justifyContent: 'space-between',
  color: vars.colour.textMuted,
  fontSize: vars.font.size.xsmall,
  textAlign: 'end',
  // The bars' week labels sit below the zero line.
  paddingBlockEnd: '1.25rem',
});

export const bars = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridAutoFlow: 'column',
  gridAutoColumns: 'minmax(0, 1fr)',
  gap: vars.space.xxsmall,
  borderInlineStart: `1px solid ${vars.colour.border}`,
});

export const bar = style({
  display: 'grid',
  gridTemplateRows: '1fr auto',
  minWidth: 0,
});

export const column = style({
  display: 'flex',
  flexDirection: 'column',
  justifyContent: 'flex-end',
  alignItems: 'center',
  borderBlockEnd: `1px solid ${vars.colour.border}`,
  minHeight: 0,
});

export const value = style({
  fontSize: vars.font.size.xsmall,
  color: vars.colour.text,
  lineHeight: vars.font.lineHeight.tight,
});

export const fill = style({
  width: '70%',
  minHeight: '1px',
  borderStartStartRadius: vars.radius.small,
  borderStartEndRadius: vars.radius.small,
  background: vars.colour.accent.solid,
});

export const current = style({
  opacity: 0.55,
});

export const week = style({
  height: '1.25rem',
  // Centred under its bar and free to overhang the (unlabelled) neighbours on a phone.
  display: 'flex',
  justifyContent: 'center',
  whiteSpace: 'nowrap',
  fontSize: vars.font.size.xsmall,
  color: vars.colour.textMuted,
  selectors: {
    // In a narrow chart every third week is labelled, so the labels do not collide.
    [`${bar}:not(:nth-child(3n + 1)) &`]: { visibility: 'hidden' },
  },
  '@container': {
    '(min-width: 36rem)': {
      selectors: { [`${bar}:not(:nth-child(3n + 1)) &`]: { visibility: 'visible' } },
    },
  },
});

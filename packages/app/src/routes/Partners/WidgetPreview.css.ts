import { style } from '@vanilla-extract/css';
import { mediaQuery, vars } from '@bloomkeep/ui';

export const items = style({
  display: 'grid',
  gap: vars.space.large,
  minWidth: 0,
});

export const item = style({
  display: 'grid',
  gap: vars.space.small,
  minWidth: 0,
});

/** Both themes side by side where there is room, one above the other on a phone. */
export const themes = style({
  display: 'grid',
  gap: vars.space.medium,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': {
    [mediaQuery.desktop]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
  },
});

export const frame = style({
  display: 'grid',
  gap: vars.space.small,
  alignContent: 'start',
  margin: 0,
  padding: vars.space.medium,
  minWidth: 0,
  borderRadius: vars.radius.large,
  border: `1px dashed ${vars.colour.border}`,
});

export const caption = style({
  color: vars.colour.textMuted,
  fontSize: vars.font.size.small,
  fontWeight: vars.font.weight.strong,
});

/** The custom element is inline until its script says otherwise: it takes the frame's width. */
export const widget = style({
  display: 'grid',
  minWidth: 0,
  overflow: 'hidden',
});

export const note = style({
  display: 'grid',
  gap: vars.space.xsmall,
  padding: vars.space.medium,
  borderRadius: vars.radius.large,
  backgroundColor: vars.colour.tone.info.soft,
  color: vars.colour.text,
});

export const noteText = style({
  margin: 0,
  color: vars.colour.textMuted,
  overflowWrap: 'anywhere',
});

export const path = style({
  overflowWrap: 'anywhere',
});

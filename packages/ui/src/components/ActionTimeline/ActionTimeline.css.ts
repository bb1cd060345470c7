import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const item = style({
  position: 'relative',
  display: 'grid',
  gridTemplateColumns: '36px minmax(0, 1fr)',
  columnGap: vars.space.medium,
  paddingBlockEnd: vars.space.large,
  selectors: {
    // The connector between consecutive actions.
    '&:not(:last-child)::before': {
      content: '""',
      position: 'absolute',
      insetBlockStart: 40,
      insetBlockEnd: 4,
      insetInlineStart: 17,
      width: 2,
      borderRadius: vars.radius.full,
      backgroundColor: vars.colour.border,
    },
    '&:last-child': { paddingBlockEnd: 0 },
  },
});

/** An item with an Edit/Delete menu: the menu takes a third column, beside the header. */
export const itemWithMenu = style({
  gridTemplateColumns: '36px minmax(0, 1fr) auto',
});

export const marker = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 36,
  height: 36,
  borderRadius: vars.radius.full,
  backgroundColor: vars.colour.tone.positive.soft,
  color: vars.colour.tone.positive.foreground,
});

export const content = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  minWidth: 0,
  paddingBlockStart: vars.space.xsmall,
});

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  columnGap: vars.space.small,
  rowGap: vars.space.xxsmall,
});

export const type = style({
  margin: 0,
  fontSize: vars.font.size.medium,
  fontWeight: vars.font.weight.strong,
  lineHeight: vars.font.lineHeight.tight,
});

export const amount = style({ fontWeight: vars.font.weight.regular });

export const menu = style({ alignSelf: 'start' });

export const time = style({
  fontSize: vars.font.size.small,
  color: vars.colour.textMuted,
});

export const creator = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  fontSize: vars.font.size.small,
  color: vars.colour.text,
  minWidth: 0,
});

export const creatorName = style({ fontWeight: vars.font.weight.medium, overflowWrap: 'anywhere' });
export const username = style({ color: vars.colour.textMuted, overflowWrap: 'anywhere' });

export const comments = style({
  margin: 0,
  padding: vars.space.small,
  borderRadius: vars.radius.medium,
  backgroundColor: vars.colour.surfaceRaised,
  border: `1px solid ${vars.colour.border}`,
  color: vars.colour.text,
  fontSize: vars.font.size.small,
  whiteSpace: 'pre-line',
  overflowWrap: 'anywhere',
});

export const empty = style({
  margin: 0,
  padding: vars.space.large,
  borderRadius: vars.radius.large,
  border: `1px dashed ${vars.colour.border}`,
  color: vars.colour.textMuted,
  textAlign: 'center',
});

import { globalStyle, style } from '@vanilla-extract/css';
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

/** An item with an Edit/Delete menu (see `menu`). */
export const itemWithMenu = style({});

export const marker = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 36,
  height: 36,
  borderRadius: vars.radius.full,
  // The brand's colour: an action's icon is a label, not a good or bad outcome.
  backgroundColor: vars.colour.accent.soft,
  color: vars.colour.accent.foreground,
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

/**
 * The menu sits in the item's top corner, beside the header and creator rows, which
 * leave room for it; comments below keep the full width.
 */
export const menu = style({ position: 'absolute', insetBlockStart: 0, insetInlineEnd: 0 });

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

/** Room beside the header and creator rows for the menu's button. */
const MENU_ROOM = '3.75rem';
globalStyle(`${itemWithMenu} ${header}, ${itemWithMenu} ${creator}`, {
  paddingInlineEnd: MENU_ROOM,
});

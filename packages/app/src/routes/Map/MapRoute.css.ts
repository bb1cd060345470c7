import { style } from '@vanilla-extract/css';
import { vars } from '@bloomkeep/ui';

export const note = style({ margin: 0, color: vars.colour.textMuted });

/** The map takes the content's full width; its own frame draws the border. */
export const mapFrame = style({ minWidth: 0 });

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.small,
});

export const listItem = style({ display: 'grid', gap: vars.space.xsmall, minWidth: 0 });

export const distance = style({ color: vars.colour.textMuted, fontSize: vars.font.size.small });

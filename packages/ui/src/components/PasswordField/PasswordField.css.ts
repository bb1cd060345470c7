import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';

export const hints = style({
  display: 'grid',
  gap: vars.space.xxsmall,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: vars.font.size.small,
  lineHeight: vars.font.lineHeight.normal,
  color: vars.colour.textMuted,
});

export const hint = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.xxsmall,
  selectors: { '&[data-met]': { color: vars.colour.tone.positive.foreground } },
});

export const hintIcon = style({ flexShrink: 0, marginTop: 3 });

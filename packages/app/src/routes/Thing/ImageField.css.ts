import { style } from '@vanilla-extract/css';
import { vars } from '@bloomkeep/ui';

export const field = style({ display: 'grid', gap: vars.space.small, maxWidth: '28rem' });
export const label = style({ fontWeight: vars.font.weight.strong, fontSize: vars.font.size.small });
export const row = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.small });
export const hint = style({
  margin: 0,
  color: vars.colour.textMuted,
  fontSize: vars.font.size.small,
});
export const error = style({ margin: 0, color: vars.colour.tone.critical.foreground });
